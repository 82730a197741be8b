import { expect, test, type Page } from "@playwright/test";
import { dayFromToday, insertTournament } from "./data";
import {
  createUserViaApi,
  jsEnabled,
  OWNER,
  signIn,
  signInViaUi,
  signOutViaUi,
  toast,
  uniqueTag,
  waitForHydration,
} from "./helpers";

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
  await insertTournament({
    name: `${tag} Clash`,
    region: "South America",
    type: "LOCAL",
    start: 3,
  });
  await insertTournament({ name: `${tag} Open`, region: "Europe", type: "MAJOR", start: 4 });

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
  await insertTournament({ name: `${tag} Throwback`, start: -20 });
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
  const id = await insertTournament({ name, start: 5, days: 3, location: "Detroit, MI" });
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

test("a user submits a tournament, an admin approves it, and it is listed", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("sub");
  const name = `${tag} Showdown`;
  await createUserViaApi(request, tag);
  await signInViaUi(page, tag);

  await openList(page);
  await page.getByRole("link", { name: "Submit Tournament" }).click();
  await expect(page).toHaveURL(/\/submit-tournament$/);
  await expect(page.getByRole("heading", { name: "Tournament Information" })).toBeVisible();
  await expect(page.getByLabel("Tournament Type")).toHaveValue("LOCAL");
  await expect(page.getByLabel("Region")).toHaveValue("North America");

  const form = page.locator("form#submit-tournament");
  await waitForHydration(page, form);
  if (jsEnabled()) {
    // The client checks first and says so with the spec's toast.
    await Promise.all([
      expect(toast(page)).toContainText("Please fill in all required fields."),
      form.getByRole("button", { name: "Submit Tournament" }).click(),
    ]);
  }
  await page.getByLabel("Tournament Name").fill(name);
  await page.getByLabel("Description").fill("Singles and doubles, setups provided.");
  await page.getByLabel("Tournament Type").selectOption("REGIONAL");
  await page.getByLabel("Start Date").fill(dayFromToday(6));
  await page.getByLabel("End Date").fill(dayFromToday(7));
  await page.getByLabel("Location").fill("Tempe, AZ");
  await page.getByLabel("Max Players").fill("128");
  await Promise.all([
    expect(toast(page)).toContainText("Tournament Submitted Successfully!"),
    form.getByRole("button", { name: "Submit Tournament" }).click(),
  ]);
  await expect(page).toHaveURL(/\/tournaments$/);
  // Waiting for review: not listed yet.
  await openList(page, `/tournaments?q=${tag}`);
  await expect(page.getByText("No tournaments found")).toBeVisible();

  await signOutViaUi(page);
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto("/admin");
  const item = page.getByTestId("pending-tournament").filter({ hasText: name });
  await expect(item).toContainText("Tempe, AZ");
  await expect(item).toContainText(tag);
  const approve = item.getByRole("button", { name: "Approve" });
  await waitForHydration(page, approve);
  await Promise.all([expect(toast(page)).toContainText("Tournament Approved"), approve.click()]);
  await expect(item).toHaveCount(0);

  await openList(page, `/tournaments?q=${tag}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(name);
  await expect(cards(page)).toContainText("128 spots remaining");
});
