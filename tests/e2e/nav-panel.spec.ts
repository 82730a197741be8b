import { expect, test, type Page } from "@playwright/test";
import { jsEnabled, waitForHydration } from "./helpers";

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

const panel = (page: Page) => page.getByTestId("nav-panel").filter({ visible: true });
const opener = (page: Page) => page.getByLabel("Open navigation");

async function openPanel(page: Page) {
  await waitForHydration(page, opener(page));
  await opener(page).click();
  await expect(panel(page)).toBeVisible();
}

test("on a phone the panel covers the screen, opaque, with every link inside it", async ({
  page,
}) => {
  await page.goto("/");
  await openPanel(page);
  const box = await panel(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeLessThanOrEqual(0);
  expect(box!.y + box!.height).toBeGreaterThanOrEqual(PHONE.height);
  const background = await panel(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/^rgb\(/);

  const links = panel(page).getByRole("link");
  expect(await links.count()).toBeGreaterThan(3);
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    const inner = (await link.boundingBox())!;
    expect(inner.x).toBeGreaterThanOrEqual(box!.x);
    expect(inner.x + inner.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
    expect(inner.y).toBeGreaterThanOrEqual(box!.y);
    expect(inner.y + inner.height).toBeLessThanOrEqual(box!.y + box!.height + 0.5);
    // What is drawn at the link's centre is the link itself, not something laid over it.
    const onTop = await link.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit === el || el.contains(hit);
    });
    expect(onTop).toBe(true);
  }
});

test("the close control closes the panel", async ({ page }) => {
  await page.goto("/rankings");
  await openPanel(page);
  await panel(page).getByLabel("Close navigation").click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/rankings$/);
});

test("a link of the panel leads to its page, and the panel is closed there", async ({ page }) => {
  await page.goto("/");
  await openPanel(page);
  await panel(page).getByRole("link", { name: "Tournaments", exact: true }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(panel(page)).toHaveCount(0);
});

test.describe("with the keyboard", () => {
  test.skip(() => !jsEnabled(), "focus management is JavaScript's part");

  test("focus moves in, stays in, and Escape returns it to ☰", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, opener(page));
    await opener(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel("Close navigation")).toBeFocused();
    const inside = () => panel(page).evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(opener(page)).toBeFocused();
  });

  test("a tap outside the panel closes it", async ({ page }) => {
    await page.goto("/");
    await openPanel(page);
    await page.mouse.click(20, PHONE.height / 2);
    await expect(panel(page)).toHaveCount(0);
  });
});

test("without JavaScript a tap outside closes the panel too", async ({ page }) => {
  test.skip(jsEnabled(), "the JavaScript panel is covered above");
  await page.goto("/");
  await openPanel(page);
  await page.mouse.click(20, PHONE.height / 2);
  await expect(panel(page)).toHaveCount(0);
});
