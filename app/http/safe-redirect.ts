// Where a form may send the browser next. An open redirect would lend our address to phishing.

const BASE = "http://same-site.invalid";

/**
 * `to` when it is a path on this site, else `fallback`. Browsers drop tabs and newlines from a
 * Location and read a backslash as a slash, so "/\t/evil.example" or "/\\evil.example" would
 * leave the site as "//evil.example": such characters are refused outright, and the rest is
 * resolved the way a browser would and accepted only if it stays on our origin as a path that
 * starts with a single "/". The resolved form is what we send, so what was checked is what the
 * browser follows.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}
