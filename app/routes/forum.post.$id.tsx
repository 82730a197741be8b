import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import {
  commentFields,
  commentInputSchema,
  likeFields,
  lockFields,
  noFields,
  pinFields,
  postInputSchema,
  reportInputSchema,
  resolveReportFields,
  formIntent,
  INCOMPLETE_FORM,
  pageIntent,
  readForm,
  runPageIntent,
  absoluteUrl,
  getUser,
  redirectWithToast,
  deleteComment,
  deletePost,
  restoreComment,
  restorePost,
  ALREADY_REPORTED,
  createReport,
  listReportGroups,
  reportedBy,
  resolveReport,
  addComment,
  canEditPost,
  canRemovePost,
  canReport,
  editableCategories,
  getPostPage,
  postIdOf,
  setPostLike,
  updatePost,
  markdownToPlainText,
  renderMarkdown,
  isAdmin,
  isOwner,
  isDomainError,
  redirect,
  AUTH_REQUIRED,
  SIGN_IN_TO_COMMENT,
  SIGN_IN_TO_LIKE,
} from "~/http/forum-post-page.server";
import { categoryLabel } from "~/schemas/forum-categories";
import { POST_NOT_FOUND } from "~/schemas/forum-limits";
import { idempotencyKeyFields } from "~/schemas/idempotency";
import { decisionToast } from "~/ui/admin/report-toast";
import { AuthorTag } from "~/ui/forum/author-tag";
import { CommentSection } from "~/ui/forum/comment-section";
import { discussionPostingJsonLd } from "~/ui/forum/discussion-posting";
import { formatPostDate, isoDate, plural, removalNote } from "~/ui/forum/format";
import {
  LazyEditPostDialog,
  LazyPostActions,
  LazyPostModeration,
  LazyPostReports,
  LazyReportDialog,
} from "~/ui/forum/lazy-parts";
import { MarkdownBody } from "~/ui/forum/markdown-body";
import { PostBadges } from "~/ui/forum/post-badges";
import { JsonLd } from "~/ui/seo/json-ld";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

/** The domain's 404 (a bad id, a removed post) as a real 404 for the error boundary. */
async function orNotFound<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response(POST_NOT_FOUND, { status: 404 });
    }
    throw error;
  }
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return orNotFound(async () => {
    const id = postIdOf(params.id);
    const viewer = await getUser(request);
    const { post, comments, hasOlderComments } = await getPostPage(viewer, id);
    const moderates = isAdmin(viewer);
    const [reported, reports] = await Promise.all([
      reportedBy(viewer, [
        { type: "post", id: post.id },
        ...comments.map((c) => ({ type: "comment" as const, id: c.id })),
      ]),
      // Admins see the post's open reports, and decide on them, on the post itself.
      moderates && viewer
        ? listReportGroups(viewer, { status: "open", target: { type: "post", id: post.id } })
        : [],
    ]);
    const url = absoluteUrl(request, `/forum/post/${post.id}`);
    const plainText = markdownToPlainText(post.content);
    // Structured data and descriptions carry the words, not the Markdown; removed comments none.
    const jsonLd = discussionPostingJsonLd(
      { ...post, content: plainText },
      comments.flatMap((c) =>
        c.content === undefined || c.isDeleted || c.isHidden
          ? []
          : [{ ...c, content: markdownToPlainText(c.content) }],
      ),
      url,
    );
    return {
      post,
      html: renderMarkdown(post.content),
      description: metaDescription(plainText),
      comments: comments.map((c) => ({
        ...c,
        html: c.content === undefined ? null : renderMarkdown(c.content),
        canDelete: canRemovePost(viewer, c),
        canReport: canReport(viewer, c),
        reported: reported.has(`comment:${c.id}`),
      })),
      hasOlderComments,
      signedIn: Boolean(viewer),
      moderates,
      canEdit: canEditPost(viewer, post),
      canDelete: canRemovePost(viewer, post),
      canReport: canReport(viewer, post),
      reported: reported.has(`post:${post.id}`),
      reports: reports[0] ?? null,
      viewer: viewer ? { id: viewer.id, isOwner: isOwner(viewer) } : null,
      editCategories: editableCategories(viewer, post.category),
      jsonLd,
      url,
    };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data)
    return [{ title: `Post not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { post } = data;
  return [
    ...seoMeta({
      title: `${post.title} | Forum | ${SITE_NAME}`,
      description: data.description,
      url: data.url,
      type: "article",
    }),
    { property: "article:published_time", content: isoDate(post.createdAt) },
    { property: "article:modified_time", content: isoDate(post.updatedAt) },
    { property: "article:section", content: categoryLabel(post.category) },
  ];
};

/**
 * Like, comment, edit, moderation and reports: the page twins of the /api routes, calling the
 * same domain functions.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = await orNotFound(() => postIdOf(params.id));
  const path = `/forum/post/${id}`;
  const user = await getUser(request);
  if (!user) return signInFirst(request, path);
  return runPageIntent(request, user, {
    back: path,
    invalid: () => ({ title: "Error", description: INCOMPLETE_FORM, type: "destructive" }),
    intents: {
      like: pageIntent({
        schema: likeFields,
        failure: "Error",
        run: async (actor, { liked }) => {
          await setPostLike(actor, id, liked);
          return redirect(path);
        },
      }),
      comment: formIntent({
        form: commentInputSchema,
        schema: idempotencyKeyFields,
        failure: "Error",
        preview: (input) => renderMarkdown(input.content),
        run: async (actor, input) => {
          await addComment(actor, id, input, input.idempotencyKey);
          return { title: "Comment added!" };
        },
      }),
      edit: formIntent({
        form: postInputSchema,
        failure: "Error",
        preview: (input) => renderMarkdown(input.content),
        run: async (actor, input) => {
          await updatePost(actor, id, input);
          return { title: "Post updated successfully!" };
        },
      }),
      pin: pageIntent({
        schema: pinFields,
        failure: "Pin Failed",
        run: async (actor, { pinned }) => {
          await updatePost(actor, id, { isPinned: pinned });
          return { title: pinned ? "Post pinned" : "Post unpinned" };
        },
      }),
      lock: pageIntent({
        schema: lockFields,
        failure: "Lock Failed",
        run: async (actor, { locked }) => {
          await updatePost(actor, id, { isLocked: locked });
          return { title: locked ? "Post locked" : "Post unlocked" };
        },
      }),
      move: pageIntent({
        schema: postInputSchema.pick({ category: true }),
        failure: "Move Failed",
        run: async (actor, { category }) => {
          await updatePost(actor, id, { category });
          return { title: "Post moved", description: `Now in ${categoryLabel(category)}.` };
        },
      }),
      deletePost: pageIntent({
        schema: noFields,
        failure: "Delete Failed",
        run: async (actor) => {
          await deletePost(actor, id);
          const toast = { title: "Post deleted" };
          // Only admins still see a deleted post; its author goes back to the forum.
          return isAdmin(actor) ? toast : redirectWithToast("/", toast);
        },
      }),
      restorePost: pageIntent({
        schema: noFields,
        failure: "Restore Failed",
        run: async (actor) => {
          await restorePost(actor, id);
          return { title: "Post restored" };
        },
      }),
      deleteComment: pageIntent({
        schema: commentFields,
        failure: "Delete Failed",
        run: async (actor, { commentId }) => {
          await deleteComment(actor, commentId);
          return { title: "Comment deleted" };
        },
      }),
      restoreComment: pageIntent({
        schema: commentFields,
        failure: "Restore Failed",
        run: async (actor, { commentId }) => {
          await restoreComment(actor, commentId);
          return { title: "Comment restored" };
        },
      }),
      report: pageIntent({
        schema: reportInputSchema.merge(idempotencyKeyFields),
        failure: "Report Failed",
        run: async (actor, input) => {
          try {
            const report = await createReport(actor, input, input.idempotencyKey);
            if (!report.hidden) {
              return { title: "Report sent", description: "Thank you: an admin will look at it." };
            }
            // This report hid the item: its reporter is told so, not sent to a missing post.
            const thanks = { title: "Thanks: hidden until a moderator looks" };
            return input.targetType === "post" ? redirectWithToast("/", thanks) : thanks;
          } catch (error) {
            // A second try is no failure: the first report stands.
            if (isDomainError(error) && error.message === ALREADY_REPORTED) {
              return { title: "You reported this", description: "Your report is with the admins." };
            }
            throw error;
          }
        },
      }),
      resolveReport: pageIntent({
        schema: resolveReportFields,
        failure: "Report Not Resolved",
        run: async (actor, { reportId, action }) =>
          decisionToast(await resolveReport(actor, reportId, action), action),
      }),
    },
  });
}

/** A guest (only possible without JavaScript) is sent to sign in and back here. */
async function signInFirst(request: Request, path: string) {
  const intent = (await readForm(request))?.get("intent");
  return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(path)}`, {
    title: AUTH_REQUIRED,
    description:
      intent === "like"
        ? SIGN_IN_TO_LIKE
        : intent === "comment"
          ? SIGN_IN_TO_COMMENT
          : "Please sign in first.",
    type: "destructive",
  });
}

function BackToForum() {
  return (
    <Link to="/forum" className="text-sm font-semibold text-accent hover:underline">
      ← Back to Forum
    </Link>
  );
}

export default function ForumPostPage() {
  const data = useLoaderData<typeof loader>();
  const { post, comments, signedIn, moderates, canEdit, editCategories } = data;
  const actionData = useActionData<typeof action>();
  const editResult = actionData?.intent === "edit" ? actionData.lastResult : undefined;
  const commentResult = actionData?.intent === "comment" ? actionData.lastResult : undefined;
  const preview = (intent: string) =>
    actionData?.intent === intent ? actionData.preview : undefined;
  const note = removalNote(post);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <nav aria-label="Breadcrumb">
        <BackToForum />
      </nav>
      {note ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {note}
        </p>
      ) : null}
      {data.reports && data.viewer ? (
        <LazyPostReports postId={post.id} reports={data.reports} viewer={data.viewer} />
      ) : null}
      <article className="card flex flex-col gap-4" aria-labelledby="post-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <PostBadges category={post.category} isPinned={post.isPinned} isLocked={post.isLocked} />
          {canEdit ? (
            <LazyEditPostDialog
              postId={post.id}
              updatedAt={String(post.updatedAt)}
              categories={editCategories}
              defaultValue={{ title: post.title, category: post.category, content: post.content }}
              lastResult={editResult}
              preview={preview("edit")}
            />
          ) : null}
        </div>
        <h1 id="post-title" className="break-words text-2xl font-extrabold sm:text-3xl">
          {post.title}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          by{" "}
          <AuthorTag
            name={post.authorName}
            hasPage={post.authorHasPage}
            className="font-semibold"
          />{" "}
          · <time dateTime={isoDate(post.createdAt)}>{formatPostDate(post.createdAt)}</time>
        </p>
        <MarkdownBody html={data.html} testId="post-content" />
        <LazyPostActions
          postId={post.id}
          liked={post.isLikedByUser}
          likesCount={post.likesCount}
          commentsCount={post.commentsCount}
          shares={plural(post.sharesCount, "share")}
          signedIn={signedIn}
        />
        {data.reported ? (
          <p className="text-sm text-muted">You reported this</p>
        ) : data.canReport && !note ? (
          <LazyReportDialog
            action={`/forum/post/${post.id}`}
            targetType="post"
            targetId={post.id}
            label={`“${post.title}”`}
          />
        ) : null}
        {moderates || data.canDelete ? (
          <LazyPostModeration
            postId={post.id}
            isPinned={post.isPinned}
            isLocked={post.isLocked}
            category={post.category}
            isRemoved={Boolean(note)}
            moderates={moderates}
            canDelete={data.canDelete}
            moveCategories={editCategories}
          />
        ) : null}
      </article>
      <CommentSection
        postId={post.id}
        commentsCount={post.commentsCount}
        comments={comments}
        hasOlderComments={data.hasOlderComments}
        signedIn={signedIn}
        locked={post.isLocked}
        removed={Boolean(note)}
        moderates={moderates}
        lastResult={commentResult}
        preview={preview("comment")}
      />
      <JsonLd data={data.jsonLd} />
    </div>
  );
}

/** 'Post not found' with a real 404 status and the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="card mx-auto mt-10 flex max-w-xl flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{notFound ? POST_NOT_FOUND : "Something went wrong"}</h1>
      {notFound ? (
        <p className="text-slate-600 dark:text-slate-400">
          This post does not exist or has been removed.
        </p>
      ) : (
        <p>Something went wrong on our side. Please try again.</p>
      )}
      <BackToForum />
    </section>
  );
}
