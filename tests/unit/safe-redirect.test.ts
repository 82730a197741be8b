import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/http/safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/profile?tab=x", "/profile?tab=x"],
    ["/forum/post/12?page=2#comment-3", "/forum/post/12?page=2#comment-3"],
    ["/auth?redirectTo=%2Fprofile", "/auth?redirectTo=%2Fprofile"],
    // Encoded characters stay encoded: the browser follows them as part of the path.
    ["/%09/evil.example", "/%09/evil.example"],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    // Dot segments are resolved before we send it.
    ["/a/../updates", "/updates"],
  ])("keeps the same-site path %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it.each([
    // Another origin, spelled directly.
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "",
    " /profile",
    // Browsers drop tabs and newlines and read "\" as "/": each of these becomes //evil.example.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    // Other control characters, which no path of ours contains.
    "/\u0000/evil.example",
    "/\u001b[31m",
    "/\u007f",
    // Dot segments that resolve to a protocol-relative path.
    "/.//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E//evil.example",
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });

  it("refuses what is not a string, with the caller's fallback", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/messages")).toBe("/messages");
    expect(safeRedirect(new File(["/x"], "x.txt"))).toBe("/");
    expect(safeRedirect("//evil.example", "/polls")).toBe("/polls");
  });
});
