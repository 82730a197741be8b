import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { eventWithWalkIns, okJson } from "./event-helpers";
import { ownerApi, OWNER, signIn, toast } from "./helpers";
import { expectTapTargets, PHONE, tapper } from "./phone-helpers";

/** The organiser's screen on a phone at the venue (JavaScript on and off: both projects). */
test.use(PHONE);

const PLAYERS = ["Ann", "Bo", "Cy", "Di"];

/** An event in check-in with four walk-ins, made through the API; its id. */
async function eventInCheckIn(api: APIRequestContext) {
  const { id } = await eventWithWalkIns(api, PLAYERS, { checkedIn: false });
  await okJson(api.patch(`/api/events/${id}`, { data: { status: "checkin" } }));
  return id;
}

const screen = (page: Page) => page.locator("main article");

/** Every control is a tap target and nothing scrolls the page sideways. */
async function expectPhoneFit(page: Page) {
  await expectTapTargets(screen(page), "button, a, select, input:not([type=hidden])");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("check in four, start, call and report the first match in 13 taps", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL!);
  const eventId = await eventInCheckIn(api);
  await api.dispose();
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto(`/events/${eventId}/manage`);
  await expectPhoneFit(page);
  const taps = tapper(page);

  for (const name of PLAYERS) {
    await taps.tap(page.getByRole("button", { name: `Check in ${name}` }));
    await expect(page.getByTestId("entrant-row").filter({ hasText: name })).toContainText(
      "Checked in",
    );
  }
  await taps.tap(page.getByRole("button", { name: "Start the bracket" }));
  await expect(toast(page)).toContainText("Bracket Started");
  await expectPhoneFit(page);

  const first = page.getByTestId("open-match").filter({ hasText: "Ann vs Di" });
  await taps.tap(first.getByRole("button", { name: "Call Ann vs Di" }));
  await expect(first).toContainText("Called");
  await taps.choose(first.getByLabel("Winner"), "Ann");
  await taps.choose(first.getByLabel("Games won by Ann"), "2");
  await taps.choose(first.getByLabel("Games won by Di"), "0");
  await taps.tap(first.getByRole("button", { name: "Report Ann vs Di" }));
  await expect(toast(page)).toContainText("Result Reported");
  await expect(page.getByTestId("done-match").filter({ hasText: "Ann vs Di" })).toContainText(
    "2–0",
  );
  await expectPhoneFit(page);
  expect(taps.taps).toBe(13);
});
