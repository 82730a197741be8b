import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const OWNER = { tag: "Owner", password: "owner-password" } as const;
export const PASSWORD = "e2e-password";

let counter = 0;

/** A tag unique to this call (≤ 20 characters): time, worker, counter and a little randomness. */
export function uniqueTag(prefix = "p") {
  const time = Date.now().toString(36).slice(-6);
  const worker = (process.env.TEST_PARALLEL_INDEX ?? "0").slice(-1);
  const count = (counter++ % 1296).toString(36).padStart(2, "0");
  const random = Math.random().toString(36).slice(2, 6).padEnd(4, "0");
  return `${prefix.slice(0, 4)}${time}${worker}${count}${random}`.slice(0, 20);
}

// The narrow-screen navigation panel carries a second (hidden) copy of the label.
export const currentUser = (page: Page) =>
  page.getByTestId("current-user").filter({ visible: true });
export const toast = (page: Page) => page.getByTestId("toast");
export const signInLink = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Sign In", exact: true });

/**
 * With JavaScript on, waits until React has hydrated `locator` (it then carries React's
 * internal props), so a click runs the enhanced handler instead of the plain HTML behaviour.
 * Without JavaScript it returns at once.
 */
export async function waitForHydration(page: Page, locator?: Locator) {
  if (!jsEnabled()) return;
  const target = locator ?? page.locator("body");
  await expect
    .poll(() =>
      target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
}

/** Waits until the page's socket has connected and joined its rooms (before a live event is sent). */
export async function waitForSocket(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-realtime", "live");
}

/** An API client signed in as the owner, in its own cookie jar; dispose of it afterwards. */
export async function ownerApi(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post("/api/login", {
    data: { username: OWNER.tag, password: OWNER.password },
  });
  expect(res.status()).toBe(200);
  return api;
}

/** Whether the running project has JavaScript on ("js") or off ("no-js"). */
export function jsEnabled() {
  return test.info().project.use.javaScriptEnabled !== false;
}

export async function expectSignedIn(page: Page, tag: string) {
  await expect(currentUser(page)).toContainText(tag);
  await expect(signInLink(page)).toHaveCount(0);
}

export async function expectSignedOut(page: Page) {
  await expect(signInLink(page)).toBeVisible();
  await expect(currentUser(page)).toHaveCount(0);
}

type RegisterOptions = { email?: string; main?: string; secondaries?: string; slippiCode?: string };

/** Signs up through /auth?tab=register and waits for the landing page to show the tag. */
export async function registerViaUi(
  page: Page,
  tag: string,
  password = PASSWORD,
  options: RegisterOptions = {},
) {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Tag", { exact: true }).fill(tag);
  await page.getByLabel("Email", { exact: true }).fill(options.email ?? `${tag}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (options.main) await page.getByLabel("Who is your Main?").fill(options.main);
  if (options.secondaries) await page.getByLabel("Secondaries?").fill(options.secondaries);
  if (options.slippiCode) await page.getByLabel("Slippi Code (optional)").fill(options.slippiCode);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(currentUser(page)).toContainText(tag);
}

/** Fills and submits the Sign In form at /auth (does not assert the outcome). */
export async function submitSignIn(page: Page, tag: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Tag", { exact: true }).fill(tag);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Signs the page's browser context in through POST /api/login (the context shares its cookies
 * with `page.request`): for tests whose subject is not the sign-in form. The page stays where it
 * is; go to the page under test next.
 */
export async function signIn(page: Page, tag: string, password = PASSWORD) {
  const response = await page.request.post("/api/login", { data: { username: tag, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through /auth and waits for the landing page to show the tag. */
export async function signInViaUi(page: Page, tag: string, password = PASSWORD) {
  await submitSignIn(page, tag, password);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(currentUser(page)).toContainText(tag);
}

/** Opens the desktop Settings panel (a <details>) in the top bar. */
export async function openSettings(page: Page) {
  const summary = page.locator('summary[aria-label="Settings"]');
  await waitForHydration(page, summary);
  const details = page.locator("details", { has: summary });
  if ((await details.getAttribute("open")) === null) await summary.click();
  await expect(details).toHaveAttribute("open", "");
}

/** Settings → Sign Out; the app posts to /api/logout and lands on /. */
export async function signOutViaUi(page: Page) {
  await openSettings(page);
  // The panel's own button: /profile has a second Sign Out form.
  const settings = page.locator("details", { has: page.locator('summary[aria-label="Settings"]') });
  await settings.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expectSignedOut(page);
}

/** Creates an account through POST /api/register in its own request context (the page stays signed out). */
export async function createUserViaApi(
  request: APIRequestContext,
  tag: string,
  password = PASSWORD,
) {
  const response = await request.post("/api/register", {
    data: { username: tag, email: `${tag}@example.com`, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; username: string };
}

const LOCK_WAIT_MS = 60_000;

/**
 * A lock shared by every worker of this run (a file created exclusively under tests/.tmp), for
 * the few tests that change something global on the shared database (the home page's active
 * poll, the order of the featured updates) and so must take turns. Returns the release function.
 */
export async function lockShared(name: string) {
  const file = fileURLToPath(new URL(`../.tmp/${name}.lock`, import.meta.url));
  const run = `${process.env.E2E_PORT ?? ""}:`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(file, `${run}${process.pid}`, { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A lock left by an earlier run (another server port) is stale.
    const holder = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    if (holder && !holder.startsWith(run)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the ${name} lock`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The page's errors as they happen: uncaught exceptions and console errors, except a failed
 * resource (a 404 page's own status is reported as one, not an error of the page's code).
 */
export function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** Holds back the page's requests for `url` (a glob) until `release`; `asked` once one came. */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Holds back the page's entry script, so nothing hydrates until `release` (a slow phone's wait). */
export async function holdHydration(page: Page) {
  return (await holdRequests(page, "**/build/entry.client-*.js")).release;
}

/** Holds back the browser's requests for these lazy modules (by name) until `release`. */
export async function holdModules(page: Page, names: string[]) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetched = new Set<string>();
  for (const name of names) {
    await page.route(`**/build/_shared/${name}-*.js`, async (route) => {
      await held;
      await route.continue();
      fetched.add(name);
    });
  }
  return { release, fetched };
}
