import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventMatchView, EventView } from "~/models/event.server";
import { prisma } from "~/server/db.server";
import { eventTestServer, weeklyLocal } from "./event-helpers";
import { jsonLdOf, type TestClient } from "./harness";
import { readSitemap } from "./sitemap-helpers";
import { closeSockets, emitWithAck, next, openSocket } from "./socket-helpers";

let server: Awaited<ReturnType<typeof eventTestServer>>["server"];
let as: Awaited<ReturnType<typeof eventTestServer>>["as"];
let organiser: TestClient;
let organiserId: string;

beforeAll(async () => {
  ({ server, as, organiser, organiserId } = await eventTestServer());
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

const tournament = (status?: string) => weeklyLocal(organiserId, status);

const body = { name: "Melee Singles", format: "double_elimination", bestOf: 3 };
const put = (client: TestClient, url: string, data: unknown) => client.request("PUT", url, data);

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A started double elimination of `count` checked-in walk-ins, seeded in sign-up order. */
async function started(count: number) {
  const event = await json<EventView>(
    await organiser.post(`/api/tournaments/${await tournament()}/events`, body),
    201,
  );
  for (let index = 1; index <= count; index++) {
    const entrant = await json<{ id: number }>(
      await organiser.post(`/api/events/${event.id}/entrants`, { name: `Walk-in ${index}` }),
      201,
    );
    await json(
      await organiser.post(`/api/events/${event.id}/entrants/${entrant.id}/check-in`),
      200,
    );
  }
  return json<EventView>(await organiser.post(`/api/events/${event.id}/start`), 200);
}

const byKey = (event: EventView, key: string) => event.matches.find((match) => match.key === key)!;

describe("POST /api/tournaments/{id}/events", () => {
  it("answers 401, 403, 404, 400, 409 and 201 as the issue gives them", async () => {
    const id = await tournament();
    expect((await as.guest.post(`/api/tournaments/${id}/events`, body)).status).toBe(401);
    expect((await as.user.post(`/api/tournaments/${id}/events`, body)).status).toBe(403);
    expect((await organiser.post(`/api/tournaments/999999/events`, body)).status).toBe(404);
    expect((await organiser.post(`/api/tournaments/x/events`, body)).status).toBe(404);
    const badFormat = await organiser.post(`/api/tournaments/${id}/events`, {
      ...body,
      format: "swiss",
    });
    expect(badFormat.status).toBe(400);
    expect(
      (await organiser.post(`/api/tournaments/${id}/events`, { ...body, bestOf: 4 })).status,
    ).toBe(400);
    const pending = await tournament("Pending Review");
    expect((await organiser.post(`/api/tournaments/${pending}/events`, body)).status).toBe(409);
    const event = await json<EventView>(
      await organiser.post(`/api/tournaments/${id}/events`, body),
      201,
    );
    expect(event).toMatchObject({
      tournamentId: id,
      name: "Melee Singles",
      format: "double_elimination",
      bestOf: 3,
      status: "registration",
      entrants: [],
      matches: [],
      standings: [],
    });
    expect((await as.admin.post(`/api/tournaments/${id}/events`, body)).status).toBe(201);
  });
});

describe("the organiser's day over the API", () => {
  it("registration, check-in, seeds, start, stations", async () => {
    const id = await tournament();
    const event = await json<EventView>(
      await organiser.post(`/api/tournaments/${id}/events`, body),
      201,
    );
    const url = `/api/events/${event.id}`;
    expect((await as.guest.get(`/api/events/abc`)).status).toBe(404);
    expect((await as.guest.get(`/api/events/999999`)).status).toBe(404);

    expect((await as.guest.post(`${url}/entrants`)).status).toBe(401);
    const self = await json<{ id: number; userId: string }>(
      await as.user.post(`${url}/entrants`),
      201,
    );
    expect((await as.user.post(`${url}/entrants`)).status).toBe(409);
    expect((await as.user.post(`${url}/entrants`, { name: "Friend" })).status).toBe(403);
    const walkIn = await json<{ id: number; userId: null }>(
      await organiser.post(`${url}/entrants`, { name: "Walk-in" }),
      201,
    );
    expect(walkIn.userId).toBeNull();

    expect((await as.user.post(`${url}/entrants/${self.id}/check-in`)).status).toBe(409);
    expect((await as.user.patch(url, { status: "checkin" })).status).toBe(403);
    expect((await organiser.patch(url, { status: "nope" })).status).toBe(400);
    const patched = await json<EventView>(
      await organiser.patch(url, { status: "checkin", stations: 2 }),
      200,
    );
    expect(patched).toMatchObject({ status: "checkin", stations: ["Station 1", "Station 2"] });
    expect((await as.user.post(`${url}/entrants/${self.id}/check-in`)).status).toBe(200);
    expect((await as.user.post(`${url}/entrants/${walkIn.id}/check-in`)).status).toBe(403);
    expect((await organiser.post(`${url}/start`)).status).toBe(409);
    await json(await organiser.post(`${url}/entrants/${walkIn.id}/check-in`), 200);

    expect((await put(organiser, `${url}/seeds`, { entrantIds: [walkIn.id] })).status).toBe(400);
    expect((await put(organiser, `${url}/seeds`, { entrantIds: "x" })).status).toBe(400);
    expect((await as.user.get(`${url}/seeds/proposal`)).status).toBe(403);
    expect(await json(await organiser.get(`${url}/seeds/proposal`), 200)).toEqual({
      entrantIds: [self.id, walkIn.id],
    });
    await json(await put(organiser, `${url}/seeds`, { entrantIds: [walkIn.id, self.id] }), 200);

    const running = await json<EventView>(await organiser.post(`${url}/start`), 200);
    expect(running.status).toBe("running");
    expect((await organiser.post(`${url}/start`)).status).toBe(409);
    const final = byKey(running, "W1-1");
    expect(final).toMatchObject({ entrant1Id: walkIn.id, entrant2Id: self.id, status: "ready" });
    expect(final.setId).toEqual(expect.any(Number));
    const set = await json<{ player1Name: string }>(
      await as.guest.get(`/api/score-tracker/matches/${final.setId}`),
      200,
    );
    expect(set.player1Name).toBe("Walk-in");
    const guestView = await json<EventView>(await as.guest.get(url), 200);
    expect(guestView.entrants.map((entrant) => [entrant.id, entrant.seed])).toEqual([
      [walkIn.id, 1],
      [self.id, 2],
    ]);
  });

  it("live: watchers hear changed matches, both players hear their match called", async () => {
    const id = await tournament();
    const event = await json<EventView>(
      await organiser.post(`/api/tournaments/${id}/events`, body),
      201,
    );
    const url = `/api/events/${event.id}`;
    await organiser.patch(url, { stations: ["TV 1"] });
    // The organiser's screen hears each sign-up before the start: no match changed yet.
    const desk = await openSocket(server.baseUrl, "");
    expect(await emitWithAck(desk, "watchEvent", event.id)).toEqual({ ok: true });
    const signedUp = next<{ eventId: number; matches: EventMatchView[] }>(desk, "eventUpdated");
    const self = await json<{ id: number }>(await as.user.post(`${url}/entrants`), 201);
    expect(await signedUp).toEqual({ eventId: event.id, matches: [] });
    const other = await json<{ id: number }>(
      await organiser.post(`${url}/entrants`, { name: "Other" }),
      201,
    );
    for (const entrant of [self, other]) {
      await json(await organiser.post(`${url}/entrants/${entrant.id}/check-in`), 200);
    }
    const running = await json<EventView>(await organiser.post(`${url}/start`), 200);
    const match = byKey(running, "W1-1");

    const watcher = await openSocket(server.baseUrl, "");
    expect(await emitWithAck(watcher, "watchEvent", event.id)).toEqual({ ok: true });
    expect((await emitWithAck(watcher, "watchEvent", 999999)).ok).toBe(false);
    const player = await openSocket(server.baseUrl, as.user.cookieHeader);

    const called = next<{ eventId: number; matchId: number; station: string }>(
      player,
      "matchCalled",
    );
    const calledUpdate = next<{ matches: EventMatchView[] }>(watcher, "eventUpdated");
    await json(await organiser.post(`${url}/matches/${match.id}/call`, {}), 200);
    expect(await called).toEqual({
      eventId: event.id,
      matchId: match.id,
      station: "TV 1",
      setId: match.setId,
    });
    expect((await calledUpdate).matches).toEqual([
      expect.objectContaining({ id: match.id, status: "called" }),
    ]);

    const updated = next<{ eventId: number; matches: EventMatchView[] }>(watcher, "eventUpdated");
    expect(
      (await organiser.post(`${url}/matches/${match.id}/report`, { winnerEntrantId: 999 })).status,
    ).toBe(422);
    await json(
      await organiser.post(`${url}/matches/${match.id}/report`, { winnerEntrantId: self.id }),
      200,
    );
    const { eventId, matches } = await updated;
    expect(eventId).toBe(event.id);
    expect(matches.map((changed) => changed.key)).toEqual(expect.arrayContaining(["W1-1", "GF-1"]));
    expect(matches.find((changed) => changed.key === "W1-1")).toMatchObject({
      status: "done",
      winnerId: self.id,
    });
  });

  it("report, reset (409 unless confirmed), DQ, stream queue, drop-out", async () => {
    const event = await started(4);
    const url = `/api/events/${event.id}`;
    const [w1, w2] = [byKey(event, "W1-1"), byKey(event, "W1-2")];
    expect(
      (await as.user.post(`${url}/matches/${w1.id}/report`, { winnerEntrantId: w1.entrant1Id }))
        .status,
    ).toBe(403);
    expect(
      (await organiser.post(`${url}/matches/999999/report`, { winnerEntrantId: w1.entrant1Id }))
        .status,
    ).toBe(404);
    expect(
      (
        await organiser.post(`${url}/matches/${w1.id}/report`, {
          winnerEntrantId: w1.entrant1Id,
          score1: 2,
          score2: 2,
        })
      ).status,
    ).toBe(422);
    await json(
      await organiser.post(`${url}/matches/${w1.id}/report`, {
        winnerEntrantId: w1.entrant1Id,
        score1: 2,
        score2: 1,
      }),
      200,
    );
    await json(
      await organiser.post(`${url}/matches/${w2.id}/report`, { winnerEntrantId: w2.entrant1Id }),
      200,
    );
    let view = await json<EventView>(await as.guest.get(url), 200);
    await json(
      await organiser.post(`${url}/matches/${byKey(view, "W2-1").id}/report`, {
        winnerEntrantId: w1.entrant1Id,
      }),
      200,
    );
    expect((await organiser.post(`${url}/matches/${w1.id}/reset`, {})).status).toBe(409);
    view = await json<EventView>(
      await organiser.post(`${url}/matches/${w1.id}/reset`, { confirm: true }),
      200,
    );
    expect(byKey(view, "W1-1")).toMatchObject({ status: "ready", winnerId: null });
    expect(byKey(view, "W2-1")).toMatchObject({ status: "waiting", entrant1Id: null });

    expect((await put(as.user, `${url}/stream-queue`, { matchIds: [w1.id] })).status).toBe(403);
    await json(await put(organiser, `${url}/stream-queue`, { matchIds: [w1.id] }), 200);
    expect(await json(await as.guest.get(`${url}/stream-queue`), 200)).toMatchObject({
      matchIds: [w1.id],
    });

    expect((await as.user.post(`${url}/entrants/${w1.entrant2Id}/dq`)).status).toBe(403);
    view = await json<EventView>(await organiser.post(`${url}/entrants/${w1.entrant2Id}/dq`), 200);
    expect(byKey(view, "W1-1")).toMatchObject({
      status: "done",
      dq: true,
      winnerId: w1.entrant1Id,
    });
    expect(await json(await as.guest.get(`${url}/stream-queue`), 200)).toMatchObject({
      matchIds: [],
    });

    await json(await organiser.delete(`${url}/entrants/${w2.entrant2Id}`), 200);
    view = await json<EventView>(await as.guest.get(url), 200);
    expect(view.entrants.find((entrant) => entrant.id === w2.entrant2Id)!.dq).toBe(true);
  });

  it("two reports of one match at once over HTTP: one 200, one 409, one bracket", async () => {
    const event = await started(4);
    const url = `/api/events/${event.id}`;
    const match = byKey(event, "W1-1");
    const answers = await Promise.all([
      organiser.post(`${url}/matches/${match.id}/report`, { winnerEntrantId: match.entrant1Id }),
      organiser.post(`${url}/matches/${match.id}/report`, { winnerEntrantId: match.entrant2Id }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const view = await json<EventView>(await as.guest.get(url), 200);
    const winner = byKey(view, "W1-1").winnerId;
    expect(byKey(view, "W2-1").entrant1Id).toBe(winner);
    expect(byKey(view, "L1-1").entrant1Id).toBe(
      winner === match.entrant1Id ? match.entrant2Id : match.entrant1Id,
    );
  });
});

describe("the public page /events/{id}", () => {
  it("draws the bracket on the server without byes, one round at a time on a phone", async () => {
    const event = await started(3);
    const url = `/events/${event.id}`;
    expect((await as.guest.get("/events/999999")).status).toBe(404);
    expect((await as.guest.get("/events/abc")).status).toBe(404);
    const html = await (await as.guest.get(url)).text();
    expect(html).toContain("Melee Singles");
    // 3 entrants: seed 1's bye is hidden, so the first column holds the one match played.
    expect(html).toContain("Winners round 1");
    expect(html.match(/Walk-in 1/g)!.length).toBeGreaterThan(0);
    // The match's "Set" link names its players for a screen reader's list of links.
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      /href="\/sets\/\d+"[^>]*>Set<span class="sr-only"> Walk-in 2 vs Walk-in 3<\/span>/,
    );
    expect(html).toContain(`href="/events/${event.id}?round=2"`);
    expect(html).not.toContain(`href="/events/${event.id}?round=0"`);
    const second = await (await as.guest.get(`${url}?round=2`)).text();
    expect(second).toContain(`href="/events/${event.id}?round=1"`);

    const [ld] = jsonLdOf(html).filter((data) => data["@type"] === "SportsEvent");
    expect(ld).toMatchObject({
      name: "Weekly: Melee Singles",
      competitor: [
        { "@type": "Person", name: "Walk-in 1" },
        { "@type": "Person", name: "Walk-in 2" },
        { "@type": "Person", name: "Walk-in 3" },
      ],
    });
    const tournamentPage = await (await as.guest.get(`/tournaments/${event.tournamentId}`)).text();
    expect(tournamentPage).toContain(`href="/events/${event.id}"`);
  });

  it("shows the standings and placements once the event is over", async () => {
    const event = await started(2);
    const url = `/api/events/${event.id}`;
    const final = byKey(event, "W1-1");
    let view = await json<EventView>(
      await organiser.post(`${url}/matches/${final.id}/report`, {
        winnerEntrantId: final.entrant1Id,
      }),
      200,
    );
    view = await json<EventView>(
      await organiser.post(`${url}/matches/${byKey(view, "GF-1").id}/report`, {
        winnerEntrantId: final.entrant1Id,
      }),
      200,
    );
    expect(view.status).toBe("completed");
    const html = await (await as.guest.get(`/events/${event.id}`)).text();
    expect(html).toContain("Standings");
    const [ld] = jsonLdOf(html).filter((data) => data["@type"] === "SportsEvent");
    expect(ld.competitor).toEqual([
      { "@type": "Person", name: "Walk-in 1", description: "Placement: 1" },
      { "@type": "Person", name: "Walk-in 2", description: "Placement: 2" },
    ]);
    const tournament = await json<{ winner: string | null }>(
      await as.guest.get(`/api/tournaments/${event.tournamentId}`),
      200,
    );
    expect(tournament.winner).toBe("Walk-in 1");
  });

  it("is in the sitemap while its tournament is public", async () => {
    const listed = await started(2);
    const hidden = await started(2);
    await prisma.tournament.update({
      where: { id: hidden.tournamentId },
      data: { status: "Rejected" },
    });
    const { xml, locs } = await readSitemap(as.guest.get, server.baseUrl);
    const row = await prisma.event.findUniqueOrThrow({ where: { id: listed.id } });
    const loc = `${server.baseUrl}/events/${listed.id}`;
    expect(xml).toContain(`<loc>${loc}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod>`);
    expect(locs).not.toContain(`${server.baseUrl}/events/${hidden.id}`);
  });
});
