import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formIntent, runPageIntent } from "~/http/page-intents.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { createPost, creatableCategories } from "~/models/forum.server";
import { renderMarkdown } from "~/models/markdown.server";
import { postInputSchema } from "~/schemas/forum";
import { idempotencyKeyFields } from "~/schemas/idempotency";
import { PostForm } from "~/ui/forum/post-form";
import { SITE_NAME } from "~/utils/seo";

export const meta: MetaFunction = () => [
  { title: `New Post | Forum | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

// A forum needs it: signed-in users start threads; guests sign in first.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const categories = creatableCategories(user);
  const wanted = new URL(request.url).searchParams.get("category");
  return {
    categories,
    category: categories.find((c) => c === wanted) ?? "",
  };
}

// The page twin of POST /api/forum/posts: the same domain function.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return runPageIntent(request, user, {
    back: "/forum/new",
    intents: {
      // The page's one form, which names no intent.
      default: formIntent({
        form: postInputSchema,
        schema: idempotencyKeyFields,
        failure: "Error",
        refusalInForm: true,
        preview: (input) => renderMarkdown(input.content),
        run: async (actor, input) => {
          const post = await createPost(actor, input, input.idempotencyKey);
          return redirectWithToast(`/forum/post/${post.id}`, {
            title: "Post created!",
            description: "Your post is live in the forum.",
          });
        },
      }),
    },
  });
}

export default function NewForumPostPage() {
  const { categories, category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <nav aria-label="Breadcrumb">
        <Link to="/forum" className="text-sm font-semibold text-accent hover:underline">
          ← Back to Forum
        </Link>
      </nav>
      <section className="card" aria-labelledby="new-post-heading">
        <h1 id="new-post-heading" className="mb-4 text-2xl font-extrabold">
          New Post
        </h1>
        <PostForm
          id="new-post"
          action="/forum/new"
          categories={categories}
          defaultValue={{ title: "", category, content: "" }}
          lastResult={actionData?.lastResult}
          preview={actionData && "preview" in actionData ? actionData.preview : undefined}
          submitLabel="Create Post"
          pendingLabel="Creating..."
        />
      </section>
    </div>
  );
}
