import { z } from "zod";

/** The hidden field of a resendable write's form; the domain checks the key itself. */
export const idempotencyKeyFields = z.object({ idempotencyKey: z.string().optional() });

/**
 * The key in a raw payload (a socket message, an upload's fields): undefined when there is none,
 * and a key that is not text becomes "", which the domain refuses as malformed.
 */
export function idempotencyKeyIn(payload: unknown): string | undefined {
  const parsed = idempotencyKeyFields.safeParse(payload);
  return parsed.success ? parsed.data.idempotencyKey : "";
}
