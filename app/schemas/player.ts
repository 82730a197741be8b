import { z } from "zod";

/** The longest tag a player URL may carry (a tag is at most 20 characters; room for escapes). */
export const MAX_TAG_PARAM = 64;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD")
  // Date.parse rolls 2026-02-30 over into March: a real day reads back as itself.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, "That date does not exist");

/**
 * A head-to-head's period: all time (neither date), from a day, until a day, or between two
 * (both days included). `period=year` is this year's shortcut of the page's form.
 */
export const periodSchema = z
  .object({
    period: z.enum(["all", "year", "range"]).optional(),
    from: z.union([day, z.literal("")]).optional(),
    to: z.union([day, z.literal("")]).optional(),
  })
  .transform(({ period, from, to }) => {
    if (period === "all") return { from: null, to: null };
    if (period === "year") return { from: `${new Date().getUTCFullYear()}-01-01`, to: null };
    return { from: from || null, to: to || null };
  })
  .refine(({ from, to }) => !from || !to || from <= to, "The period ends before it starts");
export type Period = z.output<typeof periodSchema>;
