import { z } from "zod";
import {
  INVALID_CATEGORY,
  INVALID_VERSION,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_VERSION_LENGTH,
  NOTHING_TO_UPDATE,
  REQUIRED_FIELDS,
  UPDATE_CATEGORIES,
} from "~/schemas/update-options";

// The categories, labels, limits and messages live in a module without zod, for the pages that
// show them before their forms' validation is loaded.
export * from "~/schemas/update-options";

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
