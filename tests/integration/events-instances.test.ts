import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventMatchView, EventView } from "~/models/event.server";
import { weeklyLocal } from "./event-helpers";
import { TestClient, uniqueTag } from "./harness";
import { redisAnswers, startInstance, stopInstance, type Instance } from "./instances";
import { closeSockets, emitWithAck, next, openSocket } from "./socket-helpers";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const required = Boolean(process.env.CI || process.env.REQUIRE_SERVICES);
const available = await redisAnswers(REDIS_URL);
// Events cross a process and Redis: generous bounds for a busy machine, never a fixed wait.
const CROSSING_MS = 15_000;

describe.skipIf(!available && !required)("an event's live updates across two instances", () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const shared = {
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}event-instances:`,
      SESSION_SECRET: "a-secret-both-instances-share-0123456789",
      SEED_DEMO: "false",
      OWNER_USERNAME: uniqueTag("Own"),
      OWNER_PASSWORD: "owner-password-for-instances",
    };
    a = await startInstance(shared);
    b = await startInstance(shared);
  }, 60_000);
  afterAll(async () => {
    closeSockets();
    await Promise.all([stopInstance(a), stopInstance(b)]);
  });

  it("a report on one instance reaches watchers and players on the other", async () => {
    const organiser = new TestClient(a.baseUrl);
    const { id: organiserId } = await organiser.register(uniqueTag("to"));
    const player = new TestClient(b.baseUrl);
    await player.register(uniqueTag("pl"));
    const tournamentId = await weeklyLocal(organiserId);
    const created = await organiser.post(`/api/tournaments/${tournamentId}/events`, {
      name: "Melee Singles",
      format: "double_elimination",
      bestOf: 3,
    });
    const event = (await created.json()) as EventView;
    const url = `/api/events/${event.id}`;
    const self = (await (await player.post(`${url}/entrants`)).json()) as { id: number };
    const walkIn = (await (
      await organiser.post(`${url}/entrants`, { name: "Walk-in" })
    ).json()) as {
      id: number;
    };
    for (const entrant of [self, walkIn]) {
      expect((await organiser.post(`${url}/entrants/${entrant.id}/check-in`)).status).toBe(200);
    }
    const running = (await (await organiser.post(`${url}/start`)).json()) as EventView;
    const match = running.matches.find((row) => row.key === "W1-1")!;

    const watcher = await openSocket(b.baseUrl, "");
    expect(await emitWithAck(watcher, "watchEvent", event.id)).toEqual({ ok: true });
    const playerSocket = await openSocket(b.baseUrl, player.cookieHeader);
    const joined = next(playerSocket, "joined", CROSSING_MS);
    playerSocket.emit("join", "");
    await joined;

    const called = next<{ matchId: number }>(playerSocket, "matchCalled", CROSSING_MS);
    expect((await organiser.post(`${url}/matches/${match.id}/call`, {})).status).toBe(200);
    expect((await called).matchId).toBe(match.id);

    // The call's own update may come first: wait for the one that carries the result.
    const reported = new Promise<{ eventId: number; matches: EventMatchView[] }>(
      (resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error("no eventUpdated with the result")),
          CROSSING_MS,
        );
        watcher.on("eventUpdated", (update: { eventId: number; matches: EventMatchView[] }) => {
          if (!update.matches.some((row) => row.key === "W1-1" && row.status === "done")) return;
          clearTimeout(timer);
          resolve(update);
        });
      },
    );
    const report = await organiser.post(`${url}/matches/${match.id}/report`, {
      winnerEntrantId: self.id,
    });
    expect(report.status).toBe(200);
    const heard = await reported;
    expect(heard.eventId).toBe(event.id);
  });
});
