import type { RequestHistoryItem as HistoryItem } from "~/models/request-history.server";
import { formatDate } from "~/ui/admin/format";
import { Badge, EmptyNote } from "~/ui/admin/section";

const TYPE_LABELS = { tournament: "Tournament", admin: "Admin access" } as const;

export function RequestHistory({ items }: { items: HistoryItem[] }) {
  return (
    <details className="card group">
      <summary className="cursor-pointer text-xl font-bold">
        Request History ({items.length})
      </summary>
      <div className="mt-4">
        {items.length === 0 ? (
          <EmptyNote>No processed requests yet.</EmptyNote>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto pr-2 dark:divide-slate-800">
            {items.map((item) => (
              <li key={`${item.type}-${item.id}`} className="py-3 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{item.name}</span>
                  <Badge>{TYPE_LABELS[item.type]}</Badge>
                  <Badge tone={item.status === "approved" ? "brand" : "danger"}>
                    {item.status === "approved" ? "Approved" : "Rejected"}
                  </Badge>
                </p>
                <p className="text-slate-600 dark:text-slate-300">
                  Submitted by {item.submittedBy} on {formatDate(item.submittedDate)}
                </p>
                <p className="text-slate-600 dark:text-slate-300">
                  Processed {formatDate(item.processedDate)} by {item.processedBy ?? "—"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
