import { Link } from "@remix-run/react";
import { ALL_CATEGORIES, CATEGORY_LABELS } from "~/schemas/forum-categories";
import { PostListItem } from "~/ui/forum/post-list-item";
import type { PostSummary } from "~/ui/forum/types";

const linkClass = "text-sm font-semibold text-accent hover:underline";

/**
 * The home page's forum section: up to 6 posts (the welcome post, pinned ones, then newest), each linking to
 * its page, and 'View All Posts'. The category links let readers (and crawlers) reach every post.
 */
export function CommunityForum({ posts }: { posts: PostSummary[] }) {
  return (
    <section className="card" aria-labelledby="community-forum-title">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="community-forum-title" className="text-2xl font-bold">
          Community Forum
        </h2>
        <div className="flex items-center gap-4">
          <Link to="/forum/new" className={linkClass}>
            New Post
          </Link>
          <Link to="/forum" className={linkClass}>
            View All Posts
          </Link>
        </div>
      </div>
      {posts.length === 0 ? (
        <p className="py-3 text-slate-600 dark:text-slate-400">No posts yet.</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 dark:divide-slate-800"
          data-testid="home-forum-posts"
        >
          {posts.map((post) => (
            <PostListItem key={post.id} post={post} />
          ))}
        </ul>
      )}
      <nav aria-label="Forum categories" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ALL_CATEGORIES.map((category) => (
          <Link
            key={category}
            to={`/forum/category/${category}`}
            className="text-slate-600 hover:underline dark:text-slate-400"
          >
            {CATEGORY_LABELS[category]}
          </Link>
        ))}
      </nav>
    </section>
  );
}
