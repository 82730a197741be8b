import { expect, test, type Page } from "@playwright/test";
import { playOut, reportFirstWins, startedEvent } from "./event-helpers";
import { holdRequests, jsEnabled, ownerApi, uniqueTag, waitForHydration } from "./helpers";

/** The public bracket page /events/{id}: drawn on the server, readable on a phone, live with JS. */

/** Walk-ins "<prefix> 1".."<prefix> N", seed 1 first. */
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const bracket = (page: Page) => page.getByRole("region", { name: "Bracket" });

test("on a phone one round shows at a time, with the next and previous rounds a tap away", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL!);
  const prefix = uniqueTag("ph");
  const event = await startedEvent(api, numbered(prefix, 8));
  await api.dispose();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/events/${event.id}`);
  const rounds = page.getByRole("navigation", { name: "Rounds" });
  await expect(rounds).toContainText("Winners round 1");
  // Round 1 is 1–8, 4–5, 2–7, 3–6, top to bottom.
  const cards = bracket(page).getByRole("listitem").filter({ visible: true });
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText(`${prefix} 1`);
  await expect(cards.first()).toContainText(`${prefix} 8`);
  expect(await pageScrollsSideways(page)).toBe(false);

  await rounds.getByRole("link", { name: "Next round →" }).click();
  await expect(rounds).toContainText("Winners round 2");
  await expect(page).toHaveURL(/[?&]round=2\b/);
  await expect(cards).toHaveCount(2);
  expect(await pageScrollsSideways(page)).toBe(false);

  await rounds.getByRole("link", { name: "← Previous round" }).click();
  await expect(rounds).toContainText("Winners round 1");
  await expect(cards).toHaveCount(4);
});

test("on a wide screen every round stands side by side, the current one marked", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL!);
  const prefix = uniqueTag("wd");
  const event = await startedEvent(api, numbered(prefix, 4));
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole("navigation", { name: "Rounds" })).toBeHidden();
  const headings = bracket(page).getByRole("heading", { level: 3 });
  // Four entrants: winners rounds 1 and 2, losers rounds 1 and 2, the grand final.
  await expect(headings).toHaveText([
    "Winners round 1 (current)",
    "Winners round 2",
    "Losers round 1",
    "Losers round 2",
    "Grand final",
  ]);
  expect(await pageScrollsSideways(page)).toBe(false);
});

test("a bracket wider than the screen scrolls inside itself, never the page", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL!);
  // Eight entrants played out: eight columns, each match with its set's link.
  const done = await playOut(api, await startedEvent(api, numbered(uniqueTag("sc"), 8)));
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/events/${done.id}`);
  await expect(bracket(page).getByRole("heading", { level: 3 })).toHaveCount(8);
  expect(await pageScrollsSideways(page)).toBe(false);
  // Seed 1 won the grand final outright: its card says so, and no reset is drawn.
  const finals = bracket(page)
    .getByRole("listitem")
    .filter({ hasText: /^Grand final/ });
  await expect(finals).toHaveCount(1);
  await expect(bracket(page).getByText("Grand final reset")).toHaveCount(0);
});

test("a bracket too big for one page is drawn a page of rounds at a time, every round a link away", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL!);
  // Forty entrants: 78 matches, more than one page holds.
  const event = await startedEvent(api, numbered(uniqueTag("pg"), 40));
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/events/${event.id}`);
  const headings = bracket(page).getByRole("heading", { level: 3 });
  const rounds = page.getByRole("navigation", { name: "Rounds" });
  await expect(headings.first()).toHaveText("Winners round 1 (current)");
  await expect(headings.filter({ hasText: "Grand final" })).toHaveCount(0);
  expect(await pageScrollsSideways(page)).toBe(false);

  await rounds.getByRole("link", { name: "Later rounds →" }).click();
  await expect(headings.last()).toHaveText("Grand final");
  await expect(headings.filter({ hasText: "Winners round 1" })).toHaveCount(0);
  await rounds.getByRole("link", { name: "← Earlier rounds" }).click();
  await expect(headings.first()).toHaveText("Winners round 1 (current)");

  // On a phone, any round is two taps away: the picker, then the round.
  await page.setViewportSize({ width: 375, height: 812 });
  await bracket(page).getByText("All rounds").click();
  await bracket(page).getByRole("link", { name: "Losers round 3" }).click();
  await expect(rounds).toContainText("Losers round 3");
  await expect(bracket(page).getByRole("listitem").filter({ visible: true }).first()).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});

/** A started 4-entrant event open on `page` at 1280 px wide: the API, its entrants' prefix, a way
 * to report a first-round match (by key) for seed 1 of it, and the winners' round 2. */
async function openLiveEvent(
  page: Page,
  playwright: Parameters<typeof ownerApi>[0],
  baseURL: string,
  height: number,
) {
  const api = await ownerApi(playwright, baseURL);
  const prefix = uniqueTag("lv");
  const event = await startedEvent(api, numbered(prefix, 4));
  await page.setViewportSize({ width: 1280, height });
  await page.goto(`/events/${event.id}`);
  await waitForHydration(page);
  const report = (key: string) =>
    reportFirstWins(
      api,
      event.id,
      event.matches.find((match) => match.key === key)!,
    );
  const round2 = bracket(page)
    .locator("div", { has: page.getByRole("heading", { name: "Winners round 2" }) })
    .last();
  return { api, event, prefix, report, round2 };
}

test("a result reported elsewhere shows on an open page at once", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(!jsEnabled(), "live updates need JavaScript; without it the next load shows them");
  const { api, prefix, report, round2 } = await openLiveEvent(page, playwright, baseURL!, 800);
  await expect(round2).not.toContainText(prefix);

  // The first report may land before the page's socket is in the event's room: the page catches
  // up once it is in. Either way it is in the room when the result shows.
  await report("W1-1");
  await expect(round2).toContainText(`${prefix} 1`);
  // So the second arrives as a live event, without a reload.
  await report("W1-2");
  await expect(round2).toContainText(`${prefix} 2`);
  await api.dispose();
});

test("a live update leaves the page where the reader scrolled while it loaded", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(!jsEnabled(), "live updates need JavaScript; without it the next load shows them");
  const { api, event, prefix, report, round2 } = await openLiveEvent(
    page,
    playwright,
    baseURL!,
    400,
  );
  const scrollTo = (y: number) =>
    page.evaluate((top) => {
      window.scrollTo(0, top);
      return window.scrollY;
    }, y);
  // In the event's room once the first result shows (as in the test above), read further down.
  expect(await scrollTo(10_000)).toBeGreaterThan(100);
  await report("W1-1");
  await expect(round2).toContainText(`${prefix} 1`);

  // The reload the next result starts, from the top, is held while the reader scrolls down.
  await scrollTo(0);
  const { release, asked } = await holdRequests(page, `**/events/${event.id}.data*`);
  await report("W1-2");
  await expect.poll(asked).toBe(true);
  const bottom = await scrollTo(10_000);
  expect(bottom).toBeGreaterThan(100);
  release();
  await expect(round2).toContainText(`${prefix} 2`);
  expect(await page.evaluate(() => window.scrollY)).toBe(bottom);
  await api.dispose();
});

test("a finished event shows its standings and tells search engines its results", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL!);
  const prefix = uniqueTag("fn");
  const done = await playOut(api, await startedEvent(api, numbered(prefix, 4)));
  await api.dispose();

  await page.goto(`/events/${done.id}`);
  const standings = page.getByRole("region", { name: "Standings" }).getByRole("listitem");
  // Seed 1 won every set: first; seed 2 lost only to seed 1: second.
  await expect(standings.first()).toHaveText(`1.${prefix} 1`);
  await expect(standings.nth(1)).toHaveText(`2.${prefix} 2`);
  await expect(page.getByText("Completed", { exact: false }).first()).toBeVisible();

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const sportsEvent = jsonLd
    .map((text) => JSON.parse(text) as { "@type"?: string; competitor?: { name: string }[] })
    .find((data) => data["@type"] === "SportsEvent");
  expect(sportsEvent?.competitor?.map((competitor) => competitor.name).sort()).toEqual(
    [1, 2, 3, 4].map((index) => `${prefix} ${index}`).sort(),
  );
});
