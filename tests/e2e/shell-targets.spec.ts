import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createUserViaApi, jsEnabled, signIn, toast, uniqueTag, waitForHydration } from "./helpers";

const PHONE = { width: 375, height: 812 };
// WCAG 2.5.5's target size, the least a thumb hits reliably.
const MIN_TARGET_PX = 44;

test.use({ viewport: PHONE });

const CONTROLS = "a[href], button, summary, input:not([type=hidden]), select, textarea";
const opener = (page: Page) => page.getByLabel("Open navigation");
const panel = (page: Page) => page.getByTestId("nav-panel").filter({ visible: true });

/** Each visible control inside `box` whose box is shorter than a tap target, by its text. */
async function shortControls(box: Locator) {
  const short: string[] = [];
  for (const control of await box.locator(CONTROLS).filter({ visible: true }).all()) {
    const { height } = (await control.boundingBox())!;
    if (height < MIN_TARGET_PX) {
      const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
      short.push(`${name.trim()}: ${height}px`);
    }
  }
  return short;
}

/** A new player, signed in on `page` (the phone's top bar shows no tag to wait for). */
async function signedInPlayer(page: Page, request: APIRequestContext) {
  const tag = uniqueTag("tap");
  await createUserViaApi(request, tag);
  await signIn(page, tag);
  return tag;
}

/** The top bar's, the ☰ panel's and the footer's controls, as a guest and signed in. */
async function expectShellTargets(page: Page) {
  await page.goto("/");
  const header = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");
  expect(await header.locator(CONTROLS).filter({ visible: true }).count()).toBeGreaterThan(2);
  expect(await footer.locator(CONTROLS).filter({ visible: true }).count()).toBeGreaterThan(2);
  expect(await shortControls(header)).toEqual([]);
  expect(await shortControls(footer)).toEqual([]);

  await waitForHydration(page, opener(page));
  await opener(page).click();
  await expect(panel(page)).toBeVisible();
  expect(await panel(page).locator(CONTROLS).filter({ visible: true }).count()).toBeGreaterThan(5);
  expect(await shortControls(panel(page))).toEqual([]);
}

test("every control of the shell is a 44 px tap target on a phone, for a guest", async ({
  page,
}) => {
  await expectShellTargets(page);
});

test("every control of the shell is a 44 px tap target on a phone, signed in", async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  await expectShellTargets(page);
});

test("a toast leaves ☰ uncovered, and its ✕ is shown only where it works", async ({
  page,
  request,
}) => {
  const tag = await signedInPlayer(page, request);
  await page.goto("/contact");
  const main = page.getByRole("main");
  const send = main.getByRole("button", { name: "Send Message" });
  await waitForHydration(page, send);
  await main.getByLabel("Message Type").selectOption({ label: "Feature Request" });
  await main.getByLabel("Message", { exact: true }).fill(`Toast placement (${tag})`);
  await send.click();
  await expect(toast(page)).toContainText("Message Sent");

  const shown = (await toast(page).boundingBox())!;
  const bar = (await page.getByRole("banner").boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // What a tap on ☰'s centre hits is ☰ itself, with the toast up.
  const onTop = await opener(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit === el || el.contains(hit);
  });
  expect(onTop).toBe(true);

  // Checked while the toast is up (it leaves by itself after 5 s).
  const close = toast(page).getByRole("button", { name: "Close" });
  if (!jsEnabled()) {
    // Without JavaScript it could not close anything: it is not there; the toast fades by CSS.
    await expect(close).toHaveCount(0);
    return;
  }
  await expect(close).toBeVisible();
  expect((await close.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  await close.click();
  await expect(toast(page)).toHaveCount(0);
});
