import { expect, test, type Page } from "@playwright/test";
import { audit, onlyWithJs, useAuditSetup } from "./axe-audit";
import { jsEnabled, signIn, toast, waitForHydration, waitForSocket } from "./helpers";
import { linkedSet, player, type Player } from "./set-helpers";

const awaiting = (page: Page) => page.getByTestId("awaiting-set");
const badge = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /Score Tracker/ })
    .getByTestId("nav-badge")
    .filter({ visible: true });

test.describe("confirming a linked set", () => {
  let creator: Player;
  let opponent: Player;

  test.beforeEach(async ({ playwright, baseURL }) => {
    creator = await player(playwright, baseURL!, "cre");
    opponent = await player(playwright, baseURL!, "opp");
  });
  test.afterEach(async () => {
    await creator.api.dispose();
    await opponent.api.dispose();
  });

  for (const width of [375, 1280]) {
    test(`from the list of sets awaiting the opponent, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const id = await linkedSet(creator, opponent);
      await signIn(page, opponent.tag);
      await page.goto("/score-tracker");
      // The top bar's links are in the narrow screen's panel: the badge is checked wide.
      if (width === 1280) await expect(badge(page)).toHaveText("1");
      const item = awaiting(page);
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`Recorded by ${creator.tag}`);
      const confirm = item.getByRole("button", {
        name: `Confirm ${creator.tag} vs ${opponent.tag}`,
      });
      await waitForHydration(page, confirm);
      await confirm.click();
      await expect(toast(page)).toContainText("Set Confirmed");
      await expect(awaiting(page)).toHaveCount(0);
      if (width === 1280) await expect(badge(page)).toHaveCount(0);

      await page.goto(`/sets/${id}`);
      await expect(page.getByTestId("set-progress")).toBeVisible();
      await expect(page.getByTestId("set-confirmation")).toHaveCount(0);
    });
  }

  test("on the set page: awaiting, then disputed by the opponent", async ({ page, browser }) => {
    const id = await linkedSet(creator, opponent, false);
    // A visitor reads whom the set waits for, without the buttons.
    await page.goto(`/sets/${id}`);
    const line = page.getByTestId("set-confirmation");
    await expect(line).toContainText(`Awaiting ${opponent.tag}'s confirmation`);
    await expect(line.getByRole("button")).toHaveCount(0);

    await signIn(page, opponent.tag);
    await page.goto(`/sets/${id}`);
    await expect(line).toContainText("Awaiting your confirmation");
    // A set still being played can be disputed, not yet confirmed.
    await expect(line.getByRole("button", { name: /^Confirm/ })).toHaveCount(0);
    const dispute = line.getByRole("button", { name: /^Dispute/ });
    await waitForHydration(page, dispute);
    await dispute.click();
    await expect(toast(page)).toContainText("Set Disputed");
    await expect(line).toContainText(`Disputed by ${opponent.tag}`);
    await expect(line.getByRole("button")).toHaveCount(0);

    const other = await browser.newPage();
    await other.goto(`/sets/${id}`);
    await expect(other.getByTestId("set-confirmation")).toContainText(
      `Disputed by ${opponent.tag}`,
    );
    await other.close();
  });

  test("the set-up form links the opponent by tag; an unknown tag starts nothing", async ({
    page,
  }) => {
    await signIn(page, creator.tag);
    await page.goto("/score-tracker");
    await expect(page.getByLabel("Player 1 account (tag)")).toHaveValue(creator.tag);
    const start = page.getByRole("button", { name: "Start Match" });
    await page.getByLabel("Player 2 name").fill("Someone");
    await page.getByLabel("Player 2 account (tag)").fill("no-such-player");
    await waitForHydration(page, start);
    await start.click();
    await expect(toast(page)).toContainText("No player has the tag no-such-player");
    // Without JavaScript the toast's page is a fresh form: both fields are filled again.
    await page.getByLabel("Player 2 name").fill("Someone");
    await page.getByLabel("Player 2 account (tag)").fill(opponent.tag.toUpperCase());
    await start.click();
    await expect(page.getByRole("heading", { name: "Best of 3 (first to 2)" })).toBeVisible();
    const sets = await creator.api.get("/api/score-tracker/matches");
    const [newest] = (await sets.json()) as { player2Name: string; confirmation: string }[];
    expect(newest).toMatchObject({ player2Name: "Someone", confirmation: "pending" });
  });

  test("a set started elsewhere appears on the open score tracker", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript nothing arrives by itself");
    await signIn(page, opponent.tag);
    await page.goto("/score-tracker");
    await waitForSocket(page);
    await expect(awaiting(page)).toHaveCount(0);
    await linkedSet(creator, opponent);
    await expect(awaiting(page)).toHaveCount(1);
    await expect(badge(page)).toHaveText("1");
  });
});

test.describe("accessibility of the confirmation screens", () => {
  useAuditSetup();

  test("the list of sets awaiting confirmation and the set page's buttons", async ({
    page,
    playwright,
    baseURL,
  }) => {
    onlyWithJs();
    const creator = await player(playwright, baseURL!, "acr");
    const opponent = await player(playwright, baseURL!, "aop");
    const id = await linkedSet(creator, opponent);
    await signIn(page, opponent.tag);
    await audit(page, "/score-tracker", { shows: "Sets awaiting your confirmation" });
    await audit(page, `/sets/${id}`, { shows: "Awaiting your confirmation" });
    await creator.api.dispose();
    await opponent.api.dispose();
  });
});
