// Plain values, no zod: the shell and the home page use them without the validation library.

/** The four categories anyone may post in. */
export const FORUM_CATEGORIES = ["general", "tournaments", "tech", "community"] as const;
/** Set by the owner only; it has a page and a badge of its own. */
export const FEATURED_CATEGORY = "featured";
export const ALL_CATEGORIES = [...FORUM_CATEGORIES, FEATURED_CATEGORY] as const;
export type ForumCategory = (typeof ALL_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ForumCategory, string> = {
  general: "General Discussion",
  tournaments: "Tournaments",
  tech: "Tech Discussion",
  community: "Community",
  featured: "Featured",
};

export const isForumCategory = (value: unknown): value is ForumCategory =>
  (ALL_CATEGORIES as readonly unknown[]).includes(value);

/** A category's label; an unknown stored value shows as itself. */
export const categoryLabel = (category: string) =>
  isForumCategory(category) ? CATEGORY_LABELS[category] : category;
