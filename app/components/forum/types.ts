/** A post as lists and the post page show it (dates arrive as Date or ISO text). */
export type PostSummary = {
  id: number;
  title: string;
  category: string;
  authorName: string | null;
  isPinned: boolean;
  isWelcome: boolean;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  createdAt: Date | string;
};

export type PostView = PostSummary & {
  content: string;
  authorId: string | null;
  isLocked: boolean;
  isLikedByUser: boolean;
  updatedAt: Date | string;
};

export type CommentView = {
  id: number;
  authorName: string | null;
  content: string;
  createdAt: Date | string;
};
