// The forum post page's parts that only some readers use, out of its first load (issue 28): the
// forms bring Conform, the moderation and report tools are for admins and authors, and the
// dialogs (edit, report, delete a comment) bring the modal and its focus handling. Their
// triggers are links to the dialog as a page state (?dialog=…), so a click before their code
// is in opens the server's dialog.
import { lazyPart } from "~/ui/common/lazy-part";

export const LazyCommentForm = lazyPart(() => import("./comment-form").then((m) => m.CommentForm));
// Like and the counts: before its code is in, Like posts as a plain form.
export const LazyPostActions = lazyPart(() => import("./post-actions").then((m) => m.PostActions));
export const LazyEditPostDialog = lazyPart(() =>
  import("./edit-post-dialog").then((m) => m.EditPostDialog),
);
export const LazyReportDialog = lazyPart(() =>
  import("./report-dialog").then((m) => m.ReportDialog),
);
export const LazyDeleteCommentDialog = lazyPart(() =>
  import("./delete-comment-dialog").then((m) => m.DeleteCommentDialog),
);
export const LazyPostModeration = lazyPart(() =>
  import("./post-moderation").then((m) => m.PostModeration),
);
export const LazyPostReports = lazyPart(() => import("./post-reports").then((m) => m.PostReports));
