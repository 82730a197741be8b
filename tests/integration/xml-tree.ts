import { expect } from "vitest";

export type XmlElement = {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data, entities decoded. */
  text: string;
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string) {
  expect(text, "bare < in text").not.toContain("<");
  expect(text, "bare or unknown & in text").not.toMatch(
    /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i,
  );
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (_, ref: string) =>
    ref[0] === "#"
      ? String.fromCodePoint(ref[1] === "x" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)))
      : ENTITIES[ref],
  );
}

/**
 * A strict little XML reader for the feeds we write (no DTD, comments or CDATA): it fails the
 * test on anything not well-formed (one prolog, one root, balanced tags, quoted attributes,
 * no bare "<" or "&" in text), and answers the element tree.
 */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  expect(body, "a second prolog or processing instruction").not.toContain("<?");
  const name = "[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?";
  const token = new RegExp(
    `<(/?)(${name})((?:\\s+${name}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`,
    "g",
  );
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let last = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    const text = body.slice(last, match.index);
    if (stack.length) stack[stack.length - 1].text += decode(text);
    else expect(text.trim(), "text outside the root").toBe("");
    last = match.index + match[0].length;
    const [, closing, tag, rawAttrs, selfClosing] = match;
    if (closing) {
      expect(stack.pop()?.name, `closing </${tag}>`).toBe(tag);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, , value] of rawAttrs.matchAll(/([\w:.-]+)\s*=\s*(["'])([^"']*)\2/g)) {
      expect(attrs[key], `attribute ${key} twice`).toBeUndefined();
      attrs[key] = decode(value);
    }
    const element: XmlElement = { name: tag, attrs, children: [], text: "" };
    if (stack.length) stack[stack.length - 1].children.push(element);
    else {
      expect(root, "one root element").toBeNull();
      root = element;
    }
    if (!selfClosing) stack.push(element);
  }
  expect(body.slice(last).trim(), "text after the root").toBe("");
  expect(
    stack.map((e) => e.name),
    "unclosed tags",
  ).toEqual([]);
  expect(root, "a root element").not.toBeNull();
  return root!;
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((c) => c.name === name);

/** The text of the one child named `name`. */
export function childText(element: XmlElement, name: string) {
  const found = childrenNamed(element, name);
  expect(found, `one <${name}> in <${element.name}>`).toHaveLength(1);
  return found[0].text;
}
