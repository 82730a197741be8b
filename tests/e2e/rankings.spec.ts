import { expect, test, type Page } from "@playwright/test";
import { ssbmRank2024 } from "../../app/data/ssbmrank-2024";
import { holdHydration, jsEnabled, waitForHydration } from "./helpers";

const EMPTY = "No players found matching your search criteria.";

const rows = (page: Page) => page.getByTestId("ranking-row");
const search = (page: Page) => page.getByPlaceholder("Search players...");
const region = (page: Page) => page.getByLabel("Region", { exact: true });
const character = (page: Page) => page.getByLabel("Character", { exact: true });

/** Opens /rankings and, with JavaScript, waits until the filters are live. */
async function open(page: Page, query = "") {
  await page.goto(`/rankings${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "SSBMRank 2024" })).toBeVisible();
  await waitForHydration(page, search(page));
}

/** Without JavaScript the Filter button sends the form; with it, the change already did. */
async function apply(page: Page) {
  if (!jsEnabled()) await page.getByRole("button", { name: "Filter" }).click();
}

test.describe("rankings", () => {
  test("lists the 48 ranked players with badges and rank changes", async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle("SSBMRank 2024 | Melee Hub");
    await expect(rows(page)).toHaveCount(48);
    const first = rows(page).first();
    await expect(first).toContainText("Zain");
    await expect(first.locator("[data-tone]")).toHaveAttribute("data-tone", "gold");
    await expect(first.getByText("Up 1")).toHaveCount(1);
    await expect(rows(page).nth(3).locator("[data-tone]")).toHaveAttribute("data-tone", "dark");
    await expect(rows(page).nth(10).locator("[data-tone]")).toHaveAttribute("data-tone", "light");
    await expect(region(page)).toHaveValue("");
    await expect(character(page)).toHaveValue("");
  });

  test("the search box narrows the rows", async ({ page }) => {
    await open(page);
    await search(page).fill("mang");
    await apply(page);
    await expect(page).toHaveURL(/[?&]q=mang(&|$)/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Mang0");
    await expect(search(page)).toHaveValue("mang");
  });

  test("a search typed before the page's code arrives is kept, then applied", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript nothing arrives later");
    const release = await holdHydration(page);
    await page.goto("/rankings");
    await search(page).fill("mang");
    await region(page).focus();
    release();
    await waitForHydration(page, search(page));
    await expect(search(page)).toHaveValue("mang");
    await search(page).press("Enter");
    await expect(page).toHaveURL(/[?&]q=mang(&|$)/);
    await expect(rows(page)).toHaveCount(1);
  });

  test("the region and character filters narrow the rows, and Clear shows everyone", async ({
    page,
  }) => {
    await open(page);
    await region(page).selectOption("Europe");
    await apply(page);
    await expect(page).toHaveURL(/[?&]region=Europe(&|$)/);
    const europe = ssbmRank2024.filter((p) => p.region === "Europe");
    expect(europe.length).toBeGreaterThan(0);
    await expect(rows(page)).toHaveCount(europe.length);
    await expect(rows(page).first()).toContainText(europe[0].tag);

    await character(page).selectOption("Fox");
    await apply(page);
    await expect(page).toHaveURL(/character=Fox/);
    await expect(page).toHaveURL(/region=Europe/);
    const europeanFoxes = europe.filter((p) => p.character === "Fox");
    expect(europeanFoxes.length).toBeGreaterThan(0);
    expect(europeanFoxes.length).toBeLessThan(europe.length);
    await expect(rows(page)).toHaveCount(europeanFoxes.length);
    await expect(region(page)).toHaveValue("Europe");
    await expect(character(page)).toHaveValue("Fox");

    await page.getByRole("link", { name: "Clear" }).click();
    await expect(rows(page)).toHaveCount(48);
    await expect(region(page)).toHaveValue("");
    await expect(character(page)).toHaveValue("");
  });

  test("shows the empty message when nobody matches", async ({ page }) => {
    await open(page);
    await search(page).fill("nobody-at-all");
    await apply(page);
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test("filters arrive from the URL", async ({ page }) => {
    await open(page, "?q=zain&region=North%20America&character=Marth");
    await expect(rows(page)).toHaveCount(1);
    await expect(search(page)).toHaveValue("zain");
    await expect(region(page)).toHaveValue("North America");
    await expect(character(page)).toHaveValue("Marth");
  });

  test("fits a narrow phone screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    await expect(rows(page)).toHaveCount(48);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("columnheader", { name: "Points" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Events" })).toBeHidden();
  });
});
