import type { ComponentProps } from "react";
import { REPORTS_HREF } from "~/ui/admin/hrefs";
import { ReportActions, ReportSummary } from "~/ui/admin/reports-section";
import type { ReportGroupView } from "~/ui/admin/types";

/** An admin's view of the open reports on a post, with the decisions on them. */
export function PostReports({
  postId,
  reports,
  viewer,
}: {
  postId: number;
  reports: ReportGroupView;
  viewer: ComponentProps<typeof ReportActions>["viewer"];
}) {
  return (
    <section
      aria-labelledby="post-reports-title"
      className="card border-red-300 dark:border-red-800"
      data-testid="post-reports"
    >
      <h2 id="post-reports-title" className="mb-2 text-lg font-bold">
        Open reports
      </h2>
      <ReportSummary group={reports} />
      <ReportActions
        group={reports}
        viewer={viewer}
        action={`/forum/post/${postId}`}
        banHref={
          reports.authorId
            ? `${REPORTS_HREF}&confirm=ban&user=${encodeURIComponent(reports.authorId)}`
            : null
        }
      />
    </section>
  );
}
