import { readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPLAY_BODY_LIMIT } from "~/http/body-limits";
import { prisma } from "~/server/db.server";
import { clientsPerRole, form, startTestServer, toastOf, type TestClient } from "./harness";
import { closeSockets, emitWithAck, next, openSocket } from "./socket-helpers";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<"guest" | "user" | "admin" | "owner", TestClient>;

beforeAll(async () => {
  server = await startTestServer({ relaxRateLimits: true });
  ({ as } = await clientsPerRole(server));
});
afterAll(async () => {
  closeSockets();
  await server.close();
});
beforeEach(() => prisma.set.deleteMany());

type Selection = {
  game: number;
  phase: string;
  turn: number | null;
  available: string[];
  struck: string[];
  banned: string[];
  dsr: string[];
  stage: string | null;
};
type SetMatch = {
  id: number;
  player1Score: number;
  player2Score: number;
  winnerId: number | null;
  winnerName: string | null;
  matchStatus: string;
  games: Record<string, unknown>[];
  stageSelection: Selection | null;
};

async function start(targetScore = 2) {
  const res = await as.user.post("/api/score-tracker/start", {
    player1Name: "Mango",
    player2Name: "Hbox",
    targetScore,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as SetMatch;
}

const base = (id: number | string) => `/api/score-tracker/matches/${id}`;
const strike = (client: TestClient, id: number | string, stage: string) =>
  client.post(`${base(id)}/strikes`, { stage });
const pick = (client: TestClient, id: number, stage: string, gentlemans?: boolean) =>
  client.post(`${base(id)}/pick`, { stage, ...(gentlemans && { gentlemans }) });
const game = (client: TestClient, id: number, body: Record<string, unknown>) =>
  client.post(`${base(id)}/games`, body);

const fixture = (name: string) => readFileSync(`tests/fixtures/slippi/${name}`);

/** A multipart upload as a browser without JavaScript sends it. */
function upload(
  client: TestClient,
  id: number,
  file: Uint8Array | null,
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  if (file) body.set("replay", new Blob([new Uint8Array(file)]), "game.slp");
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return fetch(server.baseUrl + `${base(id)}/games`, {
    method: "POST",
    body,
    headers: { Cookie: client.cookieHeader },
  });
}

describe("reading a set", () => {
  it("starts best of 3 and 5 with no games and game 1's strikes; anyone reads it", async () => {
    for (const targetScore of [2, 3]) {
      const match = await start(targetScore);
      expect(match).toMatchObject({ targetScore, games: [], player1Score: 0 });
      expect(match.stageSelection).toMatchObject({ game: 1, phase: "strike", turn: 1 });
    }
    const match = await start();
    const res = await as.guest.get(base(match.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: match.id, player1Name: "Mango", games: [] });
    expect((await as.guest.get(base(999_999))).status).toBe(404);
    expect((await as.guest.get(base("abc"))).status).toBe(404);
  });
});

describe("striking and picking", () => {
  it("strikes P1-P2-P2-P1, refuses what is not available, then bans and picks with DSR", async () => {
    const match = await start(2);
    expect((await strike(as.user, match.id, "Brinstar")).status).toBe(400);
    expect((await strike(as.guest, match.id, "Battlefield")).status).toBe(401);
    expect((await strike(as.admin, match.id, "Battlefield")).status).toBe(403);
    expect((await strike(as.user, 999_999, "Battlefield")).status).toBe(404);
    expect((await strike(as.user, match.id, "pokemon stadium")).status).toBe(409);
    const turns: (number | null)[] = [];
    let selection: Selection | null = null;
    for (const stage of [
      "final destination",
      "Yoshi's Story",
      "Dream Land N64",
      "FOUNTAIN OF DREAMS",
    ]) {
      const res = await strike(as.user, match.id, stage);
      expect(res.status, stage).toBe(200);
      turns.push(selection?.turn ?? 1);
      selection = ((await res.json()) as SetMatch).stageSelection;
    }
    expect(turns).toEqual([1, 2, 2, 1]);
    expect(selection).toMatchObject({ phase: "done", turn: null, stage: "Battlefield" });
    expect((await strike(as.user, match.id, "Battlefield")).status).toBe(409);

    const recorded = await game(as.user, match.id, {
      winnerId: 1,
      player1Character: "fox",
      player2Character: "Jigglypuff",
      player1Stocks: 1,
      player2Stocks: 0,
    });
    expect(recorded.status).toBe(201);
    const afterOne = (await recorded.json()) as SetMatch;
    expect(afterOne.games).toEqual([
      {
        number: 1,
        stage: "Battlefield",
        player1Character: "Fox",
        player2Character: "Jigglypuff",
        player1Stocks: 1,
        player2Stocks: 0,
        winnerId: 1,
        source: "manual",
        player1ConnectCode: null,
        player2ConnectCode: null,
      },
    ]);
    expect(afterOne.stageSelection).toMatchObject({ game: 2, phase: "ban", turn: 1 });
    expect((await pick(as.user, match.id, "Battlefield")).status).toBe(409);
    expect((await strike(as.user, match.id, "Final Destination")).status).toBe(200);
    expect((await pick(as.user, match.id, "Final Destination")).status).toBe(409);
    const picked = await pick(as.user, match.id, "Pokemon Stadium");
    expect(((await picked.json()) as SetMatch).stageSelection).toMatchObject({
      phase: "done",
      stage: "Pokémon Stadium",
    });
    // Game 2 to Hbox; game 3: Hbox bans, Mango picks, and Mango won on Battlefield.
    await game(as.user, match.id, { winnerId: 2 });
    await strike(as.user, match.id, "Yoshi's Story");
    const dsr = await pick(as.user, match.id, "Battlefield");
    expect(dsr.status).toBe(409);
    expect(await dsr.text()).toContain("Dave's Stupid Rule");
    const agreed = await pick(as.user, match.id, "Battlefield", true);
    expect(agreed.status).toBe(200);
    const final = (await (await game(as.user, match.id, { winnerId: 1 })).json()) as SetMatch;
    expect(final).toMatchObject({
      player1Score: 2,
      player2Score: 1,
      winnerId: 1,
      winnerName: "Mango",
      matchStatus: "completed",
      stageSelection: null,
    });
    expect(final.games.map((g) => g.stage)).toEqual([
      "Battlefield",
      "Pokémon Stadium",
      "Battlefield",
    ]);
    const late = await game(as.user, match.id, { winnerId: 2 });
    expect(late.status).toBe(409);
    expect(await late.text()).toBe(
      "This match has already ended. Start a new match or use 'Salty Runback'.",
    );
    expect((await strike(as.user, match.id, "Battlefield")).status).toBe(409);
  });
});

describe("recording games", () => {
  it("refuses bad bodies with 400, strangers with 401/403/404, and changes nothing", async () => {
    const match = await start(2);
    for (const body of [
      {},
      { winnerId: 3 },
      { winnerId: 1, stage: "Hyrule Temple" },
      { winnerId: 1, player1Character: "Waluigi" },
      { winnerId: 1, player1Stocks: 5 },
      { winnerId: 1, player2Stocks: -1 },
    ]) {
      expect((await game(as.user, match.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await game(as.guest, match.id, { winnerId: 1 })).status).toBe(401);
    expect((await game(as.admin, match.id, { winnerId: 1 })).status).toBe(403);
    expect((await game(as.user, 999_999, { winnerId: 1 })).status).toBe(404);
    expect(await prisma.game.count()).toBe(0);
  });

  it("award-point keeps its payload and appends a game without details", async () => {
    const match = await start(2);
    const res = await as.user.post("/api/score-tracker/award-point", {
      matchId: match.id,
      playerId: 2,
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("games");
    expect(body).toMatchObject({ player2Score: 1 });
    const set = (await (await as.guest.get(base(match.id))).json()) as SetMatch;
    expect(set.games).toEqual([
      expect.objectContaining({ number: 1, winnerId: 2, stage: null, source: "manual" }),
    ]);
  });
});

describe("replays", () => {
  it("asks for the ports once (422 {message, replay}), then records from the file", async () => {
    const match = await start(3);
    const first = await upload(as.user, match.id, fixture("sheik_vs_ics_yoshis.slp"));
    expect(first.status).toBe(422);
    const refusal = (await first.json()) as { message: string; replay: Record<string, unknown> };
    expect(refusal.message).toMatch(/port/i);
    expect(refusal.replay).toEqual({
      stage: "Yoshi's Story",
      players: [
        { port: 1, character: "Sheik", name: null, connectCode: null, stocks: 4, percent: 25 },
        {
          port: 2,
          character: "Ice Climbers",
          name: null,
          connectCode: null,
          stocks: 0,
          percent: 114.74,
        },
      ],
      winnerPort: 1,
      endMethod: "game",
      startAt: expect.any(String),
      hash: expect.stringMatching(/^[0-9a-z]+-[0-9a-z]+$/),
    });
    // No stage was selected: the players confirm the replay's.
    const recorded = await upload(as.user, match.id, fixture("sheik_vs_ics_yoshis.slp"), {
      player1Port: "1",
      confirmStage: "true",
    });
    expect(recorded.status).toBe(201);
    const set = (await recorded.json()) as SetMatch;
    expect(set.player1Score).toBe(1);
    expect(set.games[0]).toMatchObject({
      source: "replay",
      stage: "Yoshi's Story",
      player1Character: "Sheik",
      player2Character: "Ice Climbers",
      player1Stocks: 4,
      player2Stocks: 0,
      winnerId: 1,
    });
    // The same file again is the same game: refused, nothing written.
    const again = await upload(as.user, match.id, fixture("sheik_vs_ics_yoshis.slp"), {
      confirmStage: "true",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toBe("This replay is already recorded in this match (game 1)");
    expect(await prisma.game.count()).toBe(1);
  });

  it("answers 422 for a cut-off game and a no contest without the players' winner", async () => {
    const match = await start(3);
    const cut = await upload(as.user, match.id, fixture("incomplete.slp"), { player1Port: "1" });
    expect(cut.status).toBe(422);
    const cutBody = (await cut.json()) as { message: string; replay: { endMethod: unknown } };
    expect(cutBody.message).toMatch(/cut off/);
    expect(cutBody.replay.endMethod).toBeNull();
    const quit = await upload(as.user, match.id, fixture("unranked_game1.slp"), {
      player1Port: "1",
    });
    expect(quit.status).toBe(422);
    expect(((await quit.json()) as { replay: { endMethod: string } }).replay.endMethod).toBe(
      "no-contest",
    );
    const decided = await upload(as.user, match.id, fixture("unranked_game1.slp"), {
      player1Port: "1",
      winnerId: "1",
      confirmStage: "true",
    });
    expect(decided.status).toBe(201);
    expect(((await decided.json()) as SetMatch).games[0]).toMatchObject({
      player1ConnectCode: "NIKK#513",
      player2ConnectCode: "NIKK#142",
      winnerId: 1,
    });
  });

  it("refuses what is not a replay, a missing file, strangers, and bodies over the limit", async () => {
    const match = await start(3);
    const junk = await upload(as.user, match.id, new TextEncoder().encode("GIF89a not a replay"));
    expect(junk.status).toBe(415);
    expect(await junk.text()).toBe("not a Slippi replay (.slp)");
    const cut = fixture("test.slp").subarray(0, 100);
    expect((await upload(as.user, match.id, cut)).status).toBe(415);
    expect((await upload(as.user, match.id, null, { player1Port: "1" })).status).toBe(400);
    expect(
      (await upload(as.user, match.id, fixture("test.slp"), { player1Port: "9" })).status,
    ).toBe(400);
    expect((await upload(as.guest, match.id, fixture("test.slp"))).status).toBe(401);
    expect((await upload(as.admin, match.id, fixture("test.slp"))).status).toBe(403);
    // A long replay's size is taken here, and only here.
    const big = new Uint8Array(12 * 1024 * 1024);
    expect((await upload(as.user, match.id, big)).status).toBe(415);
    expect(await postSized(`${base(match.id)}/games`, REPLAY_BODY_LIMIT + 1024, as.user)).toBe(413);
    expect(await postSized(`${base(match.id)}/strikes`, 1024 * 1024)).toBe(413);
    expect(await prisma.game.count()).toBe(0);
  });
});

/** A multipart body of `size` bytes from `client`, streamed: the status the server answers. */
function postSized(path: string, size: number, client = as.guest) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(server.baseUrl + path, {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=xyz",
        "Content-Length": size,
        Cookie: client.cookieHeader,
      },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(Buffer.alloc(size, "a"));
  });
}

describe("undo", () => {
  const undo = (client: TestClient, id: number | string) => client.post(`${base(id)}/undo`, {});

  it("takes back the last step for its player (200), 409 when nothing is left, 403 for others", async () => {
    const match = await start(2);
    const nothing = await undo(as.user, match.id);
    expect(nothing.status).toBe(409);
    expect(await nothing.text()).toBe("There is nothing to undo in this match");
    await strike(as.user, match.id, "Battlefield");
    expect((await undo(as.guest, match.id)).status).toBe(401);
    const other = await as.admin.post("/api/score-tracker/start", {
      player1Name: "A",
      player2Name: "B",
      targetScore: 2,
    });
    const { id: othersSet } = (await other.json()) as SetMatch;
    await strike(as.admin, othersSet, "Battlefield");
    expect((await undo(as.user, othersSet)).status).toBe(403);
    const undone = await undo(as.user, match.id);
    expect(undone.status).toBe(200);
    const set = (await undone.json()) as SetMatch & { lastStep: unknown };
    expect(set.stageSelection).toMatchObject({ phase: "strike", turn: 1, struck: [] });
    expect(set.lastStep).toBeNull();
    expect((await undo(as.user, 999999)).status).toBe(404);
  });

  it("reopens an ended set and counts the score again; watchers see it", async () => {
    const match = await start(2);
    await game(as.user, match.id, { winnerId: 1, winnerStocks: 2 });
    await game(as.user, match.id, { winnerId: 1 });
    const guest = await openSocket(server.baseUrl, "");
    await emitWithAck(guest, "watchSet", match.id);
    const seen = next<SetMatch>(guest, "setUpdated");
    const res = await undo(as.user, match.id);
    expect(res.status).toBe(200);
    const reopened = { matchStatus: "ongoing", winnerId: null, player1Score: 1, player2Score: 0 };
    expect(await res.json()).toMatchObject(reopened);
    expect(await seen).toMatchObject({ ...reopened, games: [{ number: 1 }] });
    // The player undid the step just taken; the one before is the owner's or an admin's.
    const further = await undo(as.user, match.id);
    expect(further.status).toBe(403);
    expect((await undo(as.admin, match.id)).status).toBe(200);
    expect(await prisma.game.count()).toBe(0);
  });

  it("is a plain form button on the tracker too", async () => {
    const match = await start(2);
    await game(as.user, match.id, { winnerId: 2 });
    const page = await (await as.user.get(`/score-tracker?match=${match.id}`)).text();
    expect(page).toContain("Undo game 1 (Hbox won)");
    const res = await as.user.post(
      "/score-tracker",
      form({ intent: "undo", matchId: String(match.id) }),
    );
    expect(res.headers.get("Location")).toBe(`/score-tracker?match=${match.id}`);
    expect(await prisma.game.count()).toBe(0);
  });
});

describe("a game must make sense", () => {
  it("refuses a winner without stocks or a loser with some (400), and writes nothing", async () => {
    const match = await start(2);
    const zero = await game(as.user, match.id, { winnerId: 1, player1Stocks: 0, player2Stocks: 2 });
    expect(zero.status).toBe(400);
    expect(await zero.text()).toContain("The winner has at least one stock left");
    const loser = await game(as.user, match.id, { winnerId: 2, player1Stocks: 1 });
    expect(loser.status).toBe(400);
    expect(await prisma.game.count()).toBe(0);
    const page = await as.user.post(
      "/score-tracker",
      form({ intent: "game", matchId: String(match.id), winnerId: "2", winnerStocks: "3" }),
    );
    expect(page.status).toBe(302);
    expect(await prisma.game.findFirstOrThrow()).toMatchObject({
      player1Stocks: 0,
      player2Stocks: 3,
    });
  });

  it("refuses a replay on a struck stage with 409 naming it, until both confirm", async () => {
    const match = await start(3);
    await strike(as.user, match.id, "Yoshi's Story");
    const res = await upload(as.user, match.id, fixture("sheik_vs_ics_yoshis.slp"), {
      player1Port: "1",
    });
    expect(res.status).toBe(409);
    const refusal = (await res.json()) as { message: string; asks: string[] };
    expect(refusal.message).toContain("Yoshi's Story was struck for game 1.");
    expect(refusal.asks).toEqual(["stage"]);
    expect(await prisma.game.count()).toBe(0);
    const confirmed = await upload(as.user, match.id, fixture("sheik_vs_ics_yoshis.slp"), {
      player1Port: "1",
      confirmStage: "true",
    });
    expect(confirmed.status).toBe(201);
  });
});

describe("watching a set", () => {
  it("tells guests watching the set about every strike, pick and game", async () => {
    const match = await start(2);
    const guest = await openSocket(server.baseUrl, "");
    const ack = await emitWithAck(guest, "watchSet", match.id);
    expect(ack).toMatchObject({ ok: true, message: { id: match.id, games: [] } });
    const struck = next<SetMatch>(guest, "setUpdated");
    await strike(as.user, match.id, "Battlefield");
    expect((await struck).stageSelection).toMatchObject({ struck: ["Battlefield"], turn: 2 });
    const scored = next<SetMatch>(guest, "setUpdated");
    await game(as.user, match.id, { winnerId: 2, player2Character: "Peach" });
    expect(await scored).toMatchObject({ player2Score: 1, games: [{ winnerId: 2 }] });
    const pointed = next<SetMatch>(guest, "setUpdated");
    await as.user.post("/api/score-tracker/award-point", { matchId: match.id, playerId: 2 });
    expect(await pointed).toMatchObject({ player2Score: 2, winnerName: "Hbox" });
    expect(await emitWithAck(guest, "watchSet", "abc")).toMatchObject({ ok: false });
  });
});

describe("the set's pages", () => {
  it("serves /sets/{id} to anyone with its title, OpenGraph tags, games and QR code", async () => {
    const match = await start(2);
    await game(as.user, match.id, {
      winnerId: 2,
      player1Character: "Fox",
      player2Character: "Falco",
      stage: "Battlefield",
    });
    const res = await as.guest.get(`/sets/${match.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Mango vs Hbox · Best of 3 \(first to 2\) \| Melee Hub<\/title>/);
    expect(html).toContain('property="og:title" content="Mango vs Hbox');
    expect(html).toContain(
      'property="og:description" content="Mango 0 - 1 Hbox · Fox vs Falco · in progress"',
    );
    expect(html).toMatch(new RegExp(`property="og:url" content="http[^"]+/sets/${match.id}"`));
    expect(html).toContain('data-testid="games-table"');
    expect(html).toContain("Battlefield");
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+"[^>]*alt="QR code/);
    expect((await as.guest.get("/sets/999999")).status).toBe(404);
    expect((await as.guest.get("/sets/abc")).status).toBe(404);
  });

  it("serves the overlay without the site's shell, 404 for an unknown set", async () => {
    const match = await start(3);
    const html = await (await as.guest.get(`/sets/${match.id}/overlay`)).text();
    expect(html).toContain('data-testid="set-score"');
    expect(html).toContain("!bg-transparent");
    expect(html).not.toContain('id="main"');
    expect((await as.guest.get("/sets/999999/overlay")).status).toBe(404);
  });

  it("plays through plain form posts; a replay the server cannot count is shown back", async () => {
    const match = await start(2);
    const struck = await as.user.post(
      "/score-tracker",
      form({ intent: "strike", matchId: String(match.id), stage: "Battlefield" }),
    );
    expect(struck.headers.get("Location")).toBe(`/score-tracker?match=${match.id}`);
    const refused = await as.admin.post(
      "/score-tracker",
      form({ intent: "strike", matchId: String(match.id), stage: "Final Destination" }),
    );
    expect(toastOf(refused)).toMatchObject({ type: "destructive" });

    const page = `/score-tracker/replay?match=${match.id}`;
    const body = new FormData();
    body.set("replay", new Blob([new Uint8Array(fixture("test.slp"))]), "game.slp");
    const upload = await fetch(server.baseUrl + page, {
      method: "POST",
      body,
      headers: { Cookie: as.user.cookieHeader },
    });
    expect(upload.status).toBe(422);
    const html = await upload.text();
    // The port question is asked, not shown as an error: nothing was answered yet.
    expect(html).toContain("Which one were you?");
    expect(html).not.toContain('role="alert"');
    const summary = /name="summary" value="([^"]+)"/.exec(html)![1].replaceAll("&quot;", '"');
    // The replay is on Dream Land while Battlefield was struck and nothing selected: asked.
    const onOther = await as.user.post(page, form({ summary, player1Port: "1" }));
    expect(onOther.status).toBe(409);
    const asked = await onOther.text();
    expect(asked).toContain("no stage is selected for game 1 yet");
    expect(asked).toContain('name="confirmStage" value="true"');
    const recorded = await as.user.post(
      page,
      form({ summary, player1Port: "1", confirmStage: "true" }),
    );
    expect(toastOf(recorded)).toMatchObject({ title: "Game Recorded" });
    expect((await prisma.game.findFirstOrThrow()).source).toBe("replay");

    const junk = new FormData();
    junk.set("replay", new Blob(["not a replay"]), "x.slp");
    const notReplay = await fetch(server.baseUrl + page, {
      method: "POST",
      body: junk,
      redirect: "manual",
      headers: { Cookie: as.user.cookieHeader },
    });
    expect(toastOf(notReplay)).toMatchObject({
      title: "Replay Not Recorded",
      description: "not a Slippi replay (.slp)",
    });
    const stranger = await as.admin.post(
      page,
      form({ summary, player1Port: "1", confirmStage: "true" }),
    );
    expect(toastOf(stranger)).toMatchObject({ type: "destructive" });
    expect(await prisma.game.count()).toBe(1);
  });
});
