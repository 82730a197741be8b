import { expect, test } from "@playwright/test";
import { countSessions, expireSessions, setBanned } from "./data";
import {
  currentUser,
  createUserViaApi,
  expectSignedIn,
  expectSignedOut,
  jsEnabled,
  PASSWORD,
  registerViaUi,
  signInViaUi,
  signOutViaUi,
  submitSignIn,
  toast,
  uniqueTag,
  waitForHydration,
} from "./helpers";

test.describe("sign up, sign out, sign in", () => {
  test("a new player registers, signs out and signs back in", async ({ page }) => {
    const tag = uniqueTag("reg");
    // The welcome toast lives 1.5 s (spec), so it is watched for while the form is submitted.
    await Promise.all([
      expect(toast(page)).toContainText(`Welcome, ${tag}! Ken combo incoming.`),
      registerViaUi(page, tag, PASSWORD, {
        main: "Marth",
        secondaries: "Sheik, Falco",
        slippiCode: "ABCD#123",
      }),
    ]);
    await expectSignedIn(page, tag);

    await signOutViaUi(page);
    expect(await countSessions(tag)).toBe(0);

    await Promise.all([
      expect(toast(page)).toContainText(`Welcome, ${tag}! Ken combo incoming.`),
      signInViaUi(page, tag),
    ]);
    await expectSignedIn(page, tag);
  });

  test("a player without a main gets the plain welcome", async ({ page }) => {
    const tag = uniqueTag("plain");
    await Promise.all([
      expect(toast(page)).toContainText(`Welcome, ${tag}!`),
      registerViaUi(page, tag),
    ]);
  });
});

test.describe("form errors", () => {
  test("wrong password shows 'Invalid tag or password'", async ({ page, request }) => {
    const tag = uniqueTag("wrong");
    await createUserViaApi(request, tag);
    await submitSignIn(page, tag, "not-the-password");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Login failed");
    await expect(alert).toContainText("Invalid tag or password");
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
    await expectSignedOut(page);
  });

  test("an empty sign-in asks for both fields", async ({ page }) => {
    await page.goto("/auth");
    const submit = page.getByRole("button", { name: "Sign In", exact: true });
    await waitForHydration(page, submit);
    await submit.click();
    await expect(page.getByRole("alert")).toContainText("Please enter both tag and password");
  });

  test("an empty sign-up asks for tag and password", async ({ page }) => {
    await page.goto("/auth?tab=register");
    // The email input is `required`, so the browser itself would stop a fully empty form.
    await page.getByLabel("Email", { exact: true }).fill(`${uniqueTag("mail")}@example.com`);
    const submit = page.getByRole("button", { name: "Sign Up" });
    await waitForHydration(page, submit);
    await submit.click();
    await expect(page.getByRole("alert")).toContainText("Please enter tag and password");
    await expectSignedOut(page);
  });
});

test.describe("banned players and ended sessions", () => {
  test("a banned player loses their session and cannot sign in", async ({ page }) => {
    const tag = uniqueTag("ban");
    await registerViaUi(page, tag);
    expect(await countSessions(tag)).toBe(1);

    await setBanned(tag);
    await page.reload();
    await expectSignedOut(page);
    expect(await countSessions(tag)).toBe(0);

    await submitSignIn(page, tag, PASSWORD);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Login failed");
    await expect(alert).toContainText("Your account has been banned");
    await expectSignedOut(page);
    expect(await countSessions(tag)).toBe(0);
  });

  test("an expired session signs the player out on the next request", async ({ page }) => {
    const tag = uniqueTag("exp");
    await registerViaUi(page, tag);
    expect(await expireSessions(tag)).toBe(1);

    await page.reload();
    await expectSignedOut(page);
    expect(await countSessions(tag)).toBe(0);
  });

  test("20 idle minutes sign the player out in the browser", async ({ page }) => {
    test.skip(!jsEnabled(), "The inactivity timer is client-side JavaScript");
    await page.clock.install();
    const tag = uniqueTag("idle");
    await registerViaUi(page, tag);
    await waitForHydration(page, currentUser(page));

    await page.clock.fastForward("21:00");
    await expectSignedOut(page);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    expect(await countSessions(tag)).toBe(0);
  });

  test("the idle time counts from sign-in, even if the inactivity guard loads after it", async ({
    page,
  }) => {
    test.skip(!jsEnabled(), "The inactivity timer is client-side JavaScript");
    // The guard comes in a lazily loaded module: hold that module back until the tab has been
    // idle for 21 minutes, as a slow phone might.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/signed-in-extras-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    const tag = uniqueTag("late");
    await registerViaUi(page, tag);
    await waitForHydration(page, currentUser(page));

    await page.clock.fastForward("21:00");
    release();
    await expectSignedOut(page);
    expect(await countSessions(tag)).toBe(0);
  });
});
