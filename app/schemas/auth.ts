import { z } from "zod";
import { normaliseTag, tagProblem } from "~/models/tag";

// User-facing validation messages; keep the wording exact.
export const MISSING_LOGIN = "Please enter both tag and password";
export const MISSING_REGISTER = "Please enter tag and password";
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long.";
export const PASSWORD_MISMATCH = "New passwords do not match.";
export const INVALID_EMAIL = "Please enter a valid email address.";
export const EMAIL_REQUIRED = "Please enter an email address.";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v || undefined);

// A new tag is stored normalised and must keep to the tag rules (see ~/models/tag).
const tag = z
  .string()
  .transform(normaliseTag)
  .superRefine((value, ctx) => {
    const problem = value ? tagProblem(value) : null;
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

// An email shaped name@domain with no spaces: the rule for the email edit.
export const emailField = z
  .string({ required_error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, INVALID_EMAIL)
  .regex(/^[^\s@]+@[^\s@]+$/, INVALID_EMAIL);

export const loginSchema = z
  .object({
    username: z.string().optional(),
    password: z.string().optional(),
    redirectTo: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.username?.trim() || !value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MISSING_LOGIN });
    }
  })
  .transform((value) => ({
    username: (value.username ?? "").trim(),
    password: value.password ?? "",
    redirectTo: value.redirectTo,
  }));

export const registerSchema = z
  .object({
    username: tag.optional(),
    email: emailField,
    password: z.string().optional(),
    main: optionalText(100),
    secondaries: optionalText(200),
    slippiCode: optionalText(20),
  })
  .superRefine((value, ctx) => {
    if (!value.username || !value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MISSING_REGISTER });
    } else if (value.password.length < 6) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["password"],
        message: PASSWORD_TOO_SHORT,
      });
    }
  })
  .transform((value) => ({
    ...value,
    username: value.username ?? "",
    password: value.password ?? "",
  }));

export const changePasswordSchema = z.object({
  currentPassword: z.string({ required_error: "Please enter your current password." }).min(1),
  newPassword: z.string({ required_error: PASSWORD_TOO_SHORT }).min(6, PASSWORD_TOO_SHORT),
});

/** The page form also asks for the new password twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().optional() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MISMATCH,
  });

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
