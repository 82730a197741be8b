import { beforeAll, describe, expect, it } from "vitest";
import { reportMatch, resetMatch } from "~/models/event.server";
import { headToHead, playerPage, PLAYER_NOT_FOUND } from "~/models/player.server";
import type { PublicUser } from "~/models/user.server";
import { periodSchema } from "~/schemas/player";
import { prisma } from "~/server/db.server";
import { createCountedSet } from "../fixtures/counted-set";
import { actor, expectRefusal } from "./actors";
import { startedBracket } from "./started-bracket";

type GameSpec = { winner: 1 | 2; stage?: string; characters?: [string, string] };
type SetSpec = {
  games: GameSpec[];
  confirmation?: string;
  completed?: boolean;
  day?: string;
  player2?: PublicUser | null;
};

/** A set between two accounts as the score tracker or a bracket leaves it, with its games. */
async function playedSet(player1: PublicUser, player2: PublicUser | null, spec: SetSpec) {
  const { games, confirmation = "confirmed", completed = true, day = "2026-06-01" } = spec;
  const wins = (side: 1 | 2) => games.filter((game) => game.winner === side).length;
  const winner = wins(1) > wins(2) ? 1 : 2;
  return createCountedSet({
    player1Name: player1.username,
    player2Name: player2?.username ?? "Walk-in",
    player1UserId: player1.id,
    player2UserId: player2?.id ?? null,
    confirmation,
    targetScore: 2,
    userId: player1.id,
    player1Score: wins(1),
    player2Score: wins(2),
    matchStatus: completed ? "completed" : "ongoing",
    ...(completed && {
      winnerId: winner,
      winnerName: winner === 1 ? player1.username : (player2?.username ?? "Walk-in"),
      completedAt: new Date(`${day}T12:00:00Z`),
    }),
    games: {
      create: games.map((game, index) => ({
        number: index + 1,
        winnerId: game.winner,
        stage: game.stage ?? null,
        player1Character: game.characters?.[0] ?? null,
        player2Character: game.characters?.[1] ?? null,
      })),
    },
  });
}

const FOX_FALCO: [string, string] = ["Fox", "Falco"];
const allTime = periodSchema.parse({});

let zain: PublicUser;
let cody: PublicUser;
let mango: PublicUser;
beforeAll(async () => {
  [zain, cody, mango] = [await actor(), await actor(), await actor()];
  // Zain 2–1 Cody on Battlefield and Dream Land (Fox v Falco), confirmed, in June.
  await playedSet(zain, cody, {
    games: [
      { winner: 1, stage: "Battlefield", characters: FOX_FALCO },
      { winner: 2, stage: "Dream Land", characters: FOX_FALCO },
      { winner: 1, stage: "Dream Land", characters: FOX_FALCO },
    ],
  });
  // Cody as player 1 beats Zain 2–0 in a bracket set in March (Zain's side is player 2).
  await playedSet(cody, zain, {
    confirmation: "bracket",
    day: "2026-03-10",
    games: [
      { winner: 1, stage: "Yoshi's Story", characters: ["Falco", "Fox"] },
      { winner: 1, stage: "Battlefield", characters: ["Falco", "Marth"] },
    ],
  });
  // None of these count: pending, disputed, unfinished, and against a walk-in.
  await playedSet(zain, cody, { confirmation: "pending", games: [{ winner: 1 }, { winner: 1 }] });
  await playedSet(zain, cody, { confirmation: "disputed", games: [{ winner: 2 }, { winner: 2 }] });
  await playedSet(zain, cody, { completed: false, games: [{ winner: 1 }] });
  await playedSet(zain, null, { games: [{ winner: 1 }, { winner: 1 }] });
  // Zain beats Mango once, with no game details.
  await playedSet(zain, mango, { games: [{ winner: 1 }, { winner: 1 }] });
});

describe("a player's page", () => {
  it("counts bracket and confirmed sets from the player's side, nothing else", async () => {
    const page = await playerPage(zain.username.toUpperCase());
    expect(page.tag).toBe(zain.username);
    expect(page.record).toEqual({ sets: { won: 2, lost: 1 }, games: { won: 4, lost: 3 } });
    expect(page.recentSets.map((set) => [set.score, set.won])).toEqual([
      ["2–0", true],
      ["2–1", true],
      ["0–2", false],
    ]);
    expect(page.recentSets[0].opponent).toEqual({ id: mango.id, tag: mango.username });
    expect(page.opponents).toEqual([
      { id: cody.id, tag: cody.username, won: 1, lost: 1 },
      { id: mango.id, tag: mango.username, won: 1, lost: 0 },
    ]);
    // Characters from the games that name them, on whichever side the player stood.
    expect(page.characters).toEqual([
      { character: "Fox", games: 4, won: 2 },
      { character: "Marth", games: 1, won: 0 },
    ]);
    expect(JSON.stringify(page)).not.toContain("@x.io");
  });

  it("names no banned opponent: their sets stay, without a link, and they leave the most played", async () => {
    await prisma.user.update({ where: { id: cody.id }, data: { isBanned: true } });
    try {
      const page = await playerPage(zain.username);
      expect(page.recentSets.map((set) => set.opponent?.tag ?? set.opponentName)).toEqual([
        mango.username,
        cody.username,
        cody.username,
      ]);
      expect(page.recentSets.filter((set) => set.opponent === null)).toHaveLength(2);
      expect(page.opponents.map((opponent) => opponent.tag)).toEqual([mango.username]);
    } finally {
      await prisma.user.update({ where: { id: cody.id }, data: { isBanned: false } });
    }
  });

  it("is not found for an unknown tag or a banned player", async () => {
    await expectRefusal(playerPage("nobody-has-this-tag"), 404, PLAYER_NOT_FOUND);
    const banned = await actor("banned");
    await expectRefusal(playerPage(banned.username), 404, PLAYER_NOT_FOUND);
  });
});

describe("a head-to-head", () => {
  it("splits games by stage and by both sides' characters, from the first player's side", async () => {
    const record = await headToHead(zain.username, cody.username, allTime);
    expect(record.sets).toEqual({ won: 1, lost: 1 });
    expect(record.games).toEqual({ won: 2, lost: 3 });
    expect(record.byStage).toEqual([
      { stage: "Battlefield", won: 1, lost: 1 },
      { stage: "Dream Land", won: 1, lost: 1 },
      { stage: "Yoshi's Story", won: 0, lost: 1 },
    ]);
    expect(record.byMatchup).toEqual(
      expect.arrayContaining([
        { character: "Fox", opponentCharacter: "Falco", won: 2, lost: 2 },
        { character: "Marth", opponentCharacter: "Falco", won: 0, lost: 1 },
      ]),
    );
    expect(record.history.map((set) => set.score)).toEqual(["2–1", "0–2"]);
    // The other side sees the mirror.
    const mirror = await headToHead(cody.username, zain.username, allTime);
    expect(mirror.sets).toEqual({ won: 1, lost: 1 });
    expect(mirror.games).toEqual({ won: 3, lost: 2 });
  });

  it("keeps to the period asked for, both days included", async () => {
    const june = periodSchema.parse({ from: "2026-06-01", to: "2026-06-01" });
    const inJune = await headToHead(zain.username, cody.username, june);
    expect(inJune.sets).toEqual({ won: 1, lost: 0 });
    expect(inJune.history).toHaveLength(1);
    const before = periodSchema.parse({ to: "2026-05-31" });
    expect((await headToHead(zain.username, cody.username, before)).sets).toEqual({
      won: 0,
      lost: 1,
    });
  });

  it("answers zeros for two players who never played, 404 for an unknown one", async () => {
    const record = await headToHead(cody.username, mango.username, allTime);
    expect(record).toMatchObject({ sets: { won: 0, lost: 0 }, games: { won: 0, lost: 0 } });
    expect(record.history).toEqual([]);
    await expectRefusal(headToHead(zain.username, "nobody-has-this-tag", allTime), 404);
  });

  it("refuses a period that ends before it starts, or a day that does not exist", () => {
    expect(periodSchema.safeParse({ from: "2026-02-01", to: "2026-01-01" }).success).toBe(false);
    expect(periodSchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(periodSchema.safeParse({ from: "yesterday" }).success).toBe(false);
    expect(periodSchema.parse({ period: "year" }).from).toBe(
      `${new Date().getUTCFullYear()}-01-01`,
    );
  });
});

describe("a local's bracket in the players' records", () => {
  it("counts a bracket set at once, keeps placements, and drops a reset result", async () => {
    const organiser = await actor();
    const [ann, bo] = [await actor(), await actor()];
    const {
      eventId,
      started,
      ready: final,
    } = await startedBracket(organiser, [ann, bo], ["Walk-in"]);
    const annEntrant = started.entrants.find((entrant) => entrant.userId === ann.id)!;
    await reportMatch(organiser, eventId, final.id, {
      winnerEntrantId: annEntrant.id,
      score1: final.entrant1Id === annEntrant.id ? 2 : 1,
      score2: final.entrant1Id === annEntrant.id ? 1 : 2,
    });

    const page = await playerPage(ann.username);
    expect(page.record).toEqual({ sets: { won: 1, lost: 0 }, games: { won: 2, lost: 1 } });
    expect(page.results).toEqual([
      expect.objectContaining({ eventId: eventId, placement: 1, entrants: 3 }),
    ]);
    expect(page.recentSets).toEqual([
      expect.objectContaining({ eventId, score: "2–1", won: true, opponent: expect.anything() }),
    ]);
    expect(page.recentSets[0].date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await playerPage(bo.username)).results[0].placement).toBe(2);

    await resetMatch(organiser, eventId, final.id, { confirm: true });
    const afterReset = await playerPage(ann.username);
    expect(afterReset.record.sets).toEqual({ won: 0, lost: 0 });
    expect(afterReset.results).toEqual([]);
  });
});
