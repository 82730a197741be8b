// The forum post page's parts that only some readers use, out of its first load (issue 28): the
// forms bring Conform, the moderation and report tools are for admins and authors.
import { lazyPart } from "~/ui/common/lazy-part";

export const LazyCommentForm = lazyPart(() => import("./comment-form").then((m) => m.CommentForm));
export const LazyPostForm = lazyPart(() => import("./post-form").then((m) => m.PostForm));
export const LazyPostModeration = lazyPart(() =>
  import("./post-moderation").then((m) => m.PostModeration),
);
export const LazyPostReports = lazyPart(() => import("./post-reports").then((m) => m.PostReports));
