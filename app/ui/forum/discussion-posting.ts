import { categoryLabel } from "~/schemas/forum-categories";
import { authorTag, isoDate } from "./format";
import type { CommentView, PostView } from "./types";

const person = (name: string | null) => ({ "@type": "Person", name: authorTag(name) });

const counter = (action: "LikeAction" | "CommentAction", count: number) => ({
  "@type": "InteractionCounter",
  interactionType: `https://schema.org/${action}`,
  userInteractionCount: count,
});

/**
 * schema.org DiscussionForumPosting for a post page, with the comments it shows
 * (https://schema.org/DiscussionForumPosting; Google's "Discussion forum" structured data).
 */
export function discussionPostingJsonLd(post: PostView, comments: CommentView[], url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    "@id": url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    text: post.content,
    articleSection: categoryLabel(post.category),
    author: person(post.authorName),
    datePublished: isoDate(post.createdAt),
    dateModified: isoDate(post.updatedAt),
    commentCount: post.commentsCount,
    interactionStatistic: [
      counter("LikeAction", post.likesCount),
      counter("CommentAction", post.commentsCount),
    ],
    comment: comments.map((c) => ({
      "@type": "Comment",
      url: `${url}#comment-${c.id}`,
      author: person(c.authorName),
      text: c.content,
      dateCreated: isoDate(c.createdAt),
    })),
  };
}
