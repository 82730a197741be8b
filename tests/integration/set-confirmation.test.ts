import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SetSummary } from "~/models/set.server";
import { prisma } from "~/server/db.server";
import { form, startTestServer, toastOf, uniqueTag, type TestClient } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
type Player = { client: TestClient; id: string; tag: string };
let creator: Player;
let opponent: Player;
let stranger: Player;

async function player(): Promise<Player> {
  const client = server.client();
  const tag = uniqueTag("c");
  return { client, tag, id: (await client.register(tag)).id };
}

beforeAll(async () => {
  server = await startTestServer();
  [creator, opponent, stranger] = [await player(), await player(), await player()];
});
afterAll(() => server.close());
beforeEach(() => prisma.set.deleteMany());

/** What the tests read of a set's JSON (its dates are strings there, and not read). */
type SetJson = Pick<
  SetSummary,
  "id" | "player1Name" | "player2Name" | "player1UserId" | "player2UserId" | "confirmation"
>;

const start = (who: Player, body: Record<string, unknown>) =>
  who.client.post("/api/score-tracker/start", { targetScore: 2, ...body });

async function linkedSet() {
  const res = await start(creator, { player1Tag: creator.tag, player2Tag: opponent.tag });
  expect(res.status).toBe(201);
  return (await res.json()) as SetJson;
}

const answer = (who: Player, setId: number, what: "confirm" | "dispute") =>
  who.client.post(`/api/score-tracker/matches/${setId}/${what}`, {});

async function finish(setId: number) {
  for (let i = 0; i < 2; i++) {
    const res = await creator.client.post("/api/score-tracker/award-point", {
      matchId: setId,
      playerId: 2,
    });
    expect(res.status).toBe(200);
  }
}

describe("POST /api/score-tracker/start with linked players", () => {
  it("links both players (tags any case, ids), pending; GET shows the accounts", async () => {
    const set = await linkedSet();
    expect(set).toMatchObject({
      player1Name: creator.tag,
      player2Name: opponent.tag,
      player1UserId: creator.id,
      player2UserId: opponent.id,
      confirmation: "pending",
    });
    const byId = await start(creator, {
      player1Name: "Me",
      player1UserId: creator.id,
      player2Tag: opponent.tag.toUpperCase(),
    });
    expect(byId.status).toBe(201);
    const got = await server.client().get(`/api/score-tracker/matches/${set.id}`);
    expect(await got.json()).toMatchObject({
      player1UserId: creator.id,
      player2UserId: opponent.id,
      confirmation: "pending",
    });
  });

  it("answers 422 for an unknown or banned tag, 403 without the creator, 400 for one account twice; nothing written", async () => {
    const unknown = await start(creator, { player1Tag: creator.tag, player2Tag: "no-such-tag" });
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toBe("No player has the tag no-such-tag");
    await prisma.user.update({ where: { id: stranger.id }, data: { isBanned: true } });
    try {
      const banned = await start(creator, { player1Tag: creator.tag, player2Tag: stranger.tag });
      expect(banned.status).toBe(422);
    } finally {
      await prisma.user.update({ where: { id: stranger.id }, data: { isBanned: false } });
    }
    const others = await start(creator, { player1Tag: stranger.tag, player2Tag: opponent.tag });
    expect(others.status).toBe(403);
    const twice = await start(creator, { player1Tag: creator.tag, player2UserId: creator.id });
    expect(twice.status).toBe(400);
    const bad = await start(creator, { player1Tag: 42, player2Name: "b" });
    expect(bad.status).toBe(400);
    expect(await prisma.set.count()).toBe(0);
  });
});

describe("POST /api/score-tracker/matches/{id}/confirm and /dispute", () => {
  it("lets only the linked opponent answer, once the set has ended; 409 after", async () => {
    const set = await linkedSet();
    for (const who of [creator, stranger]) {
      expect((await answer(who, set.id, "confirm")).status).toBe(403);
      expect((await answer(who, set.id, "dispute")).status).toBe(403);
    }
    expect(
      (await server.client().post(`/api/score-tracker/matches/${set.id}/confirm`, {})).status,
    ).toBe(401);
    expect((await answer(opponent, set.id, "confirm")).status).toBe(409);
    await finish(set.id);
    const confirmed = await answer(opponent, set.id, "confirm");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ id: set.id, confirmation: "confirmed" });
    expect((await answer(opponent, set.id, "confirm")).status).toBe(409);
    expect((await answer(opponent, set.id, "dispute")).status).toBe(409);
    expect((await prisma.set.findUnique({ where: { id: set.id } }))?.confirmation).toBe(
      "confirmed",
    );
  });

  it("disputes, refuses bracket sets (409), unknown ids (404) and GET (405)", async () => {
    const set = await linkedSet();
    const disputed = await answer(opponent, set.id, "dispute");
    expect(await disputed.json()).toMatchObject({ confirmation: "disputed" });
    const bracket = await linkedSet();
    await prisma.set.update({ where: { id: bracket.id }, data: { confirmation: "bracket" } });
    expect((await answer(opponent, bracket.id, "confirm")).status).toBe(409);
    expect((await answer(opponent, 999_999, "confirm")).status).toBe(404);
    expect((await answer(opponent, Number.NaN, "dispute")).status).toBe(404);
    expect((await opponent.client.get(`/api/score-tracker/matches/${set.id}/confirm`)).status).toBe(
      405,
    );
  });
});

describe("the pages, without JavaScript", () => {
  it("starts a linked set from the set-up form; the opponent sees it listed and counted", async () => {
    const res = await creator.client.post(
      "/score-tracker",
      form({
        intent: "start",
        player1Name: creator.tag,
        player1Tag: creator.tag,
        player2Name: "",
        player2Tag: opponent.tag.toLowerCase(),
        targetScore: "2",
      }),
    );
    expect(res.status).toBe(302);
    const set = await prisma.set.findFirstOrThrow();
    expect(set).toMatchObject({
      player2Name: opponent.tag,
      player2UserId: opponent.id,
      confirmation: "pending",
    });
    const page = await (await opponent.client.get("/score-tracker")).text();
    expect(page).toContain("Sets awaiting your confirmation");
    expect(page).toContain(`Recorded by ${creator.tag}`);
    expect(page).toMatch(/data-testid="nav-badge"[^>]*>1</);
    const unknown = await creator.client.post(
      "/score-tracker",
      form({ intent: "start", player1Tag: creator.tag, player2Tag: "nobody-at-all" }),
    );
    expect(toastOf(unknown)).toMatchObject({
      description: expect.stringContaining("nobody-at-all"),
    });
    expect(await prisma.set.count()).toBe(1);
  });

  it("confirms from the set page: the line, the buttons for the opponent only, the answer", async () => {
    const set = await linkedSet();
    const seen = await (await server.client().get(`/sets/${set.id}`)).text();
    expect(seen).toContain(`Awaiting ${opponent.tag}&#x27;s confirmation`);
    expect(seen).not.toContain(`Dispute ${set.player1Name}`);
    const mine = await (await opponent.client.get(`/sets/${set.id}`)).text();
    expect(mine).toContain(`Dispute ${set.player1Name} vs ${set.player2Name}`);
    const early = await opponent.client.post(
      `/sets/${set.id}`,
      form({ intent: "confirm", matchId: String(set.id) }),
    );
    expect(toastOf(early)).toMatchObject({ type: "destructive" });
    await finish(set.id);
    const refused = await stranger.client.post(
      `/sets/${set.id}`,
      form({ intent: "confirm", matchId: String(set.id) }),
    );
    expect(toastOf(refused)).toMatchObject({ type: "destructive" });
    const confirmed = await opponent.client.post(
      `/sets/${set.id}`,
      form({ intent: "confirm", matchId: String(set.id) }),
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`/sets/${set.id}`);
    expect(toastOf(confirmed)).toMatchObject({ title: "Set Confirmed" });
    expect((await prisma.set.findUniqueOrThrow({ where: { id: set.id } })).confirmation).toBe(
      "confirmed",
    );
  });

  it("links a linked player's name to their page on the set page and the tracker, never on the overlay", async () => {
    const res = await start(creator, { player1Tag: creator.tag, player2Name: "Walk-in Wes" });
    expect(res.status).toBe(201);
    const set = (await res.json()) as SetJson;
    const link = new RegExp(`<a [^>]*href="/players/${creator.tag}"[^>]*>${creator.tag}</a>`);
    const page = await (await server.client().get(`/sets/${set.id}`)).text();
    expect(page).toMatch(link);
    // A walk-in's name is text: there is no page to go to.
    expect(page).toContain("Walk-in Wes");
    expect(page).not.toMatch(/href="\/players\/Walk/);
    const tracker = await (await creator.client.get(`/score-tracker?match=${set.id}`)).text();
    expect(tracker).toMatch(link);
    const overlay = await (await server.client().get(`/sets/${set.id}/overlay`)).text();
    expect(overlay).toContain(creator.tag);
    expect(overlay).not.toContain('href="/players/');
  });

  it("disputes from the score tracker's list", async () => {
    const set = await linkedSet();
    const res = await opponent.client.post(
      "/score-tracker",
      form({ intent: "dispute", matchId: String(set.id) }),
    );
    expect(res.headers.get("location")).toBe("/score-tracker");
    expect(toastOf(res)).toMatchObject({ title: "Set Disputed" });
    const page = await (await opponent.client.get("/score-tracker")).text();
    expect(page).not.toContain("Sets awaiting your confirmation");
    const line = await (await server.client().get(`/sets/${set.id}`)).text();
    expect(line).toContain(`Disputed by ${opponent.tag}`);
  });
});
