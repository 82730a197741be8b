import { expect, test, type Page } from "@playwright/test";
import { insertTournament, jsEnabled, uniqueTag, waitForHydration } from "./helpers";

const cards = (page: Page) => page.getByRole("list", { name: "Tournaments" }).getByRole("listitem");
const search = (page: Page) => page.getByRole("search", { name: "Search and filter tournaments" });

/** Without JavaScript the filters apply with the Apply button; with it they apply on change. */
async function applyFilters(page: Page) {
  if (!jsEnabled()) await search(page).getByRole("button", { name: "Apply" }).click();
}

async function openList(page: Page, path = "/tournaments") {
  await page.goto(path);
  await waitForHydration(page, search(page).getByLabel("Search"));
}

test("search, region and type filters narrow the list; Load More adds five", async ({ page }) => {
  const tag = uniqueTag("tour");
  insertTournament({ name: `${tag} Clash`, region: "South America", type: "LOCAL", start: 3 });
  insertTournament({ name: `${tag} Open`, region: "Europe", type: "MAJOR", start: 4 });

  await openList(page);
  await expect(cards(page)).toHaveCount(5);
  await page.getByRole("link", { name: "Load More Tournaments" }).click();
  await expect(page).toHaveURL(/limit=10/);
  await expect(cards(page)).toHaveCount(10);

  await search(page).getByLabel("Search").fill(tag.toUpperCase());
  await applyFilters(page);
  await expect(cards(page)).toHaveCount(2);
  // A filter change starts again from one page.
  await expect(page).not.toHaveURL(/limit=/);

  await search(page).getByLabel("Region").selectOption("South America");
  await applyFilters(page);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`${tag} Clash`);
  await expect(page).toHaveURL(/region=South\+America/);

  await search(page).getByLabel("Type").selectOption("MAJOR");
  await applyFilters(page);
  await expect(page.getByText("No tournaments found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or filters.")).toBeVisible();

  // The state is in the URL: reloading (or sharing it) gives the same list.
  await page.reload();
  await expect(search(page).getByLabel("Type")).toHaveValue("MAJOR");
  await expect(page.getByText("No tournaments found")).toBeVisible();
});

test("past tournaments are one link away", async ({ page }) => {
  const tag = uniqueTag("past");
  insertTournament({ name: `${tag} Throwback`, start: -20 });
  await openList(page);
  await page.getByRole("link", { name: "Show Past Tournaments" }).click();
  await expect(page).toHaveURL(/mode=past/);
  await expect(page.getByRole("heading", { name: /Past Tournaments/ })).toBeVisible();
  await search(page).getByLabel("Search").fill(tag);
  await applyFilters(page);
  await expect(cards(page)).toHaveCount(1);
  await expect(page).toHaveURL(/mode=past/);
  await page.getByRole("link", { name: "Show Upcoming Tournaments" }).click();
  await expect(page).not.toHaveURL(/mode=past/);
});

test("a card opens the details: a dialog with JavaScript, the tournament's page without", async ({
  page,
}) => {
  const tag = uniqueTag("dtl");
  const name = `${tag} Invitational`;
  const id = insertTournament({ name, start: 5, days: 3, location: "Detroit, MI" });
  await openList(page, `/tournaments?q=${tag}`);
  const link = cards(page).getByRole("link", { name });
  await waitForHydration(page, link);
  await link.click();
  if (jsEnabled()) {
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Grand Finals");
    await expect(dialog).toContainText("Detroit, MI");
    await expect(page).toHaveURL(/\/tournaments\?q=/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  } else {
    await expect(page).toHaveURL(new RegExp(`/tournaments/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Grand Finals")).toBeVisible();
  }
});

test("a guest pressing Submit Tournament is asked to sign in", async ({ page }) => {
  await openList(page);
  const submit = page.getByRole("link", { name: "Submit Tournament" });
  await waitForHydration(page, submit);
  await submit.click();
  if (jsEnabled()) {
    const dialog = page.getByRole("dialog", { name: "Authentication Required" });
    await expect(dialog).toContainText("Come on! You must be logged in to submit a Tournament.");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/tournaments$/);
  } else {
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsubmit-tournament/);
  }
});
