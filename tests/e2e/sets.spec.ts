import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { endlessSplitMessage } from "../fixtures/crafted-replays";
import { createUserViaApi, jsEnabled, signIn, toast, uniqueTag, waitForHydration } from "./helpers";

const REPLAY = "tests/fixtures/slippi/sheik_vs_ics_yoshis.slp";

const status = (page: Page) => page.getByTestId("selection-status");

/** Presses one stage's button and waits for the selection to move on. */
async function choose(page: Page, action: string, next: string) {
  const button = page.getByRole("button", { name: action, exact: true });
  await waitForHydration(page, button);
  await button.click();
  await expect(status(page)).toHaveText(next);
}

test("a best of 3: strikes, recorded games, a replay, and the public set page", async ({
  page,
  request,
}) => {
  // A whole set (eight strikes and picks, three games, a replay parsed in the browser) is some
  // forty steps: it needs more than one page's time on a busy machine.
  test.slow();
  const tag = uniqueTag("set");
  await createUserViaApi(request, tag);
  await signIn(page, tag);
  await page.goto("/score-tracker");
  await page.getByLabel("Player 1 name").fill("Mango");
  await page.getByLabel("Player 2 name").fill("Hbox");
  await expect(page.getByLabel("First To")).toHaveValue("2");
  await page.getByRole("button", { name: "Start Match" }).click();
  await expect(page.getByRole("heading", { name: "Best of 3 (first to 2)" })).toBeVisible();

  // Game 1: struck from the starters, Mango, Hbox, Hbox, Mango.
  await expect(status(page)).toHaveText("Mango strikes a stage.");
  await expect(page.getByRole("button", { name: "Strike Pokémon Stadium" })).toHaveCount(0);
  await choose(page, "Strike Final Destination", "Hbox strikes a stage.");
  await choose(page, "Strike Yoshi's Story", "Hbox strikes a stage.");
  await expect(page.getByRole("button", { name: "Strike Yoshi's Story" })).toHaveCount(0);
  await choose(page, "Strike Dream Land N64", "Mango strikes a stage.");
  await choose(page, "Strike Fountain of Dreams", "Game 1 is on Battlefield.");

  await expect(page.locator("#gameStage")).toHaveValue("Battlefield");
  await page.locator("#player1Character").selectOption("Fox");
  await page.locator("#player2Character").selectOption("Marth");
  await page.getByLabel("Winner's stocks left").selectOption("2");
  await page.getByRole("button", { name: "Mango won game 1" }).click();
  const games = page.getByTestId("games-table");
  await expect(games.locator("tbody tr")).toHaveCount(1);
  await expect(games.locator("tbody tr").first()).toContainText("Battlefield");
  await expect(page.getByTestId("score-1")).toHaveText("1");

  // Game 2: the winner bans, the loser picks; the picker remembers the characters.
  await expect(status(page)).toHaveText("Mango bans a stage.");
  await expect(page.locator("#player1Character")).toHaveValue("Fox");
  await expect(page.locator("#player2Character")).toHaveValue("Marth");
  await choose(page, "Ban Pokémon Stadium", "Hbox picks the stage.");
  await choose(page, "Pick Final Destination", "Game 2 is on Final Destination.");

  // Game 2 from its replay: port 1's Sheik beat port 2's Ice Climbers; Mango was on port 2.
  await page.getByLabel("Replay file (.slp)").setInputFiles(REPLAY);
  if (jsEnabled()) {
    // Reading a 1.3 MB replay parses every frame (0.6 to 2.2 s of CPU on a quiet machine), after
    // the parser's module loads: on a busy two-core machine that is well over the usual wait.
    await expect(page.getByTestId("replay-summary")).toContainText("Yoshi's Story", {
      timeout: 60_000,
    });
  } else {
    await page.getByRole("button", { name: "Upload Replay" }).click();
    await expect(page.getByRole("heading", { name: "Replay" })).toBeVisible();
  }
  // The port question: the replay's two players, nothing preselected, no error yet.
  const summary = page.getByTestId("replay-summary");
  await expect(summary.getByRole("group", { name: "Which one were you?" })).toBeVisible();
  await expect(summary.getByRole("alert")).toHaveCount(0);
  const port2 = summary.getByRole("button", { name: /^Port 2: Ice Climbers/ });
  await waitForHydration(page, port2);
  await port2.click();
  // Final Destination was picked and the characters were Fox and Marth: both are asked.
  await expect(summary.getByRole("alert")).toContainText(
    "This game is on Yoshi's Story, but game 2 is on Final Destination.",
  );
  await expect(summary.getByRole("alert")).toContainText("Mango: Fox → Ice Climbers");
  // Nothing recorded yet (without JavaScript this is the replay's own page, without the games).
  if (jsEnabled()) await expect(games.locator("tbody tr")).toHaveCount(1);
  await summary.getByRole("button", { name: /^Port 2: Ice Climbers/ }).click();
  await expect(toast(page)).toContainText("Game Recorded");
  await expect(games.locator("tbody tr")).toHaveCount(2);
  await expect(games.locator("tbody tr").nth(1)).toContainText("Yoshi's Story");
  await expect(games.locator("tbody tr").nth(1)).toContainText("Ice Climbers");
  await expect(page.getByTestId("score-2")).toHaveText("1");

  // Game 3: Hbox bans; Mango won on Battlefield, so it needs the gentleman's clause.
  await choose(page, "Ban Dream Land N64", "Mango picks the stage.");
  await expect(page.getByRole("button", { name: "Pick Battlefield", exact: true })).toHaveCount(0);
  await choose(
    page,
    "Pick Battlefield (both players agree: gentleman's clause)",
    "Game 3 is on Battlefield.",
  );
  await page.getByRole("button", { name: "Hbox won game 3" }).click();
  await expect(page.getByText("Hbox Wins!")).toBeVisible();
  await expect(page.getByText("Final Score: 1 - 2")).toBeVisible();

  // The public page, from Recent Matches.
  await page.getByRole("link", { name: "View set Mango vs Hbox" }).first().click();
  await expect(page.getByRole("heading", { name: "Mango vs Hbox" })).toBeVisible();
  await expect(page.getByTestId("set-score")).toHaveText("1 - 2");
  await expect(page.getByTestId("games-table").locator("tbody tr")).toHaveCount(3);
  await expect(page.getByRole("img", { name: /QR code of this set's link/ })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /Mango vs Hbox/,
  );
});

/**
 * A new player's new set open on the score tracker, hydrated: its replay input, and the list of
 * the replay reader's loads from then on.
 */
async function replayInputOfNewSet(page: Page, request: APIRequestContext) {
  const tag = uniqueTag("replay");
  await createUserViaApi(request, tag);
  await signIn(page, tag);
  const started = await page.request.post("/api/score-tracker/start", {
    data: { player1Name: "Mango", player2Name: "Hbox", targetScore: 2 },
  });
  expect(started.status()).toBe(201);
  await page.goto(`/score-tracker?match=${((await started.json()) as { id: number }).id}`);
  const input = page.getByLabel("Replay file (.slp)");
  await waitForHydration(page, input);
  const readerLoads: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("replay-summary")) readerLoads.push(sent.url());
  });
  return { input, readerLoads };
}

test("a crafted replay is refused at once: by the browser before it loads the reader, or the server", async ({
  page,
  request,
}) => {
  const { input, readerLoads } = await replayInputOfNewSet(page, request);
  // A megabyte of one split message that never ends: the reader would take half a minute.
  const buffer = Buffer.from(endlessSplitMessage(2 ** 20));
  await input.setInputFiles({ name: "crafted.slp", mimeType: "application/octet-stream", buffer });
  const damaged = "a damaged Slippi replay: its events cannot be read";
  if (jsEnabled()) {
    await expect(page.getByRole("alert")).toHaveText(`crafted.slp: ${damaged}`);
    expect(readerLoads).toEqual([]);
  } else {
    await page.getByRole("button", { name: "Upload Replay" }).click();
    await expect(toast(page)).toContainText("Replay Not Recorded");
    await expect(toast(page)).toContainText(damaged);
  }
  await expect(page.getByTestId("games-table").locator("tbody tr")).toHaveCount(0);
});

test("with JavaScript, a file past a replay's 16 MB is refused before it is read", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "without JavaScript the server refuses the upload");
  const { input, readerLoads } = await replayInputOfNewSet(page, request);
  const buffer = Buffer.alloc(16 * 1024 * 1024 + 1);
  await input.setInputFiles({ name: "film.slp", mimeType: "application/octet-stream", buffer });
  await expect(page.getByRole("alert")).toHaveText(
    "film.slp: The replay is too large (at most 16 MB)",
  );
  expect(readerLoads).toEqual([]);
  await expect(page.getByTestId("games-table").locator("tbody tr")).toHaveCount(0);
});

test("the overlay follows the set live in another browser", async ({ browser, request }) => {
  const tag = uniqueTag("ovl");
  await createUserViaApi(request, tag);
  const started = await request.post("/api/score-tracker/start", {
    data: { player1Name: "Zain", player2Name: "Cody", targetScore: 3 },
  });
  const { id } = (await started.json()) as { id: number };

  const viewer = await browser.newContext();
  const overlay = await viewer.newPage();
  await overlay.goto(`/sets/${id}/overlay`);
  await expect(overlay.getByTestId("set-score")).toHaveText("0 - 0");
  expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgba(0, 0, 0, 0)",
  );

  const recorded = await request.post(`/api/score-tracker/matches/${id}/games`, {
    data: { winnerId: 1, player1Character: "Marth", player2Character: "Sheik" },
  });
  expect(recorded.status()).toBe(201);
  if (jsEnabled()) {
    // Live: no reload.
    await expect(overlay.getByTestId("set-score")).toHaveText("1 - 0");
  } else {
    await overlay.reload();
    await expect(overlay.getByTestId("set-score")).toHaveText("1 - 0");
  }
  await expect(overlay.getByTestId("character-1")).toHaveText("Marth");
  await expect(overlay.getByTestId("character-2")).toHaveText("Sheik");
  await viewer.close();
});
