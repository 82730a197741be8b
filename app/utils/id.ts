import { z } from "zod";
import { DomainError } from "~/models/domain-error";

/** Row ids (tournaments, posts, polls, requests, messages, sets) are positive 32-bit integers. */
export const MAX_ID = 2 ** 31 - 1;

/**
 * An integer id from a URL, a form field (digits) or JSON (a number); null for anything else,
 * so callers answer "not found" instead of failing on "abc", "1.5", "-1" or a 20-digit number.
 */
export function parseId(raw: unknown): number | null {
  const id =
    typeof raw === "number"
      ? raw
      : typeof raw === "string" && /^\d{1,10}$/.test(raw.trim())
        ? Number(raw.trim())
        : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/** parseId as a zod field, failing with the caller's message. */
export const idSchema = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return id;
  });

/** An id from a URL, or a 404 with the caller's message ("Post not found"): no such row. */
export function idOrNotFound(raw: string | undefined, message: string) {
  const id = parseId(raw);
  if (id === null) throw new DomainError(404, message);
  return id;
}
