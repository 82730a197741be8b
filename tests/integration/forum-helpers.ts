import { prisma } from "~/server/db.server";

type SeedPost = {
  title?: string;
  content?: string;
  category?: string;
  authorId?: string | null;
  createdAt?: Date;
  isPinned?: boolean;
  isWelcome?: boolean;
  isLocked?: boolean;
};

let counter = 0;

/** A post written straight into this file's database; returns it. */
export function seedPost(post: SeedPost = {}) {
  counter += 1;
  return prisma.forumPost.create({
    data: {
      title: post.title ?? `Post ${counter}`,
      content: post.content ?? `Content of post ${counter}`,
      category: post.category ?? "general",
      authorId: post.authorId ?? null,
      createdAt: post.createdAt,
      isPinned: post.isPinned ?? false,
      isWelcome: post.isWelcome ?? false,
      isLocked: post.isLocked ?? false,
    },
  });
}

/** The post's stored counters next to the rows they count. */
export async function countsOf(postId: number) {
  const [post, likes, comments] = await Promise.all([
    prisma.forumPost.findUniqueOrThrow({ where: { id: postId } }),
    prisma.postLike.count({ where: { postId } }),
    prisma.forumComment.count({ where: { postId } }),
  ]);
  return {
    likesCount: post.likesCount,
    likeRows: likes,
    commentsCount: post.commentsCount,
    commentRows: comments,
  };
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
