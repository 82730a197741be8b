import { describe, expect, it } from "vitest";
import { authorTag, formatPostDate } from "~/ui/forum/format";

describe("formatPostDate ('Jan 5, 2025 at 3:04 PM', in UTC)", () => {
  it.each([
    ["2025-01-05T15:04:00Z", "Jan 5, 2025 at 3:04 PM"],
    ["2025-12-31T00:00:59Z", "Dec 31, 2025 at 12:00 AM"],
    ["2024-02-29T12:30:00Z", "Feb 29, 2024 at 12:30 PM"],
    ["2025-07-09T23:59:00Z", "Jul 9, 2025 at 11:59 PM"],
    ["2025-03-10T09:05:00Z", "Mar 10, 2025 at 9:05 AM"],
  ])("%s reads %s", (iso, shown) => {
    expect(formatPostDate(iso)).toBe(shown);
    expect(formatPostDate(new Date(iso))).toBe(shown);
  });
});

describe("authorTag", () => {
  it("shows the tag, or 'Deleted user' once the account is gone", () => {
    expect(authorTag("Mango")).toBe("Mango");
    expect(authorTag(null)).toBe("Deleted user");
  });
});
