import { expect, test, type Page } from "@playwright/test";
import { okJson, reportFirstWins, startedEvent, type EventJson } from "./event-helpers";
import { jsEnabled, ownerApi, uniqueTag } from "./helpers";

/** /events/{id}/stream/overlay: the set overlay of the stream queue's first match, live. */

// With JavaScript the overlay follows by itself; without it, the next load shows the state.
const shows = async (page: Page, check: () => Promise<void>) => {
  if (!jsEnabled()) await page.reload();
  await check();
};

test("the overlay follows the stream queue: a game, a result, a new queue", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL!);
  const prefix = uniqueTag("so");
  const names = [1, 2, 3, 4].map((n) => `${prefix} ${n}`);
  const event = await startedEvent(api, names);
  const byKey = (view: EventJson, key: string) => view.matches.find((m) => m.key === key)!;
  // Seeds 1–4 meet 1 v 4 in W1-1, 2 v 3 in W1-2.
  const [first, second] = [byKey(event, "W1-1"), byKey(event, "W1-2")];
  const queue = (matchIds: number[]) =>
    okJson(api.put(`/api/events/${event.id}/stream-queue`, { data: { matchIds } }));
  await queue([first.id, second.id]);
  const { setId } = (
    await okJson<{ matches: { id: number; setId: number }[] }>(api.get(`/api/events/${event.id}`))
  ).matches.find((m) => m.id === first.id)!;

  const viewer = await browser.newContext();
  const overlay = await viewer.newPage();
  await overlay.goto(`/events/${event.id}/stream/overlay`);
  const scoreboard = overlay.getByTestId("scoreboard");
  await expect(scoreboard).toContainText(names[0]);
  await expect(scoreboard).toContainText(names[3]);
  await expect(overlay.getByTestId("set-score")).toHaveText("0 - 0");

  // A game on the streamed set: its score.
  const recorded = await api.post(`/api/score-tracker/matches/${setId}/games`, {
    data: { winnerId: 1, player1Character: "Fox", player2Character: "Falco" },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await shows(overlay, async () => {
    await expect(overlay.getByTestId("set-score")).toHaveText("1 - 0");
    await expect(overlay.getByTestId("character-1")).toHaveText("Fox");
  });

  // The match ends: the next one in the queue.
  await reportFirstWins(api, event.id, first);
  await shows(overlay, async () => {
    await expect(scoreboard).toContainText(names[1]);
    await expect(scoreboard).toContainText(names[2]);
    await expect(overlay.getByTestId("set-score")).toHaveText("0 - 0");
  });

  // The queue emptied: nothing on stream.
  await queue([]);
  await shows(overlay, async () => {
    await expect(overlay.getByText("No match on stream")).toBeVisible();
  });
  await viewer.close();
  await api.dispose();
});
