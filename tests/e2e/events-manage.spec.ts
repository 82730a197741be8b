import { expect, test, type Page } from "@playwright/test";
import { insertTournament } from "./data";
import { keyboardDrag } from "./drag-helpers";
import {
  createUserViaApi,
  jsEnabled,
  ownerApi,
  OWNER,
  signIn,
  toast,
  uniqueTag,
  waitForHydration,
  waitForSocket,
} from "./helpers";

/**
 * The organiser's day on /events/{id}/manage, with JavaScript on and off: create the event from
 * the tournament page, walk-ins, check-in, seeding, the start, stations and a call, results, a
 * reset that asks first, the stream queue and a DQ.
 */

const rows = (page: Page) => page.getByTestId("entrant-row");
const seedOrder = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-name")));
const openMatch = (page: Page, players: string) =>
  page.getByTestId("open-match").filter({ has: page.getByRole("heading", { name: players }) });

/** Waits for an action's toast: shown, or already faded by CSS (it stays in the page until the next). */
async function expectToast(page: Page, title: string) {
  await expect(toast(page)).toContainText(title);
}

async function reportResult(page: Page, players: string, winner: string, score: [number, number]) {
  const match = openMatch(page, players);
  await match.getByLabel("Winner").selectOption({ label: winner });
  const [first, second] = players.split(" vs ");
  await match.getByLabel(`Games won by ${first}`).selectOption(String(score[0]));
  await match.getByLabel(`Games won by ${second}`).selectOption(String(score[1]));
  await match.getByRole("button", { name: `Report ${players}` }).click();
  await expectToast(page, "Result Reported");
  await expect(openMatch(page, players)).toHaveCount(0);
}

test("an organiser runs an event from creation to a reset and a DQ", async ({ page }) => {
  const tournament = `Weekly ${uniqueTag("w")}`;
  const tournamentId = await insertTournament({ name: tournament, start: 0 });
  await signIn(page, OWNER.tag, OWNER.password);

  // Create the event from the tournament page.
  await page.goto(`/tournaments/${tournamentId}`);
  await page.getByRole("link", { name: "Create an event" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Melee Singles");
  await page.getByLabel("Format").selectOption({ label: "Double elimination" });
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name: "Manage Melee Singles" })).toBeVisible();
  await expectToast(page, "Event Created");
  await waitForHydration(page);

  // Four walk-ins, in sign-up order.
  const players = ["Ann", "Bo", "Cy", "Di"];
  for (const name of players) {
    await page.getByLabel("Walk-in's name").fill(name);
    await page.getByRole("button", { name: "Add walk-in" }).click();
    await expect(rows(page).filter({ hasText: name })).toBeVisible();
  }
  await expect.poll(() => seedOrder(page)).toEqual(players);

  // Close registration, check everyone in.
  await page.getByRole("button", { name: "Close registration and open check-in" }).click();
  await expect(page.getByTestId("event-status")).toContainText("Check-in is open");
  for (const name of players) {
    await page.getByRole("button", { name: `Check in ${name}` }).click();
    await expect(rows(page).filter({ hasText: name })).toContainText("Checked in");
  }

  // Seeding: Di up one place with the buttons, then (with JavaScript) Di dragged to the top.
  await page.getByRole("button", { name: "Move Di up" }).click();
  await expect.poll(() => seedOrder(page)).toEqual(["Ann", "Bo", "Di", "Cy"]);
  if (jsEnabled()) {
    const ids = await rows(page).evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-id") ?? ""),
    );
    const handle = page.getByRole("button", { name: "Reorder Di" });
    await waitForHydration(page, handle);
    await keyboardDrag(page, handle, ids, ids[2], ids[0]);
    await expectToast(page, "Seeds Saved");
    await expect.poll(() => seedOrder(page)).toEqual(["Di", "Ann", "Bo", "Cy"]);
    await page.reload();
  }
  const seeded = jsEnabled() ? ["Di", "Ann", "Bo", "Cy"] : ["Ann", "Bo", "Di", "Cy"];
  await expect.poll(() => seedOrder(page)).toEqual(seeded);

  // Start: round 1 is 1–4 and 2–3.
  await page.getByRole("button", { name: "Start the bracket" }).click();
  await expectToast(page, "Bracket Started");
  const [s1, s2, s3, s4] = seeded;
  const first = `${s1} vs ${s4}`;
  const second = `${s2} vs ${s3}`;
  await expect(openMatch(page, first)).toBeVisible();
  await expect(openMatch(page, second)).toBeVisible();

  // Stations, then a call to the first free one.
  await page.getByLabel("Stations: a count, or names separated by commas").fill("TV 1, TV 2");
  await page.getByRole("button", { name: "Save stations" }).click();
  await expectToast(page, "Stations Saved");
  await openMatch(page, first)
    .getByRole("button", { name: `Call ${first}` })
    .click();
  await expectToast(page, "Match Called");
  await expect(openMatch(page, first)).toContainText("Called · TV 1");

  // The stream queue.
  await openMatch(page, second)
    .getByRole("button", { name: `Add to stream: ${second}` })
    .click();
  await expect(page.getByTestId("stream-row")).toContainText(`On stream: ${second}`);

  // Paper results of round 1, then the winners final.
  await reportResult(page, first, s1, [2, 0]);
  await reportResult(page, second, s2, [2, 1]);
  await expect(page.getByTestId("stream-row")).toHaveCount(0);
  const final = `${s1} vs ${s2}`;
  await reportResult(page, final, s1, [2, 1]);

  // Resetting round 1's first match asks first: the winners final after it has a result.
  await page
    .getByTestId("done-match")
    .filter({ has: page.getByRole("heading", { name: first }) })
    .getByRole("button", { name: `Reset ${first}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Reset Match" });
  await expect(confirm).toContainText("already have results or games");
  await confirm.getByRole("button", { name: "Reset them too" }).click();
  await expectToast(page, "Match Reset");
  await expect(openMatch(page, first)).toBeVisible();
  await expect(
    page.getByTestId("done-match").filter({ has: page.getByRole("heading", { name: final }) }),
  ).toHaveCount(0);

  // DQ the fourth seed, after a confirmation: their match becomes a forfeit.
  await page.getByRole("link", { name: `DQ ${s4}` }).click();
  const dq = page.getByRole("dialog", { name: "Disqualify Entrant" });
  await dq.getByRole("button", { name: "Disqualify" }).click();
  await expectToast(page, "Entrant Disqualified");
  await expect(rows(page).filter({ hasText: s4 })).toContainText("DQ");
  await expect(openMatch(page, first)).toHaveCount(0);
  await expect(
    page.getByTestId("done-match").filter({ has: page.getByRole("heading", { name: first }) }),
  ).toContainText("DQ");
});

test("only organisers manage: a guest signs in first, a player is refused", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tournamentId = await insertTournament({ name: `Weekly ${uniqueTag("w")}`, start: 0 });
  const owner = await playwright.request.newContext({ baseURL });
  await owner.post("/api/login", { data: { username: OWNER.tag, password: OWNER.password } });
  const created = await owner.post(`/api/tournaments/${tournamentId}/events`, {
    data: { name: "Melee Singles", format: "single_elimination", bestOf: 3 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await owner.dispose();

  await page.goto(`/events/${id}/manage`);
  await expect(page).toHaveURL((url) => url.pathname === "/auth");

  await createUserViaApi(page.request, uniqueTag("pl"));
  const answer = await page.goto(`/events/${id}/manage`);
  expect(answer?.status()).toBe(403);
  await page.goto(`/events/${id}`);
  await expect(page.getByRole("heading", { name: "Melee Singles" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage", exact: true })).toHaveCount(0);
});

test("with JavaScript, sign-ups and results made elsewhere show without a reload", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(!jsEnabled(), "live updates need JavaScript");
  const tournamentId = await insertTournament({ name: `Weekly ${uniqueTag("w")}`, start: 0 });
  const api = await ownerApi(playwright, baseURL!);
  const created = await api.post(`/api/tournaments/${tournamentId}/events`, {
    data: { name: "Melee Singles", format: "single_elimination", bestOf: 3 },
  });
  const { id } = (await created.json()) as { id: number };
  const enter = async (name: string) => {
    const entrant = await api.post(`/api/events/${id}/entrants`, { data: { name } });
    const { id: entrantId } = (await entrant.json()) as { id: number };
    await api.post(`/api/events/${id}/entrants/${entrantId}/check-in`, { data: {} });
  };
  await enter("Ann");

  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto(`/events/${id}/manage`);
  await expect(rows(page)).toHaveCount(1);
  await waitForSocket(page);
  // A sign-up elsewhere (a player's phone, another organiser) joins the list at the desk.
  await enter("Bo");
  await expect.poll(() => seedOrder(page)).toEqual(["Ann", "Bo"]);

  const started = await api.post(`/api/events/${id}/start`, { data: {} });
  expect(started.status()).toBe(200);
  const { matches } = (await started.json()) as {
    matches: { id: number; status: string; entrant1Id: number }[];
  };
  const final = matches.find((match) => match.status === "ready")!;
  await expect(openMatch(page, "Ann vs Bo")).toBeVisible();
  const reported = await api.post(`/api/events/${id}/matches/${final.id}/report`, {
    data: { winnerEntrantId: final.entrant1Id, score1: 2, score2: 1 },
  });
  expect(reported.status()).toBe(200);
  await api.dispose();
  await expect(page.getByTestId("done-match")).toContainText("2–1");
  await expect(openMatch(page, "Ann vs Bo")).toHaveCount(0);
  await expect(page.getByTestId("event-status")).toContainText("The event is over.");
});
