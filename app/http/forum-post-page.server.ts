// The forum post page's form schemas, apart from the route: a zod schema at a route module's
// top level stays in the browser's bundle (and brings zod) even though only the action uses it,
// and a route importing ~/schemas/forum at all puts that module in its first load (the comment
// and edit forms fetch it after hydration: see ui/common/use-client-validation).
import { z } from "zod";
import { reportResolutionSchema } from "~/schemas/forum";
import { idSchema } from "~/utils/id";

export { commentInputSchema, postInputSchema, reportInputSchema } from "~/schemas/forum";

/** The like button's `liked` field: the state wanted, or a toggle when absent. */
export const likeFields = z.object({
  liked: z.unknown().transform((v) => (v === "true" ? true : v === "false" ? false : undefined)),
});

/** A pin or lock form's state: "true" or "false", and nothing else (a missing one is invalid). */
const flag = z.enum(["true", "false"]).transform((value) => value === "true");
export const pinFields = z.object({ pinned: flag });
export const lockFields = z.object({ locked: flag });

/** Forms that name nothing but their intent (delete or restore the post). */
export const noFields = z.object({});

export const commentFields = z.object({ commentId: idSchema("Comment not found") });

export const resolveReportFields = z
  .object({ reportId: idSchema("Report not found") })
  .merge(reportResolutionSchema);

// The route's other server modules, re-exported so the route imports one `.server` module:
// the browser build turns each into an empty module, and every distinct one shared by
// several routes became its own small chunk on the page's first load (so did @remix-run/node's
// and the domain error's modules, which the route uses only on the server, and the Like bar's
// toast texts, which the route's action sends a guest without JavaScript).
export { redirect } from "@remix-run/node";
export { isDomainError } from "~/models/domain-error";
export { AUTH_REQUIRED, SIGN_IN_TO_COMMENT, SIGN_IN_TO_LIKE } from "~/ui/forum/auth-toast";
export {
  formIntent,
  INCOMPLETE_FORM,
  pageIntent,
  readForm,
  runPageIntent,
} from "~/http/page-intents.server";
export { absoluteUrl } from "~/http/seo.server";
export { getUser } from "~/http/session.server";
export { redirectWithToast } from "~/http/toast.server";
export {
  deleteComment,
  deletePost,
  restoreComment,
  restorePost,
} from "~/models/forum-moderation.server";
export {
  ALREADY_REPORTED,
  createReport,
  listReportGroups,
  reportedBy,
  resolveReport,
} from "~/models/forum-reports.server";
export {
  addComment,
  canEditPost,
  canRemovePost,
  canReport,
  editableCategories,
  getPostPage,
  postIdOf,
  setPostLike,
  updatePost,
} from "~/models/forum.server";
export { markdownToPlainText, renderMarkdown } from "~/models/markdown.server";
export { isAdmin, isOwner } from "~/models/user.server";
