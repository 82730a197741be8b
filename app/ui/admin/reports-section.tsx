import { Form, Link } from "@remix-run/react";
import { userActionsFor, type Moderator } from "~/models/moderation-rules";
import { REPORT_REASON_LABELS, type ReportReason } from "~/schemas/forum-limits";
import { formatDate } from "~/ui/admin/format";
import { adminHref, sectionAction } from "~/ui/admin/hrefs";
import { AdminSection, Badge, EmptyNote } from "~/ui/admin/section";
import type { AdminView, ReportGroupView } from "~/ui/admin/types";

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

/** "Spam × 3, Abuse × 1": how many reports gave each reason, most first. */
export const reasonsSummary = (reasons: Record<string, number>) =>
  Object.entries(reasons)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${reasonLabel(reason)} × ${count}`)
    .join(", ");

// Big enough to hit with a thumb (44 px), far enough apart not to hit the wrong one.
const TARGET = "min-h-11 px-4";

/**
 * The decisions on one reported item: Remove (with Undo offered after), Dismiss, and Ban author
 * (a step asking the reason and the length) when the viewer may ban them. Each a plain form or
 * link, so the card works without JavaScript.
 */
export function ReportActions({
  group,
  viewer,
  banHref,
  action,
}: {
  group: ReportGroupView;
  viewer: Moderator;
  /** The ban step's address (the page this card is on, with ?confirm=ban&user=). */
  banHref: string | null;
  /** Where the forms post. */
  action: string;
}) {
  const author = group.author;
  const mayBan = author && userActionsFor(viewer, author).includes("ban");
  return (
    <div className="mt-4 flex flex-wrap gap-4">
      {group.reportId !== null
        ? (["remove", "dismiss"] as const).map((decision) => (
            <Form key={decision} method="post" action={action} preventScrollReset>
              <input type="hidden" name="intent" value="resolveReport" />
              <input type="hidden" name="reportId" value={group.reportId!} />
              <input type="hidden" name="action" value={decision} />
              <button
                type="submit"
                className={`${decision === "remove" ? "btn-danger" : "btn-secondary"} ${TARGET}`}
              >
                {decision === "remove"
                  ? `Remove ${group.targetType}`
                  : `Dismiss ${group.reporters.length === 1 ? "report" : "reports"}`}
              </button>
            </Form>
          ))
        : null}
      {mayBan && banHref ? (
        <Link
          to={banHref}
          preventScrollReset
          className={`btn-danger-outline ${TARGET}`}
          aria-label={`Ban author ${author.username}`}
        >
          Ban author
        </Link>
      ) : author?.isBanned ? (
        <Badge tone="danger">Author banned</Badge>
      ) : null}
    </div>
  );
}

/** What was reported, by whom and why: the body of a queue card and of the item page's panel. */
export function ReportSummary({ group }: { group: ReportGroupView }) {
  return (
    <>
      <p className="text-sm font-semibold" data-testid="report-reasons">
        {`Reported for ${reasonsSummary(group.reasons)}`}
      </p>
      <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Reporters">
        {group.reporters.map((r) => (
          <li key={r.id} className="break-words">
            <span className="font-semibold">{r.name}</span>: {reasonLabel(r.reason)}
            {r.details ? <span className="text-muted"> — “{r.details}”</span> : null}
            {r.countsToHide ? null : (
              <span className="text-muted"> (Does not count toward hiding)</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A removal just made, offered back (the queue's Undo, a restore). */
export type JustRemoved = { targetType: "post" | "comment"; targetId: number; name: string };

/**
 * The moderation queue: one card per reported post or comment, newest report first, with its
 * author, an excerpt, the reasons with their counts, the reporters and their notes, and the
 * decisions. After a removal, an Undo at the top restores the item.
 */
export function ReportsSection({
  groups,
  viewer,
  view,
  removed,
}: {
  groups: ReportGroupView[];
  viewer: Moderator;
  view: AdminView;
  removed: JustRemoved | null;
}) {
  const action = sectionAction("reports");
  return (
    <AdminSection id="reports" title={`Reports (${groups.length})`}>
      {removed ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 p-3 dark:bg-slate-800"
          role="status"
        >
          <p className="break-words text-sm">Removed the {removed.name}.</p>
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="intent" value="undoRemoval" />
            <input type="hidden" name="targetType" value={removed.targetType} />
            <input type="hidden" name="targetId" value={removed.targetId} />
            <button type="submit" className={`btn-secondary ${TARGET}`}>
              Undo
            </button>
          </Form>
        </div>
      ) : null}
      {groups.length === 0 ? (
        <EmptyNote>No open reports.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-4" aria-labelledby="reports-title">
          {groups.map((g) => (
            <li
              key={`${g.targetType}:${g.targetId}`}
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
              aria-labelledby={`report-${g.targetType}-${g.targetId}`}
              data-testid="report"
            >
              <p className="mb-1 flex flex-wrap items-center gap-2">
                <Badge>{g.targetType === "post" ? "Post" : "Comment"}</Badge>
                {g.isShown ? null : <Badge tone="danger">Hidden</Badge>}
                <time
                  dateTime={new Date(g.reportedAt).toISOString()}
                  className="text-xs text-muted"
                >
                  {formatDate(g.reportedAt)}
                </time>
              </p>
              <h3 id={`report-${g.targetType}-${g.targetId}`} className="break-words font-bold">
                {g.url ? (
                  <Link to={g.url} className="text-accent hover:underline">
                    {g.title}
                  </Link>
                ) : (
                  `A ${g.targetType} that no longer exists`
                )}
              </h3>
              <p className="text-sm">
                by <span className="font-semibold">{g.authorName ?? "a deleted account"}</span>
              </p>
              {g.excerpt ? (
                <blockquote className="my-2 break-words border-l-4 border-slate-300 pl-3 text-sm dark:border-slate-600">
                  {g.excerpt}
                </blockquote>
              ) : null}
              <ReportSummary group={g} />
              <ReportActions
                group={g}
                viewer={viewer}
                action={action}
                banHref={
                  g.authorId
                    ? adminHref(
                        { ...view, section: "reports" },
                        { confirm: "ban", user: g.authorId },
                      )
                    : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
