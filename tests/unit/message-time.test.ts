import { describe, expect, it } from "vitest";
import { formatMessageTime } from "~/ui/messages/format-time";

const NOW = Date.parse("2025-03-10T15:00:00Z");

describe("formatMessageTime: chat times", () => {
  it("shows only the time ('h:mm a') under 24 hours", () => {
    expect(formatMessageTime("2025-03-10T14:05:00Z", NOW, "utc")).toBe("2:05 PM");
    expect(formatMessageTime("2025-03-10T00:07:00Z", NOW, "utc")).toBe("12:07 AM");
    expect(formatMessageTime("2025-03-09T15:00:01Z", NOW, "utc")).toBe("3:00 PM");
  });

  it("adds the date ('MMM d, h:mm a') from 24 hours on", () => {
    expect(formatMessageTime("2025-03-09T15:00:00Z", NOW, "utc")).toBe("Mar 9, 3:00 PM");
    expect(formatMessageTime("2024-12-25T12:30:00Z", NOW, "utc")).toBe("Dec 25, 12:30 PM");
  });
});
