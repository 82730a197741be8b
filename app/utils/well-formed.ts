// Text the database cannot store: a JSON "\ud800" escape decodes to half of a UTF-16 pair, which
// has no UTF-8 form, and PostgreSQL's text holds no NUL character (a JSON "\u0000", a form's
// %00). Forms never carry a lone surrogate (their bytes are decoded as UTF-8, and bad bytes
// become U+FFFD), but they can carry a NUL: JSON bodies, socket payloads and page forms are all
// checked with this.

export const ILL_FORMED_TEXT =
  "The request contains text that cannot be stored (a lone surrogate or a NUL character).";

// eslint-disable-next-line no-control-regex -- NUL is the character looked for
const UNSTORABLE = /[\p{Surrogate}\u0000]/u;

/** True when every string in `value` (object keys included, at any depth) can be stored. */
export function isWellFormedDeep(value: unknown): boolean {
  // A stack, not recursion: a deeply nested body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (UNSTORABLE.test(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
