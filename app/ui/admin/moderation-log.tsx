import { Link } from "@remix-run/react";
import { formatDate } from "~/ui/admin/format";
import { EmptyNote } from "~/ui/admin/section";

type Entry = {
  id: number;
  action: string;
  targetType: string;
  targetId: number;
  actorName: string;
  detail: string | null;
  createdAt: Date | string;
};

const ACTION_LABELS: Record<string, string> = {
  pin: "pinned",
  unpin: "unpinned",
  lock: "locked",
  unlock: "unlocked",
  move: "moved",
  delete: "deleted",
  restore: "restored",
  remove: "removed (report)",
  dismiss: "dismissed reports of",
};

/** Who did what to which post or comment, newest first; a deleted post is linked for admins. */
export function ModerationLog({ entries }: { entries: Entry[] }) {
  return (
    <details className="card group">
      <summary className="cursor-pointer text-xl font-bold">
        {`Moderation Log (${entries.length})`}
      </summary>
      <div className="mt-4">
        {entries.length === 0 ? (
          <EmptyNote>No moderation yet.</EmptyNote>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto pr-2 dark:divide-slate-800">
            {entries.map((e) => (
              <li key={e.id} className="py-2 text-sm" data-testid="moderation-log-entry">
                <span className="font-semibold">{e.actorName}</span>{" "}
                {ACTION_LABELS[e.action] ?? e.action}{" "}
                {e.targetType === "post" ? (
                  <Link to={`/forum/post/${e.targetId}`} className="text-accent hover:underline">
                    post {e.targetId}
                  </Link>
                ) : (
                  <span>comment {e.targetId}</span>
                )}
                {e.detail ? <span className="text-muted"> ({e.detail})</span> : null}
                <span className="block text-xs text-muted">{formatDate(e.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
