import { test, type APIRequestContext, type Page } from "@playwright/test";
import { audit, onlyWithJs, useAuditSetup } from "./axe-audit";
import {
  eventWithWalkIns,
  okJson,
  playOut,
  reportFirstWins,
  startedEvent,
  type EventJson,
} from "./event-helpers";
import { createUserViaApi, ownerApi, OWNER, signIn, uniqueTag } from "./helpers";

/**
 * axe (WCAG 2.2 AA) on the event pages at 375 and 1280 px in both themes: the organiser's create
 * form, screen before the start (with and without JavaScript: the drag handles differ), running
 * bracket and its two confirmation steps; the public bracket running and finished.
 */
useAuditSetup();

type Api = APIRequestContext;

/** An event with four checked-in walk-ins; its id and tournament's. */
const eventWithEntrants = (api: Api) => eventWithWalkIns(api, ["Ann", "Bo", "Cy", "Di"]);

/** The event started: stations, one match called, one on stream, one reported. */
async function runningEvent(api: Api) {
  const { id } = await eventWithEntrants(api);
  await okJson(api.patch(`/api/events/${id}`, { data: { stations: ["TV 1", "TV 2"] } }));
  const { matches } = await okJson<EventJson>(api.post(`/api/events/${id}/start`));
  const [first, second] = matches.filter((match) => match.status === "ready");
  await okJson(api.post(`/api/events/${id}/matches/${first.id}/call`, { data: {} }));
  await okJson(api.put(`/api/events/${id}/stream-queue`, { data: { matchIds: [second.id] } }));
  await reportFirstWins(api, id, first);
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

test("the public bracket while it runs", async ({ page, playwright, baseURL }) => {
  const api = await ownerApi(playwright, baseURL!);
  const { id } = await runningEvent(api);
  await api.dispose();
  await audit(page, `/events/${id}`, { shows: "Winners round 1", screenshot: "event" });
});

test("the public page of a finished event, with standings", async ({
  page,
  playwright,
  baseURL,
}) => {
  onlyWithJs();
  const api = await ownerApi(playwright, baseURL!);
  const done = await playOut(api, await startedEvent(api, ["Ann", "Bo", "Cy", "Di", "Ed"]));
  await api.dispose();
  await audit(page, `/events/${done.id}`, { shows: "Standings", screenshot: "event-finished" });
});

test("a player's entry and next match on the event page", async ({ page, playwright, baseURL }) => {
  onlyWithJs();
  const tag = uniqueTag("ax");
  await createUserViaApi(page.request, tag);
  const api = await ownerApi(playwright, baseURL!);
  const { id } = await eventWithWalkIns(api, ["Ann"]);
  const mine = await okJson<{ id: number }>(page.request.post(`/api/events/${id}/entrants`), 201);
  await okJson(api.post(`/api/events/${id}/entrants/${mine.id}/check-in`));
  await okJson(api.post(`/api/events/${id}/start`));
  await api.dispose();
  await audit(page, `/events/${id}`, { shows: "Your next match", screenshot: "event-player" });
});
