import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { form, startTestServer, toastOf, type TestClient } from "./harness";

/**
 * How often a request reads its set: once, whatever it changes. The built server takes the
 * process's one client from globalThis (as dev rebuilds do), so it is swapped, before the server
 * loads, for the same client noting each read of the Set model.
 */
const READS = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
]);
let setReads: string[] = [];
(globalThis as { prisma?: unknown }).prisma = prisma.$extends({
  query: {
    set: {
      $allOperations({ operation, args, query }) {
        if (READS.has(operation)) setReads.push(operation);
        return query(args);
      },
    },
  },
});

let server: Awaited<ReturnType<typeof startTestServer>>;
let player: TestClient;

beforeAll(async () => {
  server = await startTestServer({ relaxRateLimits: true });
  player = server.client();
  await player.register("setreader");
});
afterAll(() => server.close());
beforeEach(() => prisma.set.deleteMany());

async function startSet() {
  const res = await player.post("/api/score-tracker/start", {
    player1Name: "Mango",
    player2Name: "Hbox",
    targetScore: 3,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The set's reads while `send` is answered. */
async function readsOf(send: () => Promise<Response>, status: number) {
  setReads = [];
  const res = await send();
  expect(res.status, await res.clone().text()).toBe(status);
  return setReads;
}

/** A replay with port 1 named, so it counts at once, as a multipart form. */
function replayForm() {
  const body = new FormData();
  const file = readFileSync("tests/fixtures/slippi/sheik_vs_ics_yoshis.slp");
  body.set("replay", new Blob([new Uint8Array(file)]), "game.slp");
  body.set("player1Port", "1");
  // No stage was selected: the players confirm the replay's.
  body.set("confirmStage", "true");
  return body;
}

const sendForm = (path: string, body: FormData) =>
  fetch(server.baseUrl + path, {
    method: "POST",
    body,
    headers: { Cookie: player.cookieHeader },
    redirect: "manual",
  });

describe("one read of the set per request", () => {
  it("a replay upload to the API reads the set once, before the file", async () => {
    const id = await startSet();
    const reads = await readsOf(
      () => sendForm(`/api/score-tracker/matches/${id}/games`, replayForm()),
      201,
    );
    expect(reads).toEqual(["findUnique"]);
    expect(await prisma.game.count({ where: { setId: id } })).toBe(1);
  });

  it("a replay upload on the page reads the set once", async () => {
    const id = await startSet();
    setReads = [];
    const res = await sendForm(`/score-tracker/replay?match=${id}`, replayForm());
    expect(toastOf(res)).toMatchObject({ title: "Game Recorded" });
    expect(setReads).toEqual(["findUnique"]);
  });

  it("a strike, a point and a game by hand read it once each", async () => {
    const id = await startSet();
    const strike = () =>
      player.post(`/api/score-tracker/matches/${id}/strikes`, { stage: "Battlefield" });
    expect(await readsOf(strike, 200)).toEqual(["findUnique"]);
    const point = () => player.post("/api/score-tracker/award-point", { matchId: id, playerId: 1 });
    expect(await readsOf(point, 200)).toEqual(["findUnique"]);
    const game = () => player.post(`/api/score-tracker/matches/${id}/games`, { winnerId: 2 });
    expect(await readsOf(game, 201)).toEqual(["findUnique"]);
    const onPage = () =>
      player.post("/score-tracker", form({ intent: "award", matchId: String(id), playerId: "2" }));
    expect(await readsOf(onPage, 302)).toEqual(["findUnique"]);
  });
});
