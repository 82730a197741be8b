import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { audit, onlyWithJs, useAuditSetup } from "./axe-audit";
import { insertTournament } from "./data";
import { ownerApi, OWNER, signIn, uniqueTag } from "./helpers";

/**
 * axe (WCAG 2.2 AA) on the organiser's pages at 375 and 1280 px in both themes: the create
 * form, the screen before the start (with and without JavaScript: the drag handles differ),
 * the running bracket, and its two confirmation steps.
 */
useAuditSetup();

type Api = APIRequestContext;

async function ok(response: ReturnType<Api["post"]>, status = 200) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return answer.json() as Promise<{ id: number }>;
}

/** An event with four checked-in walk-ins; its id and tournament's. */
async function eventWithEntrants(api: Api) {
  const tournamentId = await insertTournament({ name: `Weekly ${uniqueTag("w")}`, start: 0 });
  const { id } = await ok(
    api.post(`/api/tournaments/${tournamentId}/events`, {
      data: { name: "Melee Singles", format: "double_elimination", bestOf: 3 },
    }),
    201,
  );
  for (const name of ["Ann", "Bo", "Cy", "Di"]) {
    const entrant = await ok(api.post(`/api/events/${id}/entrants`, { data: { name } }), 201);
    await ok(api.post(`/api/events/${id}/entrants/${entrant.id}/check-in`, { data: {} }));
  }
  return { id, tournamentId };
}

type Match = { id: number; status: string; entrant1Id: number | null };

/** The event started: stations, one match called, one on stream, one reported. */
async function runningEvent(api: Api) {
  const { id } = await eventWithEntrants(api);
  await ok(api.patch(`/api/events/${id}`, { data: { stations: ["TV 1", "TV 2"] } }));
  const { matches } = (await ok(api.post(`/api/events/${id}/start`, { data: {} }))) as unknown as {
    matches: Match[];
  };
  const [first, second] = matches.filter((match) => match.status === "ready");
  await ok(api.post(`/api/events/${id}/matches/${first.id}/call`, { data: {} }));
  await ok(api.put(`/api/events/${id}/stream-queue`, { data: { matchIds: [second.id] } }));
  await ok(
    api.post(`/api/events/${id}/matches/${first.id}/report`, {
      data: { winnerEntrantId: first.entrant1Id, score1: 2, score2: 0 },
    }),
  );
  const entrant = (matches.find((match) => match.id === second.id) ?? second).entrant1Id!;
  return { id, reported: first.id, entrant };
}

async function asOwner(page: Page, playwright: Parameters<typeof ownerApi>[0], baseURL: string) {
  await signIn(page, OWNER.tag, OWNER.password);
  return ownerApi(playwright, baseURL);
}

test("the create-event form", async ({ page, playwright, baseURL }) => {
  onlyWithJs();
  const api = await asOwner(page, playwright, baseURL!);
  const { tournamentId } = await eventWithEntrants(api);
  await api.dispose();
  await audit(page, `/tournaments/${tournamentId}/events/new`, { shows: "New event" });
});

test("before the start: entrants, check-in, seeding", async ({ page, playwright, baseURL }) => {
  const api = await asOwner(page, playwright, baseURL!);
  const { id } = await eventWithEntrants(api);
  await api.dispose();
  await audit(page, `/events/${id}/manage`, {
    shows: "Seed from the rankings",
    screenshot: "event-manage",
  });
});

test("the running bracket: stations, matches, stream queue", async ({
  page,
  playwright,
  baseURL,
}) => {
  onlyWithJs();
  const api = await asOwner(page, playwright, baseURL!);
  const { id } = await runningEvent(api);
  await api.dispose();
  await audit(page, `/events/${id}/manage`, {
    shows: "Matches to play",
    screenshot: "event-manage-running",
  });
});

test("the reset and DQ confirmations", async ({ page, playwright, baseURL }) => {
  const api = await asOwner(page, playwright, baseURL!);
  const { id, reported, entrant } = await runningEvent(api);
  await api.dispose();
  await audit(page, `/events/${id}/manage?reset=${reported}`, {
    shows: "Reset them too",
    scope: "dialog",
  });
  await audit(page, `/events/${id}/manage?dq=${entrant}`, {
    shows: "Their open and later matches become forfeits",
    scope: "dialog",
  });
});
