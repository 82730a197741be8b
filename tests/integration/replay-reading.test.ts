import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REPLAY_MALFORMED } from "~/models/replay-file";
import { NOT_A_REPLAY } from "~/schemas/set";
import { prisma } from "~/server/db.server";
import { REPLAYS_BUSY } from "~/server/replay-readers.server";
import {
  endlessFinalFrame,
  endlessSplitMessage,
  rawLengthPastTheEnd,
} from "../fixtures/crafted-replays";
import { startTestServer, toastOf, uniqueTag } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ relaxRateLimits: true });
});
afterAll(() => server.close());
afterEach(() => {
  delete process.env.REPLAY_QUEUE_SIZE;
});

const MB = 2 ** 20;
/** A real replay of about 1.3 MB: read in well under a second, even on a busy machine. */
const REAL = new Uint8Array(readFileSync("tests/fixtures/slippi/sheik_vs_ics_yoshis.slp"));

/** A player of their own, with a set of their own to upload to. */
async function playerWithSet() {
  const client = server.client();
  await client.register(uniqueTag("r"));
  const res = await client.post("/api/score-tracker/start", {
    player1Name: "Mango",
    player2Name: "Hbox",
    targetScore: 3,
  });
  expect(res.status).toBe(201);
  return { client, matchId: ((await res.json()) as { id: number }).id };
}

type Player = Awaited<ReturnType<typeof playerWithSet>>;

/** A replay sent as a browser without JavaScript sends it to /api: the answer and its time. */
async function upload({ client, matchId }: Player, file: Uint8Array<ArrayBuffer>, path = "/api") {
  const body = new FormData();
  body.set("replay", new Blob([file]), "game.slp");
  body.set("player1Port", "1");
  // No stage was selected: the players confirm the replay's.
  body.set("confirmStage", "true");
  const started = performance.now();
  const url =
    path === "/api"
      ? `/api/score-tracker/matches/${matchId}/games`
      : `/score-tracker/replay?match=${matchId}`;
  const res = await fetch(server.baseUrl + url, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Cookie: client.cookieHeader },
  });
  const text = await res.text();
  return { res, text, seconds: (performance.now() - started) / 1000 };
}

const gamesOf = (player: Player) => prisma.game.count({ where: { setId: player.matchId } });

describe("crafted replays", () => {
  it("are refused at once (422), on /api and the page, and record nothing", async () => {
    const attacker = await playerWithSet();
    const crafted = {
      "endless split message, 1 MB": endlessSplitMessage(MB),
      "endless split message, 4 MB": endlessSplitMessage(4 * MB),
      "endless split message of real parts, 16 MB": endlessSplitMessage(16 * MB - 4096, 516),
      "endless final frame, 4 MB": endlessFinalFrame(4 * MB),
    };
    for (const [what, file] of Object.entries(crafted)) {
      const { res, text, seconds } = await upload(attacker, file);
      expect(res.status, what).toBe(422);
      expect(text, what).toBe(REPLAY_MALFORMED);
      expect(seconds, `${what}: answered within 5 s`).toBeLessThan(5);
    }
    // A few KB claiming 16 MB are a cut copy, not a replay.
    const cut = await upload(attacker, rawLengthPastTheEnd(16 * MB));
    expect([cut.res.status, cut.text]).toEqual([415, NOT_A_REPLAY]);
    expect(cut.seconds, "answered within 5 s").toBeLessThan(5);
    const page = await upload(attacker, endlessSplitMessage(MB), "page");
    expect(page.res.status).toBe(302);
    expect(toastOf(page.res)).toMatchObject({
      title: "Replay Not Recorded",
      description: REPLAY_MALFORMED,
    });
    expect(page.seconds, "answered within 5 s").toBeLessThan(5);
    expect(await gamesOf(attacker)).toBe(0);
  });

  it("leave another player's real replay its normal reading time", async () => {
    const attackers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => playerWithSet()));
    const player = await playerWithSet();
    const crafted = endlessSplitMessage(2 * MB);
    // Each attacker uploads twice in a row; the real replay is sent with their first uploads.
    const attacks = attackers.map(async (attacker) => [
      (await upload(attacker, crafted)).res.status,
      (await upload(attacker, crafted)).res.status,
    ]);
    const real = await upload(player, REAL);
    expect(real.res.status, real.text).toBe(201);
    expect(real.seconds, "read within 15 s").toBeLessThan(15);
    for (const statuses of await Promise.all(attacks)) expect(statuses).toEqual([422, 422]);
    expect(await gamesOf(player)).toBe(1);
  });
});

describe("the replay queue", () => {
  it("refuses uploads past REPLAY_QUEUE_SIZE with 503 and Retry-After, recording the rest", async () => {
    process.env.REPLAY_QUEUE_SIZE = "1";
    const players = await Promise.all(Array.from({ length: 10 }, () => playerWithSet()));
    // Two are read at once and one waits: with ten sent together, some find the queue full.
    const answers = await Promise.all(players.map((player) => upload(player, REAL)));
    const refused = answers.filter(({ res }) => res.status === 503);
    const recorded = answers.filter(({ res }) => res.status === 201);
    expect(refused.length + recorded.length, JSON.stringify(answers.map((a) => a.text))).toBe(10);
    expect(refused.length).toBeGreaterThan(0);
    expect(recorded.length).toBeGreaterThanOrEqual(3);
    for (const { res, text } of refused) {
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(text).toBe(REPLAYS_BUSY);
    }
    const games = await Promise.all(players.map(gamesOf));
    expect(games.reduce((sum, count) => sum + count, 0)).toBe(recorded.length);
    // Once the queue has room again, a refused player's replay is read.
    const again = players[answers.findIndex(({ res }) => res.status === 503)];
    expect((await upload(again, REAL)).res.status).toBe(201);
  });
});
