// Plain values, no zod: the release notes page shows them on its first load; the schema that
// checks them (~/schemas/update) is fetched after hydration.

/** Release update categories and the labels their badges show. */
export const UPDATE_CATEGORIES = ["feature", "improvement", "fix", "security"] as const;
export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<UpdateCategory, string> = {
  feature: "New Feature",
  improvement: "Improvement",
  fix: "Bug Fix",
  security: "Security",
};

export const isUpdateCategory = (value: unknown): value is UpdateCategory =>
  UPDATE_CATEGORIES.includes(value as UpdateCategory);

/** A stored category's label; a value from before the list was fixed shows as it is. */
export const categoryLabel = (category: string) =>
  isUpdateCategory(category) ? CATEGORY_LABELS[category] : category;

export const REQUIRED_FIELDS =
  "Please fill in all required fields (Version, Title, and Description)";
export const INVALID_CATEGORY = "Category must be one of feature, improvement, fix or security";
export const INVALID_VERSION =
  "Version must be numbers separated by dots, like 1.4.1, optionally with a pre-release suffix, like 1.5.0-beta.1";
export const NOTHING_TO_UPDATE =
  "Nothing to update: send at least one of version, category, title or description";

export const MAX_VERSION_LENGTH = 32;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 5000;
