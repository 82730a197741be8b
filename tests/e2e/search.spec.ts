import { expect, test } from "@playwright/test";
import { insertPost, insertTournament } from "./data";
import { holdHydration, jsEnabled, uniqueTag, waitForHydration } from "./helpers";

const siteSearch = (page: import("@playwright/test").Page) =>
  page.getByRole("search", { name: "Site search" });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a search typed in the top bar lists highlighted, grouped results", async ({ page }) => {
    const tag = uniqueTag("srch");
    const postId = await insertPost({ title: `Pokémon ${tag} guide`, content: "Stage notes." });
    await insertTournament({ name: `${tag} Pokémon Open`, location: "Springfield" });

    await page.goto("/");
    const box = siteSearch(page).getByLabel("Search Melee Hub");
    await waitForHydration(page, box);
    await box.fill(`POKEMON ${tag}`);
    await box.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=POKEMON/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    const tournaments = page.getByRole("region", { name: "Tournaments" });
    await expect(tournaments.getByRole("link", { name: `${tag} Pokémon Open` })).toBeVisible();
    const posts = page.getByRole("region", { name: "Forum posts" });
    const result = posts.getByRole("link", { name: `Pokémon ${tag} guide` });
    await expect(result.locator("mark").first()).toHaveText("Pokémon");
    // The top bar keeps the words being looked at.
    await expect(box).toHaveValue(`POKEMON ${tag}`);

    await result.click();
    await expect(page).toHaveURL(new RegExp(`/forum/post/${postId}$`));
  });
});

test("on a wide screen the top bar's button opens the search page", async ({ page }) => {
  const tag = uniqueTag("srw");
  await insertPost({ title: `Springfield ${tag} meetup` });
  await page.goto("/tournaments");
  const button = siteSearch(page).getByRole("button", { name: "Search the site" });
  await waitForHydration(page, button);
  await button.click();
  await expect(page).toHaveURL(/\/search/);
  const form = page.getByRole("search", { name: "Search tournaments, forum and players" });
  await waitForHydration(page, form.getByLabel("Search for"));
  await form.getByLabel("Search for").fill(`spring ${tag}`);
  await form.getByRole("button", { name: "Search" }).click();
  const posts = page.getByRole("region", { name: "Forum posts" });
  await expect(posts.getByRole("link", { name: `Springfield ${tag} meetup` })).toBeVisible();
  await expect(posts.locator("mark").first()).toHaveText("Springfield");
  if (jsEnabled()) {
    // Client-side navigation: the results arrived without a document load.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  }
});

test("words typed before the page's code arrives are kept when it does", async ({ page }) => {
  test.skip(!jsEnabled(), "without JavaScript nothing arrives later");
  const tag = uniqueTag("srk");
  await insertPost({ title: `Early ${tag} typing` });
  const release = await holdHydration(page);
  await page.goto("/search");
  const form = page.getByRole("search", { name: "Search tournaments, forum and players" });
  const box = form.getByLabel("Search for");
  await box.fill(`early ${tag}`);
  release();
  await waitForHydration(page, box);
  await expect(box).toHaveValue(`early ${tag}`);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=early\\+${tag}`));
  const posts = page.getByRole("region", { name: "Forum posts" });
  await expect(posts.getByRole("link", { name: `Early ${tag} typing` })).toBeVisible();
});
