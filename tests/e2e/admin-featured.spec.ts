import { expect, test, type Page } from "@playwright/test";
import { featuredOrders, featuredTexts } from "./data";
import { keyboardDrag } from "./drag-helpers";
import {
  jsEnabled,
  lockShared,
  OWNER,
  signIn,
  toast,
  uniqueTag,
  waitForHydration,
} from "./helpers";

const section = (page: Page) => page.getByRole("region", { name: "Featured Updates Management" });

/** The texts of the featured updates as the page lists them, top to bottom. */
const shownTexts = (page: Page) => section(page).getByTestId("featured-text").allTextContents();

/** How many places `b` sits below `a` in the list (negative when above). */
const distance = (texts: string[], a: string, b: string) => texts.indexOf(b) - texts.indexOf(a);

async function addUpdate(page: Page, text: string) {
  await page.getByLabel("New featured update").fill(text);
  await page.getByRole("button", { name: "Add Update" }).click();
  await expect(toast(page)).toContainText("Featured Update Created");
  await expect(section(page).getByText(text, { exact: true })).toBeVisible();
}

// Reordering rewrites the order of every featured update, and the "js" and "no-js" projects run
// at the same time on one database: these tests take turns.
let release: (() => void) | undefined;
test.beforeEach(async () => {
  release = await lockShared("featured-updates");
});
test.afterEach(() => release?.());

async function openAdmin(page: Page) {
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto("/admin");
  await expect(section(page)).toBeVisible();
  await waitForHydration(page);
}

test("without JavaScript, Move up moves the last update above the one before it", async ({
  page,
}) => {
  test.skip(jsEnabled(), "The Move buttons are the no-JavaScript way to reorder");
  const first = `First ${uniqueTag("f")}`;
  const last = `Last ${uniqueTag("l")}`;
  await openAdmin(page);
  await addUpdate(page, first);
  await addUpdate(page, last);
  expect(distance(await shownTexts(page), first, last)).toBeGreaterThan(0);

  // Another test may have added items in between: move up until ours is above.
  let gap = distance(await shownTexts(page), first, last);
  while (gap > 0) {
    await section(page)
      .getByRole("button", { name: `Move up ${last}` })
      .click();
    const before = gap;
    await expect
      .poll(async () => distance(await shownTexts(page), first, last))
      .toBeLessThan(before);
    gap = distance(await shownTexts(page), first, last);
  }
  await expect(toast(page)).toContainText("Featured Updates Reordered");
  expect(distance(await shownTexts(page), first, last)).toBe(-1);
  expect(distance(await featuredTexts(), first, last)).toBe(-1);
  const orders = await featuredOrders();
  expect(orders).toEqual(orders.map((_, i) => i + 1));
});

test("with JavaScript, the keyboard drag (Space, ArrowUp, Space) reorders and persists", async ({
  page,
}) => {
  test.skip(!jsEnabled(), "Dragging needs JavaScript");
  // The sortable list renders on the server too; hydration must find the same markup.
  const mismatches: string[] = [];
  page.on("console", (m) => {
    if (/hydrat|did not match/i.test(m.text())) mismatches.push(m.text());
  });
  const first = `First ${uniqueTag("f")}`;
  const last = `Last ${uniqueTag("l")}`;
  await openAdmin(page);
  await addUpdate(page, first);
  await addUpdate(page, last);
  const gap = distance(await shownTexts(page), first, last);
  expect(gap).toBeGreaterThan(0);

  const handle = section(page).getByRole("button", { name: `Reorder ${last}` });
  await waitForHydration(page, handle);
  const ids = await section(page)
    .getByTestId("featured-item")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-id") ?? ""));
  const itemId = async (text: string) =>
    (await section(page)
      .getByTestId("featured-item")
      .filter({ hasText: text })
      .getAttribute("data-id"))!;
  await keyboardDrag(page, handle, ids, await itemId(last), await itemId(first));
  await expect(toast(page)).toContainText("Featured Updates Reordered");
  await expect.poll(async () => distance(await shownTexts(page), first, last)).toBe(-1);
  expect(distance(await featuredTexts(), first, last)).toBe(-1);

  await page.reload();
  await expect(section(page)).toBeVisible();
  expect(distance(await shownTexts(page), first, last)).toBe(-1);
  await waitForHydration(page, section(page).getByRole("button", { name: `Reorder ${last}` }));
  expect(mismatches).toEqual([]);
});
