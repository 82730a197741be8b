import { expect, test } from "@playwright/test";
import { eventWithWalkIns, okJson, type EventJson } from "./event-helpers";
import {
  createUserViaApi,
  jsEnabled,
  ownerApi,
  signIn,
  toast,
  uniqueTag,
  waitForHydration,
  waitForSocket,
} from "./helpers";

/** The players' day on an event page: register, check in, play the bracket set, drop out. */

test("a player registers, checks in, wins their set, sees the next match, then drops out", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag("pd");
  await createUserViaApi(page.request, tag);
  await signIn(page, tag);
  const api = await ownerApi(playwright, baseURL!);
  const walkIn = `Walk ${tag}`;
  const event = await eventWithWalkIns(api, [walkIn]);
  const url = `/events/${event.id}`;
  const entry = page.getByRole("region", { name: "Your entry" });

  await page.goto(url);
  await waitForHydration(page);
  await entry.getByRole("button", { name: "Register" }).click();
  await expect(toast(page)).toContainText("Registered");
  await expect(entry).toContainText("You are registered. Check in when check-in opens.");

  await okJson(api.patch(`/api/events/${event.id}`, { data: { status: "checkin", stations: 1 } }));
  await page.goto(url);
  await waitForHydration(page);
  await entry.getByRole("button", { name: "Check in" }).click();
  await expect(entry).toContainText("You are checked in.");

  const started = await okJson<EventJson>(api.post(`/api/events/${event.id}/start`));
  const first = started.matches.find((match) => match.key === "W1-1")!;
  await page.goto(url);
  await expect(entry.getByTestId("next-match")).toContainText(
    `Your next match: Winners round 1 vs ${walkIn}`,
  );
  // The home page and the top bar's badge lead to it too.
  await page.goto("/");
  const yours = page.getByRole("region", { name: "Your next match" });
  await expect(yours).toContainText(`vs ${walkIn} · Winners round 1`);
  await expect(yours.getByRole("link", { name: "Play your set" })).toBeVisible();
  const badge = page.getByRole("link", { name: /^Your match/ }).filter({ visible: true });
  await expect(badge).toContainText("1");
  if (jsEnabled()) await waitForSocket(page);
  await okJson(api.post(`/api/events/${event.id}/matches/${first.id}/call`, { data: {} }));
  // With JavaScript the call reaches the player wherever they are on the site.
  if (jsEnabled()) {
    await expect(toast(page)).toContainText("Match Called");
    await expect(toast(page)).toContainText("Your match is called to Station 1");
  }
  await page.goto(url);
  await expect(entry.getByTestId("next-match")).toContainText("Go to Station 1.");

  // The player plays their own bracket set: two games won move the bracket on by itself.
  await entry.getByRole("link", { name: "Play your set" }).click();
  await expect(page).toHaveURL(/\/score-tracker\?match=\d+/);
  const setId = Number(new URL(page.url()).searchParams.get("match"));
  const mine = started.entrants.find((entrant) => entrant.name === tag)!.id;
  const winnerId = first.entrant1Id === mine ? 1 : 2;
  for (let game = 0; game < 2; game++) {
    const recorded = await page.request.post(`/api/score-tracker/matches/${setId}/games`, {
      data: { winnerId },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
  }
  await page.goto(url);
  await expect(entry.getByTestId("next-match")).toContainText(
    `Your next match: Grand final vs ${walkIn}`,
  );
  await api.dispose();

  await entry.getByText("Drop out…").click();
  await entry.getByRole("button", { name: "Drop out of the event" }).click();
  await expect(toast(page)).toContainText("You Left the Event");
  await expect(entry).toContainText("You are out of this event.");
});

test("a guest is asked to sign in to register", async ({ page, playwright, baseURL }) => {
  const api = await ownerApi(playwright, baseURL!);
  const event = await eventWithWalkIns(api, []);
  await api.dispose();
  await page.goto(`/events/${event.id}`);
  await page.getByRole("link", { name: "Sign in to register" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fevents%2F\d+/);
});
