import { Form, Link } from "@remix-run/react";
import { REPORT_REASON_LABELS, type ReportReason } from "~/schemas/forum";
import { formatDate } from "~/ui/admin/format";
import { AdminSection, Badge, EmptyNote, ScrollingList } from "~/ui/admin/section";

type Report = {
  id: number;
  targetType: string;
  targetId: number;
  reason: string;
  details: string | null;
  reporterName: string;
  countsToHide: boolean;
  createdAt: Date | string;
  target: { url: string; excerpt: string; isShown: boolean } | null;
};

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

/**
 * Open reports, newest first: what was flagged, by whom and why, and whether the reporter's
 * standing lets the report count toward hiding; remove it or dismiss.
 */
export function ReportsSection({ reports }: { reports: Report[] }) {
  return (
    <AdminSection id="reports" title={`Reports (${reports.length})`}>
      {reports.length === 0 ? (
        <EmptyNote>No open reports.</EmptyNote>
      ) : (
        <ScrollingList labelledBy="reports-title" className="flex flex-col gap-3">
          {reports.map((r) => (
            <li
              key={r.id}
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
              aria-label={`Report of a ${r.targetType} by ${r.reporterName}`}
              data-testid="report"
            >
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone="danger">{reasonLabel(r.reason)}</Badge>
                  <Badge>{r.targetType === "post" ? "Post" : "Comment"}</Badge>
                  {r.target && !r.target.isShown ? <Badge>Hidden</Badge> : null}
                  {r.countsToHide ? null : <Badge>Does not count toward hiding</Badge>}
                  <span className="text-sm">
                    reported by <span className="font-semibold">{r.reporterName}</span>
                  </span>
                </p>
                <time dateTime={new Date(r.createdAt).toISOString()} className="text-xs text-muted">
                  {formatDate(r.createdAt)}
                </time>
              </div>
              {r.target ? (
                <p className="break-words text-sm">
                  <Link to={r.target.url} className="font-semibold text-accent hover:underline">
                    {r.target.excerpt || `${r.targetType} ${r.targetId}`}
                  </Link>
                </p>
              ) : (
                <p className="text-sm text-muted">The {r.targetType} no longer exists.</p>
              )}
              {r.details ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-600 dark:text-slate-300">
                  {r.details}
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {(["remove", "dismiss"] as const).map((action) => (
                  <Form key={action} method="post" action="/admin" preventScrollReset>
                    <input type="hidden" name="intent" value="resolveReport" />
                    <input type="hidden" name="reportId" value={r.id} />
                    <input type="hidden" name="action" value={action} />
                    <button
                      type="submit"
                      className={
                        action === "remove"
                          ? "btn-danger px-3 py-1 text-xs"
                          : "btn-secondary px-3 py-1 text-xs"
                      }
                    >
                      {action === "remove" ? `Remove ${r.targetType}` : "Dismiss"}
                    </button>
                  </Form>
                ))}
              </div>
            </li>
          ))}
        </ScrollingList>
      )}
    </AdminSection>
  );
}
