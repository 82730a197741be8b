import { z } from "zod";
import { isCalendarDay, TOURNAMENT_TIMEFRAMES } from "~/models/tournament-days";
import {
  FILTER_REGIONS,
  MAX_LIMIT,
  PAGE_SIZE,
  REQUIRED_FIELDS,
  REVIEW_STATUSES,
  SUBMISSION_REGIONS,
  TOURNAMENT_TYPES,
} from "./tournament-options";

export * from "./tournament-options";

// The list's state lives in the URL; anything unknown falls back to the defaults.
const pick = <T extends string>(values: readonly T[], fallback: T) =>
  z.preprocess((v) => (values.includes(v as T) ? v : fallback), z.enum(values as [T, ...T[]]));

export const tournamentQuerySchema = z.object({
  q: z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 100) : ""), z.string()),
  region: z.preprocess(
    (v) => ((FILTER_REGIONS as readonly string[]).includes(v as string) ? v : "all"),
    z.string(),
  ),
  type: pick(["all", ...TOURNAMENT_TYPES], "all"),
  timeframe: pick(
    TOURNAMENT_TIMEFRAMES.map((t) => t.value),
    "30days",
  ),
  mode: pick(["upcoming", "past"], "upcoming"),
  limit: z.preprocess((v) => {
    const n = Math.floor(Number(v));
    return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_LIMIT) : PAGE_SIZE;
  }, z.number()),
});
export type TournamentQuery = z.output<typeof tournamentQuerySchema>;

/** Reads the list's URL parameters; never fails. */
export function parseTournamentQuery(params: URLSearchParams): TournamentQuery {
  return tournamentQuerySchema.parse(Object.fromEntries(params));
}

const required = (max: number) =>
  z
    .string({ required_error: REQUIRED_FIELDS, invalid_type_error: REQUIRED_FIELDS })
    .trim()
    .min(1, REQUIRED_FIELDS)
    .max(max, `Must be at most ${max} characters`);

const day = z
  .string({ required_error: REQUIRED_FIELDS, invalid_type_error: REQUIRED_FIELDS })
  .trim()
  .min(1, REQUIRED_FIELDS)
  .refine(isCalendarDay, "Enter a date as YYYY-MM-DD")
  .refine((v) => v >= "2000-01-01" && v <= "2099-12-31", "Enter a date between 2000 and 2099");

/** An empty optional field (registrationFee, imageUrl) is sent as null. */
const emptyToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v;

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => {
    const value = emptyToNull(v);
    return typeof value === "string" ? Number(value.trim()) : value;
  }, schema.nullable());

/**
 * The submission form and POST /api/tournaments/submit. The spec's client also sends
 * registeredPlayers, registrationOpen and status: they are accepted and ignored, because a new
 * submission is always Pending Review with 0 players and registration open.
 */
export const tournamentSubmissionSchema = z
  .object({
    name: required(120),
    description: required(5000),
    type: z.enum(TOURNAMENT_TYPES, { errorMap: () => ({ message: "Choose a tournament type" }) }),
    startDate: day,
    endDate: day,
    location: required(200),
    region: z.enum(SUBMISSION_REGIONS, { errorMap: () => ({ message: "Choose a region" }) }),
    // Optional free text; Conform turns an empty field into undefined, an API client may send null.
    prizePool: z
      .string({ invalid_type_error: "Prize pool must be text" })
      .trim()
      .max(100, "Prize pool must be at most 100 characters")
      .nullish()
      .transform((v) => v ?? ""),
    registrationFee: optionalNumber(
      z
        .number({ invalid_type_error: "Registration fee must be a number" })
        .min(0, "Registration fee cannot be negative")
        .max(10_000, "Registration fee must be at most 10000"),
    ),
    maxPlayers: optionalNumber(
      z
        .number({ invalid_type_error: "Max players must be a whole number" })
        .int("Max players must be a whole number")
        .min(2, "Max players must be at least 2")
        .max(100_000, "Max players must be at most 100000"),
    ),
    imageUrl: z.preprocess(
      emptyToNull,
      z
        .string({ invalid_type_error: "Image URL must be text" })
        .trim()
        .max(500, "Image URL must be at most 500 characters")
        .url("Image URL must be a web address")
        .refine((v) => /^https?:\/\//i.test(v), "Image URL must start with http:// or https://")
        .nullable(),
    ),
  })
  .refine((t) => t.endDate >= t.startDate, {
    message: "The end date cannot be before the start date",
    path: ["endDate"],
  });
export type TournamentSubmission = z.output<typeof tournamentSubmissionSchema>;

/** PATCH /api/tournaments/{id}: processedBy and processedAt come from the session, not the body. */
export const tournamentReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES, {
    errorMap: () => ({ message: "Status must be Approved or Rejected" }),
  }),
});
