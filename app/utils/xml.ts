// Characters XML 1.0 forbids even as references: C0 controls other than tab, LF and CR,
// U+FFFE/U+FFFF, and UTF-16 halves that are not part of a pair.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe for XML character data and attribute values: forbidden characters dropped, the rest escaped. */
export function xmlText(text: string) {
  return text
    .replace(NOT_XML, "")
    .replace(
      /[&<>"']/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
    );
}
