import { expect, test, type Page } from "@playwright/test";
import { currentUser, jsEnabled, OWNER, openSettings, signInViaUi } from "./helpers";

const DARK = /(^|\s)dark(\s|$)/;

/** The theme cookie's value ("light" / "dark"), decoded the way Remix's createCookie encodes it. */
async function themeCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "theme");
  if (!cookie) return undefined;
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8"));
}

test.describe("theme", () => {
  test("the theme toggle works with and without JavaScript", async ({ page }) => {
    const html = page.locator("html");
    await page.goto("/");
    await expect(html).toHaveClass(DARK);

    await openSettings(page);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect.poll(() => themeCookie(page)).toBe("light");
    await expect(html).not.toHaveClass(DARK);
    await page.reload();
    await expect(html).not.toHaveClass(DARK);
    await page.goto("/contact");
    await expect(html).not.toHaveClass(DARK);

    await openSettings(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect.poll(() => themeCookie(page)).toBe("dark");
    await expect(html).toHaveClass(DARK);
    // The toggle comes back to the page it was used on.
    await expect(page).toHaveURL((url) => url.pathname === "/contact");
    await page.reload();
    await expect(html).toHaveClass(DARK);
  });
});

test("an unknown path is a real 404", async ({ page }) => {
  const response = await page.goto("/definitely-not-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("/definitely-not-here")).toBeVisible();
});

test.describe("home page", () => {
  test("a guest is invited to join", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Join the Community!" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Sign Up", exact: true }),
    ).toHaveAttribute("href", "/auth?tab=register");
  });

  test("the owner is welcomed back", async ({ page }) => {
    await signInViaUi(page, OWNER.tag, OWNER.password);
    await expect(page.getByRole("heading", { name: /^Welcome back, .+/ })).toBeVisible();
    await expect(currentUser(page)).toContainText("(Owner)");
    await expect(page.getByRole("heading", { name: "Join the Community!" })).toHaveCount(0);
  });
});

test.describe("the Settings menu", () => {
  test.skip(() => !jsEnabled(), "a <details> without JavaScript closes by its summary");
  const settings = (page: Page) => page.locator("details", { has: page.getByLabel("Settings") });

  test("closes on Escape, with focus back on its summary", async ({ page }) => {
    await page.goto("/");
    await openSettings(page);
    await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).focus();
    await page.keyboard.press("Escape");
    await expect(settings(page)).not.toHaveAttribute("open");
    await expect(page.locator('summary[aria-label="Settings"]')).toBeFocused();
  });

  test("closes on a click outside", async ({ page }) => {
    await page.goto("/");
    await openSettings(page);
    await page.mouse.click(640, 500);
    await expect(settings(page)).not.toHaveAttribute("open");
  });

  test("stays open, with focus on the toggle, when the theme changes", async ({ page }) => {
    await page.goto("/");
    await openSettings(page);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect.poll(() => themeCookie(page)).toBe("light");
    await expect(settings(page)).toHaveAttribute("open", "");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeFocused();
  });
});
