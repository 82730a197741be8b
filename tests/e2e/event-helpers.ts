import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { insertTournament } from "./data";
import { uniqueTag } from "./helpers";

/** Events set up through the API as an organiser would, for the event pages' tests. */

export type EventMatch = {
  id: number;
  key: string;
  status: string;
  entrant1Id: number | null;
  entrant2Id: number | null;
  isBye: boolean;
};
export type EventJson = {
  id: number;
  tournamentId: number;
  status: string;
  entrants: { id: number; name: string }[];
  matches: EventMatch[];
};

/** The answer's JSON, once its status is the one expected (the body is shown when it is not). */
export async function okJson<T>(response: APIResponse | Promise<APIResponse>, status = 200) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

/** A double elimination best of 3 in a new approved local, with `names` as walk-ins. */
export async function eventWithWalkIns(
  api: APIRequestContext,
  names: string[],
  { checkedIn = true } = {},
) {
  const tournamentId = await insertTournament({ name: `Weekly ${uniqueTag("w")}`, start: 0 });
  const event = await okJson<EventJson>(
    api.post(`/api/tournaments/${tournamentId}/events`, {
      data: { name: "Melee Singles", format: "double_elimination", bestOf: 3 },
    }),
    201,
  );
  for (const name of names) {
    const entrant = await okJson<{ id: number }>(
      api.post(`/api/events/${event.id}/entrants`, { data: { name } }),
      201,
    );
    if (checkedIn)
      await okJson(api.post(`/api/events/${event.id}/entrants/${entrant.id}/check-in`));
  }
  return event;
}

/** The event with `names` checked in, started (seeded in the order given). */
export async function startedEvent(api: APIRequestContext, names: string[]) {
  const { id } = await eventWithWalkIns(api, names);
  return okJson<EventJson>(api.post(`/api/events/${id}/start`));
}

/** Reports a paper 2-0 for the match's first entrant; the event after it. */
export const reportFirstWins = (api: APIRequestContext, eventId: number, match: EventMatch) =>
  okJson<EventJson>(
    api.post(`/api/events/${eventId}/matches/${match.id}/report`, {
      data: { winnerEntrantId: match.entrant1Id, score1: 2, score2: 0 },
    }),
  );

/** Reports every playable match, round after round, until the event is completed. */
export async function playOut(api: APIRequestContext, event: EventJson) {
  let current = event;
  while (current.status !== "completed") {
    const ready = current.matches.find(
      (match) => match.status !== "done" && !match.isBye && match.entrant1Id && match.entrant2Id,
    );
    expect(ready, "a playable match while the event runs").toBeDefined();
    current = await reportFirstWins(api, current.id, ready!);
  }
  return current;
}
