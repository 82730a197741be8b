import { expect, test, type Locator, type Page } from "@playwright/test";
import { jsEnabled, OWNER, signInViaUi, waitForHydration } from "./helpers";

test.skip(
  () => !jsEnabled(),
  "focus management is JavaScript's part; the steps are URLs without it",
);

/** Tab and Shift+Tab a few times: focus never leaves `box`. */
async function expectFocusTrapped(page: Page, box: Locator) {
  const inside = () => box.evaluate((el) => el.contains(document.activeElement));
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await inside()).toBe(true);
  }
}

test("the admin confirmation step takes focus, keeps it, and Escape gives it back", async ({
  page,
}) => {
  await signInViaUi(page, OWNER.tag, OWNER.password);
  await page.goto("/admin");
  // A demo player no other test acts on.
  const ban = page.getByRole("link", { name: "Ban FalconPunch", exact: true });
  await waitForHydration(page, ban);
  await ban.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Ban User" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/confirm=ban/);
  expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/confirm=/);
  await expect(ban).toBeFocused();
});

test("with JavaScript the tournaments filter's hidden Apply button is no Tab stop", async ({
  page,
}) => {
  await page.goto("/tournaments");
  const timeframe = page.getByLabel("Timeframe");
  await waitForHydration(page, timeframe);
  await timeframe.focus();
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(focused).not.toBe("Apply");
  await expect(page.locator("button", { hasText: "Apply" })).toHaveAttribute("tabindex", "-1");
});
