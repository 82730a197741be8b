import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { z } from "zod";
import { AUTH_REQUIRED, SIGN_IN_TO_COMMENT, SIGN_IN_TO_LIKE } from "~/components/forum/auth-toast";
import { CommentSection } from "~/components/forum/comment-section";
import { discussionPostingJsonLd } from "~/components/forum/discussion-posting";
import { authorTag, formatPostDate, isoDate } from "~/components/forum/format";
import { PostActions } from "~/components/forum/post-actions";
import { PostBadges } from "~/components/forum/post-badges";
import { PostForm } from "~/components/forum/post-form";
import { JsonLd } from "~/components/seo/json-ld";
import { LinkedDialog } from "~/components/ui/linked-dialog";
import {
  formIntent,
  INCOMPLETE_FORM,
  pageIntent,
  readForm,
  runPageIntent,
} from "~/http/page-intents.server";
import { absoluteUrl } from "~/http/seo.server";
import { getUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import {
  addComment,
  canEditPost,
  editableCategories,
  getPostPage,
  setPostLike,
  updatePost,
} from "~/models/forum.server";
import {
  categoryLabel,
  commentInputSchema,
  POST_NOT_FOUND,
  postInputSchema,
} from "~/schemas/forum";
import { isDomainError } from "~/utils/domain-error";
import { parseId } from "~/utils/id";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

const postNotFound = () => new Response(POST_NOT_FOUND, { status: 404 });

function postIdOf(raw: string | undefined) {
  const id = parseId(raw);
  if (id === null) throw postNotFound();
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = postIdOf(params.id);
  const viewer = await getUser(request);
  try {
    const { post, comments } = await getPostPage(viewer, id);
    return {
      post,
      comments,
      signedIn: Boolean(viewer),
      canEdit: canEditPost(viewer, post),
      editCategories: editableCategories(viewer, post.category),
      url: absoluteUrl(request, `/forum/post/${post.id}`),
    };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw postNotFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data)
    return [{ title: `Post not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { post } = data;
  return [
    ...seoMeta({
      title: `${post.title} | Forum | ${SITE_NAME}`,
      description: metaDescription(post.content),
      url: data.url,
      type: "article",
    }),
    { property: "article:published_time", content: isoDate(post.createdAt) },
    { property: "article:modified_time", content: isoDate(post.updatedAt) },
    { property: "article:section", content: categoryLabel(post.category) },
  ];
};

/** The like button's `liked` field: the state wanted, or a toggle when absent. */
const likeFields = z.object({
  liked: z.unknown().transform((v) => (v === "true" ? true : v === "false" ? false : undefined)),
});

/** Like, comment and edit: the page twins of the /api routes, calling the same domain functions. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = postIdOf(params.id);
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
        failure: "Error",
        run: async (actor, input) => {
          await addComment(actor, id, input);
          return { title: "Comment added!" };
        },
      }),
      edit: formIntent({
        form: postInputSchema,
        failure: "Error",
        run: async (actor, input) => {
          await updatePost(actor, id, input);
          return { title: "Post updated successfully!" };
        },
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
  const { post, comments, signedIn, canEdit, editCategories, url } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const editResult = actionData?.intent === "edit" ? actionData.lastResult : undefined;
  const commentResult = actionData?.intent === "comment" ? actionData.lastResult : undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <nav aria-label="Breadcrumb">
        <BackToForum />
      </nav>
      <article className="card flex flex-col gap-4" aria-labelledby="post-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <PostBadges category={post.category} isPinned={post.isPinned} />
          {canEdit ? (
            <LinkedDialog
              name="edit"
              title="Edit Post"
              triggerLabel="Edit"
              triggerClassName="btn-secondary px-3 py-1"
              keepOpen={Boolean(editResult)}
            >
              <PostForm
                // Remounted after a save, so it starts from the saved values.
                key={String(post.updatedAt)}
                id="edit-post"
                action={`/forum/post/${post.id}`}
                intent="edit"
                categories={editCategories}
                defaultValue={{ title: post.title, category: post.category, content: post.content }}
                lastResult={editResult}
                submitLabel="Save Changes"
                pendingLabel="Saving..."
              />
            </LinkedDialog>
          ) : null}
        </div>
        <h1 id="post-title" className="break-words text-2xl font-extrabold sm:text-3xl">
          {post.title}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          by <span className="font-semibold">{authorTag(post.authorName)}</span> ·{" "}
          <time dateTime={isoDate(post.createdAt)}>{formatPostDate(post.createdAt)}</time>
        </p>
        <div className="whitespace-pre-wrap break-words leading-relaxed" data-testid="post-content">
          {post.content}
        </div>
        <PostActions
          postId={post.id}
          liked={post.isLikedByUser}
          likesCount={post.likesCount}
          commentsCount={post.commentsCount}
          sharesCount={post.sharesCount}
          signedIn={signedIn}
        />
      </article>
      <CommentSection
        postId={post.id}
        commentsCount={post.commentsCount}
        comments={comments}
        signedIn={signedIn}
        locked={post.isLocked}
        lastResult={commentResult}
      />
      <JsonLd data={discussionPostingJsonLd(post, comments, url)} />
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
