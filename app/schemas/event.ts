import { z } from "zod";
import { idSchema } from "~/utils/id";

export const EVENT_FORMATS = [
  "double_elimination",
  "single_elimination",
  "pools_to_double_elimination",
] as const;
export const BEST_OF_FIVE_FROM = [
  "top8",
  "winners_semis",
  "winners_finals",
  "grand_final",
] as const;
export const EVENT_STATUSES = ["registration", "checkin", "running", "completed"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** Most stations an event may name (a venue's setups). */
export const MAX_STATIONS = 64;

const name = z
  .string({ required_error: "Please enter the event's name" })
  .trim()
  .min(1, "Please enter the event's name")
  .max(80, "The event's name must be at most 80 characters");

const bestOf = z.coerce
  .number()
  .refine((n) => n === 3 || n === 5, "bestOf must be 3 or 5")
  .transform((n) => n as 3 | 5);

const poolNumber = (field: string, min: number) =>
  z.coerce
    .number({ invalid_type_error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(512, `${field} must be at most 512`);

const settings = {
  name,
  format: z.enum(EVENT_FORMATS, {
    errorMap: () => ({ message: `format must be one of ${EVENT_FORMATS.join(", ")}` }),
  }),
  bestOf,
  bestOfFiveFrom: z
    .enum(BEST_OF_FIVE_FROM, {
      errorMap: () => ({
        message: `bestOfFiveFrom must be one of ${BEST_OF_FIVE_FROM.join(", ")}`,
      }),
    })
    .nullable(),
  poolSize: poolNumber("poolSize", 2).nullable(),
  advancePerPool: poolNumber("advancePerPool", 1).nullable(),
};

/** POST /api/tournaments/{id}/events. */
export const createEventSchema = z.object({
  ...settings,
  bestOfFiveFrom: settings.bestOfFiveFrom.optional(),
  poolSize: settings.poolSize.optional(),
  advancePerPool: settings.advancePerPool.optional(),
});
export type CreateEventInput = z.output<typeof createEventSchema>;

const stationName = z
  .string()
  .trim()
  .min(1, "A station needs a name")
  .max(40, "A station's name must be at most 40 characters");

/** `{stations: 2}` names them "Station 1", "Station 2"; a list is taken as named. */
export const stations = z.union(
  [
    z.coerce.number().int().min(0).max(MAX_STATIONS),
    z
      .array(stationName)
      .max(MAX_STATIONS)
      .refine((names) => new Set(names).size === names.length, "Station names must differ"),
  ],
  { errorMap: () => ({ message: `stations must be a count up to ${MAX_STATIONS} or names` }) },
);

/** PATCH /api/events/{id}: any of the settings, the status, the stations. */
export const updateEventSchema = z
  .object({
    ...settings,
    status: z.enum(EVENT_STATUSES, {
      errorMap: () => ({ message: `status must be one of ${EVENT_STATUSES.join(", ")}` }),
    }),
    stations,
  })
  .partial()
  .strict();
export type UpdateEventInput = z.output<typeof updateEventSchema>;

/** POST /api/events/{id}/entrants: nothing (self), {userId} or {name} (a walk-in). */
export const addEntrantSchema = z
  .object({
    userId: z.string().trim().min(1).max(64).optional(),
    name: z
      .string()
      .trim()
      .min(1, "Please enter the walk-in's name")
      .max(40, "An entrant's name must be at most 40 characters")
      .optional(),
  })
  .refine((body) => !(body.userId && body.name), "Send userId or name, not both");
export type AddEntrantInput = z.output<typeof addEntrantSchema>;

const idList = (field: string) =>
  z.array(idSchema(`${field} must hold ids`), {
    required_error: `${field} is required`,
    invalid_type_error: `${field} must be a list of ids`,
  });

/** PUT /api/events/{id}/seeds. */
export const seedsSchema = z.object({ entrantIds: idList("entrantIds").max(512) });

/** Most matches the stream queue holds. */
export const MAX_STREAM_QUEUE = 64;

/** PUT /api/events/{id}/stream-queue. */
export const streamQueueSchema = z.object({ matchIds: idList("matchIds").max(MAX_STREAM_QUEUE) });

/** POST …/matches/{matchId}/call. */
export const callMatchSchema = z.object({ station: stationName.optional() });

const score = z.coerce.number().int("Scores are whole numbers").min(0).max(3).nullable();

/** POST …/matches/{matchId}/report: a paper result (no games). */
export const reportMatchSchema = z.object({
  winnerEntrantId: idSchema("winnerEntrantId must be an entrant's id"),
  score1: score.optional(),
  score2: score.optional(),
});

/** POST …/matches/{matchId}/reset. */
export const resetMatchSchema = z.object({
  confirm: z
    .union([z.boolean(), z.enum(["true", "false", "on"])])
    .optional()
    .transform((value) => value === true || value === "true" || value === "on"),
});

/** The actions whose body carries nothing. */
export const emptyBodySchema = z.object({});
