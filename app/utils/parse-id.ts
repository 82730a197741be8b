// Apart from the zod field (./id) so the browser's code parses ids without zod.

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
