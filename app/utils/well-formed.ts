// A JSON "\ud800" escape decodes to half of a UTF-16 pair, which has no UTF-8 form: the
// database cannot store it. Forms never carry one (their bytes are decoded as UTF-8, and bad
// bytes become U+FFFD), so JSON bodies and socket payloads are checked with this.

export const ILL_FORMED_TEXT =
  "The request contains text that is not valid Unicode (a lone surrogate character).";

const LONE_SURROGATE = /\p{Surrogate}/u;

/** True when every string in `value` (object keys included, at any depth) is well-formed. */
export function isWellFormedDeep(value: unknown): boolean {
  // A stack, not recursion: a deeply nested body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (LONE_SURROGATE.test(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (LONE_SURROGATE.test(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
