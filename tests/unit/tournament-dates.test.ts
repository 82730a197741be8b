import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  currentFrom,
  dateBadge,
  daysBetween,
  formatDay,
  formatDayRange,
  timeframeEnd,
  today,
} from "~/models/tournament-dates";
import { parseTournamentQuery } from "~/schemas/tournament";
import { tournamentListHref } from "~/ui/tournaments/hrefs";
import { DAY_MS } from "~/utils/dates";

describe("tournament dates", () => {
  it("reads today as the UTC calendar day", () => {
    expect(today(new Date("2026-03-01T23:30:00Z"))).toBe("2026-03-01");
  });

  it("badges Today, Tomorrow, Day 2, Day 3, else a relative distance", () => {
    const now = "2026-03-10";
    expect(dateBadge("2026-03-10", now)).toBe("Today");
    expect(dateBadge("2026-03-11", now)).toBe("Tomorrow");
    expect(dateBadge("2026-03-09", now)).toBe("Day 2");
    expect(dateBadge("2026-03-08", now)).toBe("Day 3");
    expect(dateBadge("2026-03-15", now)).toBe("in 5 days");
    expect(dateBadge("2026-01-10", now)).toBe("about 2 months ago");
  });

  it("keeps a tournament current until three days after it starts", () => {
    expect(currentFrom("2026-03-02")).toBe("2026-02-27");
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
  });

  it("ends each timeframe where the spec's label says", () => {
    expect(timeframeEnd("2026-01-20", "week")).toBe("2026-01-27");
    expect(timeframeEnd("2026-01-20", "30days")).toBe("2026-02-19");
    expect(timeframeEnd("2026-01-20", "month")).toBe("2026-01-31");
    expect(timeframeEnd("2026-01-20", "3months")).toBe("2026-04-20");
  });

  it("formats days as 'MMMM d, yyyy' and ranges with both ends", () => {
    expect(formatDay("2026-07-04")).toBe("July 4, 2026");
    expect(formatDayRange("2026-07-04", "2026-07-04")).toBe("July 4, 2026");
    expect(formatDayRange("2026-07-04", "2026-07-06")).toBe("July 4, 2026 – July 6, 2026");
  });

  it("formats every day of 2000-2099 as date-fns's 'MMMM d, yyyy' did", () => {
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2100, 0, 1); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      const [y, m, d] = day.split("-").map(Number);
      expect(formatDay(day)).toBe(format(new Date(y, m - 1, d), "MMMM d, yyyy"));
    }
  });
});

describe("the tournament list's URL", () => {
  const query = (search = "") => parseTournamentQuery(new URLSearchParams(search));

  it("defaults to upcoming, all regions and types, next 30 days, 5 per page", () => {
    expect(query()).toEqual({
      q: "",
      region: "all",
      type: "all",
      timeframe: "30days",
      mode: "upcoming",
      limit: 5,
    });
    expect(query("limit=9999").limit).toBe(200);
    expect(query("limit=abc").limit).toBe(5);
  });

  it("writes only what differs from the defaults, and a filter change resets the limit", () => {
    const q = query("region=Europe&limit=15");
    expect(tournamentListHref(q, { limit: 20 })).toBe("/tournaments?region=Europe&limit=20");
    expect(tournamentListHref(q, { mode: "past" })).toBe("/tournaments?region=Europe&mode=past");
    expect(tournamentListHref(query(), {})).toBe("/tournaments");
  });
});
