import { z } from "zod";
import { isNonImageType, MAX_PICTURE_BYTES, parseDataUrl } from "~/models/image";
import {
  EMAIL_REQUIRED,
  emailField,
  INVALID_EMAIL,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
} from "./auth";

// User-facing validation messages; keep the wording exact.
export const INVALID_SLIPPI = "Please enter a valid Slippi code.";
export const PICTURE_TOO_LARGE = "Please select an image smaller than 2MB.";
export const PICTURE_INVALID_TYPE = "Please select an image file.";
export const PICTURE_TOO_MANY_PIXELS =
  "Please select an image of at most 8192 pixels a side and 40 megapixels.";

/** The spec's title for each validation message (its toasts pair a title with a description). */
const ERROR_TITLES: Record<string, string> = {
  [EMAIL_REQUIRED]: "Email Required",
  [INVALID_EMAIL]: "Invalid Email",
  [INVALID_SLIPPI]: "Invalid Slippi Code",
  [PICTURE_TOO_LARGE]: "File Too Large",
  [PICTURE_INVALID_TYPE]: "Invalid File Type",
  [PICTURE_TOO_MANY_PIXELS]: "Image Too Large",
  [PASSWORD_MISMATCH]: "Password Mismatch",
  [PASSWORD_TOO_SHORT]: "Password Too Short",
};

export function errorTitleFor(message: string | null | undefined, fallback: string) {
  return (message && ERROR_TITLES[message]) || fallback;
}

/** PATCH /api/user/email and the profile's email edit. */
export const emailSchema = z.object({ email: emailField });

/** PATCH /api/user/slippi-code and the profile's Slippi code edit: non-blank after trimming. */
export const slippiCodeSchema = z.object({
  slippiCode: z
    .string({ required_error: INVALID_SLIPPI, invalid_type_error: INVALID_SLIPPI })
    .trim()
    .min(1, INVALID_SLIPPI)
    .max(20, "Slippi code must be at most 20 characters"),
});

const characterText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** The profile's main/secondaries form: an empty field clears it (Conform omits empty fields). */
export const charactersFormSchema = z.object({
  main: characterText("Main", 100)
    .optional()
    .transform((v) => v || null),
  secondaries: characterText("Secondaries", 200)
    .optional()
    .transform((v) => v || null),
});

/** PATCH /api/user/profile {main, secondaries}: a missing field stays; "" or null clears it. */
export const charactersPatchSchema = z.object({
  main: characterText("Main", 100)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  secondaries: characterText("Secondaries", 200)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
});

export type CharactersInput = { main?: string | null; secondaries?: string | null };

/**
 * The profile's picture form (multipart). Size and declared type give a quick answer in the
 * browser; the server also checks the bytes themselves (magic number) in the domain.
 */
export const pictureFormSchema = z.object({
  profilePicture: z
    .instanceof(File, { message: PICTURE_INVALID_TYPE })
    .refine((file) => file.size > 0, PICTURE_INVALID_TYPE)
    .refine((file) => file.size <= MAX_PICTURE_BYTES, PICTURE_TOO_LARGE)
    .refine((file) => !isNonImageType(file.type), PICTURE_INVALID_TYPE),
});

/** PATCH /api/user/profile-picture {profilePicture: "data:image/...;base64,..."}. */
export const pictureApiSchema = z.object({
  profilePicture: z
    .string({ required_error: PICTURE_INVALID_TYPE, invalid_type_error: PICTURE_INVALID_TYPE })
    .transform((value, ctx) => {
      const parsed = parseDataUrl(value);
      if (!parsed) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PICTURE_INVALID_TYPE });
        return z.NEVER;
      }
      return parsed;
    }),
});

/** POST /api/admin-requests {message} and the profile's Request Admin Access card. */
export const adminRequestSchema = z.object({
  message: z
    .string({ invalid_type_error: "Message must be text" })
    .trim()
    .max(1000, "Message must be at most 1000 characters")
    .optional()
    .transform((v) => v ?? ""),
});

export type AdminRequestInput = z.output<typeof adminRequestSchema>;
