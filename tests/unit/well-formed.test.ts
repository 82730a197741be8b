import { describe, expect, it } from "vitest";
import { isWellFormedDeep } from "~/utils/well-formed";

describe("isWellFormedDeep", () => {
  it("accepts ordinary values, emoji (a real surrogate pair) included", () => {
    expect(isWellFormedDeep({ a: "gg 🦊", b: [1, null, true, { c: "Kürv" }] })).toBe(true);
    expect(isWellFormedDeep(undefined)).toBe(true);
  });

  it("finds a lone surrogate anywhere: value, key, deep in arrays", () => {
    expect(isWellFormedDeep("\ud800")).toBe(false);
    expect(isWellFormedDeep({ a: ["ok", { b: "x\udfff" }] })).toBe(false);
    expect(isWellFormedDeep({ ["\udc00"]: 1 })).toBe(false);
    expect(isWellFormedDeep(JSON.parse('{"username":"\\ud800"}'))).toBe(false);
  });

  it("finds a NUL character, which PostgreSQL's text cannot hold", () => {
    expect(isWellFormedDeep({ message: "a\u0000b" })).toBe(false);
    expect(isWellFormedDeep(JSON.parse('{"title":"x\\u0000"}'))).toBe(false);
    expect(isWellFormedDeep({ ["k\u0000"]: 1 })).toBe(false);
  });

  it("walks very deep and very wide bodies without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\ud800"${"]".repeat(100_000)}`);
    expect(isWellFormedDeep(deep)).toBe(false);
    expect(isWellFormedDeep(new Array(200_000).fill("ok"))).toBe(true);
  });
});
