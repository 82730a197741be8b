import { z } from "zod";

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

// 1 to 4 numeric parts, an optional SemVer-style pre-release suffix, and a leading "v" that is
// dropped: the badge adds its own ("v1.4.1"), so "v1.4.1" typed by habit must not become "vv1.4.1".
const VERSION_PATTERN = /^v?\d{1,9}(\.\d{1,9}){0,3}(-[0-9a-z-]+(\.[0-9a-z-]+)*)?$/i;

const required = { required_error: REQUIRED_FIELDS, invalid_type_error: REQUIRED_FIELDS };

const version = z
  .string(required)
  .trim()
  .min(1, REQUIRED_FIELDS)
  .max(MAX_VERSION_LENGTH, `Version must be at most ${MAX_VERSION_LENGTH} characters`)
  .regex(VERSION_PATTERN, INVALID_VERSION)
  .transform((v) => v.replace(/^v/i, ""));

const title = z
  .string(required)
  .trim()
  .min(1, REQUIRED_FIELDS)
  .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`);

const description = z
  .string(required)
  // One line ending everywhere, so the notes parser and the stored text agree.
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, REQUIRED_FIELDS)
      .max(
        MAX_DESCRIPTION_LENGTH,
        `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
      ),
  );

const category = z.enum(UPDATE_CATEGORIES, { errorMap: () => ({ message: INVALID_CATEGORY }) });

/**
 * POST /api/updates and the Create New Update form. The required fields come first: the first
 * issue is the one a client is told, and the message names those three.
 */
export const releaseUpdateSchema = z.object({ version, title, description, category });

/** PATCH /api/updates/{id}: any of the fields; a field that is sent is checked like on create. */
export const releaseUpdatePatchSchema = releaseUpdateSchema
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: NOTHING_TO_UPDATE,
  });

export type ReleaseUpdateInput = z.output<typeof releaseUpdateSchema>;
export type ReleaseUpdatePatch = z.output<typeof releaseUpdatePatchSchema>;
