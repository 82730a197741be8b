import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, signIn, uniqueTag } from "./helpers";
import { expectTapTargets, PHONE, tapper } from "./phone-helpers";

// A phone at a venue: 375 px wide, driven by touch (JavaScript on and off: both projects).
test.use(PHONE);

const status = (page: Page) => page.getByTestId("selection-status");

/** Words of `selector`'s text that the browser broke across two lines (a mid-word break). */
function brokenWords(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

/** Every control of the live set is a phone's tap target. */
const liveTapTargets = (page: Page) =>
  expectTapTargets(page.locator('section[aria-labelledby="live-title"]'));

test("a 2-0 best of 3 with one mistake undone, in at most 12 taps", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag("tap");
  await createUserViaApi(request, tag);
  await signIn(page, tag);
  await page.goto("/score-tracker");
  const taps = tapper(page);

  // Set-up: player 1 is the signed-in player and a best of 3 is chosen; name player 2, start.
  await expect(page.getByLabel("Player 1 name")).toHaveValue(tag);
  await expect(page.getByLabel("First To")).toHaveValue("2");
  await taps.tap(page.getByLabel("Player 2 name"));
  await page.keyboard.type("Hbox");
  await taps.tap(page.getByRole("button", { name: "Start Match" }));
  await expect(page.getByRole("heading", { name: "Best of 3 (first to 2)" })).toBeVisible();
  // Mid-set (the stages, the game form, the replay upload): every control is a tap target.
  await liveTapTargets(page);

  // Game 1's four strikes.
  for (const [stage, next] of [
    ["Final Destination", "Hbox strikes a stage."],
    ["Yoshi's Story", "Hbox strikes a stage."],
    ["Dream Land N64", `${tag} strikes a stage.`],
    ["Fountain of Dreams", "Game 1 is on Battlefield."],
  ]) {
    await taps.tap(page.getByRole("button", { name: `Strike ${stage}`, exact: true }));
    await expect(status(page)).toHaveText(next);
  }

  // The mistake: the wrong winner. Undo puts game 1 back as it was, stage and all.
  await taps.tap(page.getByRole("button", { name: "Hbox won game 1" }));
  await expect(page.getByTestId("score-2")).toHaveText("1");
  await taps.tap(page.getByRole("button", { name: "Undo game 1 (Hbox won)" }));
  await expect(page.getByTestId("score-2")).toHaveText("0");
  await expect(status(page)).toHaveText("Game 1 is on Battlefield.");
  await taps.tap(page.getByRole("button", { name: `${tag} won game 1` }));
  await expect(page.getByTestId("score-1")).toHaveText("1");

  // Game 2: the winner bans, the loser picks, the winner wins.
  await taps.tap(page.getByRole("button", { name: "Ban Pokémon Stadium", exact: true }));
  await expect(status(page)).toHaveText("Hbox picks the stage.");
  await taps.tap(page.getByRole("button", { name: "Pick Final Destination", exact: true }));
  await expect(status(page)).toHaveText("Game 2 is on Final Destination.");
  await taps.tap(page.getByRole("button", { name: `${tag} won game 2` }));
  await expect(page.getByText(`${tag} Wins!`)).toBeVisible();
  await expect(page.getByText("Final Score: 2 - 0")).toBeVisible();
  expect(taps.taps).toBeLessThanOrEqual(12);

  const games = page.getByTestId("games-table").locator("tbody tr");
  await expect(games).toHaveCount(2);
  await expect(games.nth(0)).toContainText("Battlefield");
  await expect(games.nth(1)).toContainText("Final Destination");

  // Every control of the ended set is a phone's tap target too.
  await liveTapTargets(page);
});

test("tags shrink instead of breaking; the games table fits; watchers see the selection", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("fit");
  await createUserViaApi(request, tag);
  await signIn(page, tag);
  const started = await page.request.post("/api/score-tracker/start", {
    data: { player1Name: "WavedashWiz", player2Name: "LedgeHog", targetScore: 2 },
  });
  const { id } = (await started.json()) as { id: number };
  await page.request.post(`/api/score-tracker/matches/${id}/games`, {
    data: { winnerId: 2, stage: "Battlefield", player1Character: "Falco", winnerStocks: 1 },
  });
  await page.request.post(`/api/score-tracker/matches/${id}/strikes`, {
    data: { stage: "Battlefield" },
  });

  await page.goto(`/sets/${id}`);
  await expect(page.getByRole("heading", { name: "WavedashWiz vs LedgeHog" })).toBeVisible();
  await expect(page.getByTestId("set-progress")).toHaveText(
    "Best of 3 (first to 2) · Game 2 · WavedashWiz picks the stage.",
  );
  expect(
    await brokenWords(page, "h1, [data-testid=scoreboard], [data-testid=games-table]"),
  ).toEqual([]);
  const table = page.getByTestId("games-table");
  const winner = page.getByRole("columnheader", { name: "Winner" });
  const tableBox = (await table.boundingBox())!;
  const winnerBox = (await winner.boundingBox())!;
  expect(winnerBox.x + winnerBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(375);
  // Without JavaScript the page says it does not update, and offers the refresh.
  const noLive = page.getByTestId("no-live-updates");
  if (test.info().project.use.javaScriptEnabled === false) {
    await expect(noLive).toContainText("This page does not update by itself.");
    await expect(noLive.getByRole("link", { name: "Refresh" })).toHaveAttribute(
      "href",
      `/sets/${id}`,
    );
  } else {
    await expect(noLive).toHaveCount(0);
  }

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/sets/${id}/overlay`);
  await expect(page.getByTestId("set-progress")).toHaveText(
    "Best of 3 (first to 2) · Game 2 · WavedashWiz picks the stage.",
  );
  expect(await brokenWords(page, "[data-testid=scoreboard]")).toEqual([]);
});
