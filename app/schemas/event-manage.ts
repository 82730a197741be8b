import { z } from "zod";
import { callMatchSchema, createEventSchema, reportMatchSchema, stations } from "~/schemas/event";
import { idSchema } from "~/utils/id";

/**
 * The fields of the organiser's forms (/events/{id}/manage and the create form): the same
 * inputs as the /api bodies, read from HTML forms (text, empty fields, JSON in one field).
 */

/** An empty form field is a value not given. */
const withoutEmpty = (form: unknown) =>
  typeof form === "object" && form !== null
    ? Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ""))
    : form;

/** The create form: `createEventSchema` with its unused fields left empty. */
export const createEventForm = z.preprocess(withoutEmpty, createEventSchema);

const entrantId = idSchema("Unknown entrant");
const matchId = idSchema("Unknown match");

export const entrantField = z.object({ entrantId });
export const matchField = z.object({ matchId });
export const moveField = z.object({ direction: z.enum(["up", "down"]) });
export const statusField = z.object({ status: z.enum(["registration", "checkin"]) });

/** The stations box: a count ("4") or names separated by commas or lines ("TV 1, TV 2"). */
export const stationsField = z.object({
  stations: z
    .string()
    .max(4000, "Too many stations")
    .transform((text) => {
      const trimmed = text.trim();
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      return trimmed === "" ? [] : trimmed.split(/[,\n]/).map((name) => name.trim());
    })
    .pipe(stations),
});

/** A drag's new seed order: the ids as a JSON list in one field. */
export const seedOrderField = z.object({
  entrantIds: z
    .string()
    .max(8000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "entrantIds must be a list" });
        return z.NEVER;
      }
    })
    .pipe(z.array(entrantId).max(512)),
});

/** A paper result: the winner and, optionally, the game score (the API's body, and the match). */
export const reportField = z.preprocess(withoutEmpty, reportMatchSchema.extend({ matchId }));

/** A call to a station: the one chosen, or the first free one. */
export const callField = z.preprocess(withoutEmpty, callMatchSchema.extend({ matchId }));
