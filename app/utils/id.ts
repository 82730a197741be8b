import { z } from "zod";
import { DomainError } from "~/models/domain-error";
import { parseId } from "./parse-id";

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
