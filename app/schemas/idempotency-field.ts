/**
 * The form field (and socket message field) carrying the client's key for a resendable write.
 * Apart from the zod schemas (./idempotency) so the browser's code gets the name without zod.
 */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";
