/** A post as lists and the post page show it (dates arrive as Date or ISO text). */
export type PostSummary = {
  id: number;
  title: string;
  category: string;
  authorName: string | null;
  /** The author's tag leads to a player page (a banned player has none). */
  authorHasPage: boolean;
  isPinned: boolean;
  isLocked?: boolean;
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
  authorHasPage: boolean;
  /** Absent for a removed comment, except for admins. */
  content?: string;
  createdAt: Date | string;
  isDeleted: boolean;
  isHidden: boolean;
  deletedBy: string | null;
};

/** A comment as the post page shows it: its rendered Markdown and what the viewer may do. */
export type CommentOnPage = CommentView & {
  html: string | null;
  canDelete: boolean;
  canReport: boolean;
  /** The viewer has reported it (the page says so instead of offering Report). */
  reported: boolean;
};
