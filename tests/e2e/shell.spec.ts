import { expect, test, type Page } from "@playwright/test";
import {
  collectPageErrors,
  currentUser,
  holdModules,
  jsEnabled,
  OWNER,
  openSettings,
  signIn,
  signInViaUi,
  waitForHydration,
  waitForSocket,
} from "./helpers";

/** The page background each theme paints (white, slate-950), read from <html>. */
const BACKGROUND = { light: "rgb(255, 255, 255)", dark: "rgb(2, 6, 23)" } as const;
const WIDTHS = [375, 1280] as const;

const background = (page: Page) =>
  page.locator("html").evaluate((el) => getComputedStyle(el).backgroundColor);

/** The theme cookie's value ("light" / "dark"), decoded the way Remix's createCookie encodes it. */
async function themeCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "theme");
  if (!cookie) return undefined;
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8"));
}

/** Presses the visible theme toggle: in the Settings panel, or on a phone in the ☰ panel. */
async function switchTheme(page: Page, to: "light" | "dark") {
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= 768) {
    await openSettings(page);
  } else {
    const opener = page.getByLabel("Open navigation");
    await waitForHydration(page, opener);
    await opener.click();
  }
  await page.getByRole("button", { name: `Switch to ${to} theme` }).click();
  // Without JS the click posts a form and the browser swaps in a new document: wait for it to
  // carry the picked theme, so a reload or goto that follows never meets a page being replaced.
  await expect(page.locator("html")).toHaveClass(new RegExp(`(^|\\s)${to}(\\s|$)`));
}

test.describe("theme", () => {
  for (const width of WIDTHS) {
    test(`with no theme picked the page follows the device's colour scheme (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const scheme of ["dark", "light"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // Rendered by the server for either device: no theme class, the media query decides.
        await page.goto("/");
        await expect(page.locator("html")).not.toHaveClass(/(^|\s)(dark|light)(\s|$)/);
        expect(await background(page)).toBe(BACKGROUND[scheme]);
        // The toggle offered is the one leading away from the theme shown.
        const other = scheme === "dark" ? "light" : "dark";
        await switchTheme(page, other);
        await expect.poll(() => themeCookie(page)).toBe(other);
        await expect.poll(() => background(page)).toBe(BACKGROUND[other]);
        await page.context().clearCookies();
      }
    });

    test(`a picked theme wins over the device's colour scheme (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/");
      await switchTheme(page, "light");
      await expect.poll(() => themeCookie(page)).toBe("light");
      await page.reload();
      expect(await background(page)).toBe(BACKGROUND.light);

      await page.emulateMedia({ colorScheme: "light" });
      await switchTheme(page, "dark");
      await expect.poll(() => themeCookie(page)).toBe("dark");
      await page.goto("/contact");
      expect(await background(page)).toBe(BACKGROUND.dark);
    });
  }

  test("the theme toggle works with and without JavaScript", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await background(page)).toBe(BACKGROUND.dark);

    await switchTheme(page, "light");
    await expect.poll(() => themeCookie(page)).toBe("light");
    await expect.poll(() => background(page)).toBe(BACKGROUND.light);
    await page.reload();
    expect(await background(page)).toBe(BACKGROUND.light);
    await page.goto("/contact");
    expect(await background(page)).toBe(BACKGROUND.light);

    await switchTheme(page, "dark");
    await expect.poll(() => themeCookie(page)).toBe("dark");
    await expect.poll(() => background(page)).toBe(BACKGROUND.dark);
    // The toggle comes back to the page it was used on.
    await expect(page).toHaveURL((url) => url.pathname === "/contact");
    await page.reload();
    expect(await background(page)).toBe(BACKGROUND.dark);
  });
});

test("an unknown path is a real 404", async ({ page }) => {
  const response = await page.goto("/definitely-not-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("/definitely-not-here")).toBeVisible();
});

test("leaving the 404 page for another page works", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/definitely-not-here");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page.getByRole("heading", { name: "Join the Community!" })).toBeVisible();
  expect(errors).toEqual([]);
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
  // A dark device with no theme picked: the toggle offered is "Switch to light theme".
  test.use({ colorScheme: "dark" });
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
    await switchTheme(page, "light");
    await expect.poll(() => themeCookie(page)).toBe("light");
    await expect(settings(page)).toHaveAttribute("open", "");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeFocused();
  });
});

test("a signed-in first load hydrates cleanly while the shell's lazy extras are still loading", async ({
  page,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The extras' module is held back until the socket has opened: an update that reaches a
  // boundary still waiting for its module during hydration makes React discard that part of the
  // page and report it (error #421).
  const { release, fetched } = await holdModules(page, ["signed-in-extras"]);
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto("/tournaments");
  await waitForSocket(page);
  release();
  await expect.poll(() => fetched.size).toBe(1);
  await waitForHydration(page);
  expect(errors).toEqual([]);
});
