import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { absoluteUrl } from "~/http/seo.server";
import { isDomainError } from "~/models/domain-error";
import { listCategoryPosts } from "~/models/forum.server";
import {
  ALL_CATEGORIES,
  CATEGORY_LABELS,
  FORUM_CATEGORIES,
  isForumCategory,
  pageNumber,
} from "~/schemas/forum";
import { PostListItem } from "~/ui/forum/post-list-item";
import { cn } from "~/utils/cn";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

const pageSchema = pageNumber();

const categoryHref = (category: string, page = 1) =>
  `/forum/category/${category}${page > 1 ? `?page=${page}` : ""}`;

/** A category's posts, newest first, 20 a page: every post has a crawlable way in. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const category = params.category;
  if (!isForumCategory(category)) throw new Response("Not Found", { status: 404 });
  const page = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  try {
    const list = await listCategoryPosts(category, page);
    return { category, ...list, url: absoluteUrl(request, categoryHref(category, page)) };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `404 Page Not Found | ${SITE_NAME}` }];
  const label = CATEGORY_LABELS[data.category];
  const pageSuffix = data.page > 1 ? ` (page ${data.page})` : "";
  const tags = seoMeta({
    title: `${label}${pageSuffix} | Forum | ${SITE_NAME}`,
    description: metaDescription(
      `${label} on the ${SITE_NAME} forum: ${data.total} posts from the competitive Super Smash Bros. Melee community.`,
    ),
    url: data.url,
  });
  const prev = data.page > 1 ? categoryHref(data.category, data.page - 1) : null;
  const next = data.page < data.pageCount ? categoryHref(data.category, data.page + 1) : null;
  if (prev) tags.push({ tagName: "link", rel: "prev", href: new URL(prev, data.url).href });
  if (next) tags.push({ tagName: "link", rel: "next", href: new URL(next, data.url).href });
  return tags;
};

const linkClass = "font-semibold text-accent hover:underline";

export default function ForumCategoryPage() {
  const { category, posts, page, pageCount, total } = useLoaderData<typeof loader>();
  const canPostHere = (FORUM_CATEGORIES as readonly string[]).includes(category);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/forum" className={linkClass}>
          ← Back to Forum
        </Link>
      </nav>
      <section className="card" aria-labelledby="category-title">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h1 id="category-title" className="text-2xl font-extrabold">
            {CATEGORY_LABELS[category]}
          </h1>
          <Link
            to={canPostHere ? `/forum/new?category=${category}` : "/forum/new"}
            className="btn-primary px-3 py-1"
          >
            New Post
          </Link>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {total === 1 ? "1 post" : `${total} posts`}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </p>
        <nav aria-label="Forum categories" className="my-3 flex flex-wrap gap-2 text-sm">
          {ALL_CATEGORIES.map((c) => (
            <Link
              key={c}
              to={categoryHref(c)}
              aria-current={c === category ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1",
                c === category
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800",
              )}
            >
              {CATEGORY_LABELS[c]}
            </Link>
          ))}
        </nav>
        {posts.length === 0 ? (
          <p className="py-6 text-center text-slate-600 dark:text-slate-400">No posts yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {posts.map((post) => (
              <PostListItem key={post.id} post={post} />
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
            {page > 1 ? (
              <Link to={categoryHref(category, page - 1)} rel="prev" className={linkClass}>
                ← Newer posts
              </Link>
            ) : (
              <span />
            )}
            {page < pageCount ? (
              <Link to={categoryHref(category, page + 1)} rel="next" className={linkClass}>
                Older posts →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
