import { Link } from "@remix-run/react";
import { AuthorTag } from "~/ui/forum/author-tag";
import { formatPostDate, isoDate, plural } from "./format";
import { PostBadges } from "./post-badges";
import type { PostSummary } from "./types";

/** One post in a list: badges, title (the link to its page), author, date and counts. */
export function PostListItem({ post }: { post: PostSummary }) {
  return (
    <li className="py-3" data-testid="forum-post-item">
      <article className="flex flex-col gap-1">
        <PostBadges category={post.category} isPinned={post.isPinned} isLocked={post.isLocked} />
        <h3 className="text-base font-semibold leading-snug">
          <Link to={`/forum/post/${post.id}`} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span>
            by{" "}
            <AuthorTag
              name={post.authorName}
              hasPage={post.authorHasPage}
              className="font-medium"
            />
          </span>
          <time dateTime={isoDate(post.createdAt)}>{formatPostDate(post.createdAt)}</time>
          <span>{plural(post.likesCount, "like")}</span>
          <span>{plural(post.commentsCount, "comment")}</span>
          <span>{plural(post.sharesCount, "share")}</span>
        </p>
      </article>
    </li>
  );
}
