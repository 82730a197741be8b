import { beforeAll, describe, expect, it } from "vitest";
import { reportMatch, resetMatch } from "~/models/event.server";
import {
  awardPoint,
  confirmSet,
  deleteSet,
  disputeSet,
  recordGame,
  startSet,
  undoStep,
} from "~/models/set.server";
import { deleteUser } from "~/models/user-moderation.server";
import type { PublicUser } from "~/models/user.server";
import { recordGameSchema, startSetSchema } from "~/schemas/set";
import { prisma } from "~/server/db.server";
import { actor } from "./actors";
import { startedBracket } from "./started-bracket";

/**
 * The running totals (player-records.server.ts) after every write that makes a set count or stop
 * counting equal a fresh count from the sets themselves, made here without the app's SQL.
 */

type Totals = {
  sets: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
};
const zero = (): Totals => ({ sets: 0, setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 });

/** What the totals of these players must be: counted from their completed, counted sets. */
async function countedFromSets(ids: string[]) {
  const sets = await prisma.set.findMany({
    where: {
      matchStatus: "completed",
      confirmation: { in: ["bracket", "confirmed"] },
      player1UserId: { not: null },
      player2UserId: { not: null },
      OR: [{ player1UserId: { in: ids } }, { player2UserId: { in: ids } }],
    },
    include: { games: true },
  });
  const pairs = new Map<string, Totals & { userId: string; opponentId: string }>();
  const characters = new Map<
    string,
    { userId: string; character: string; games: number; won: number }
  >();
  for (const set of sets) {
    for (const side of [1, 2] as const) {
      const [userId, opponentId] =
        side === 1
          ? [set.player1UserId!, set.player2UserId!]
          : [set.player2UserId!, set.player1UserId!];
      if (!ids.includes(userId)) continue;
      const pair = pairs.get(`${userId} ${opponentId}`) ?? { userId, opponentId, ...zero() };
      pair.sets += 1;
      if (set.winnerId === side) pair.setsWon += 1;
      else pair.setsLost += 1;
      pair.gamesWon += side === 1 ? set.player1Score : set.player2Score;
      pair.gamesLost += side === 1 ? set.player2Score : set.player1Score;
      pairs.set(`${userId} ${opponentId}`, pair);
      for (const game of set.games) {
        const character = side === 1 ? game.player1Character : game.player2Character;
        if (!character) continue;
        const entry = characters.get(`${userId} ${character}`) ?? {
          userId,
          character,
          games: 0,
          won: 0,
        };
        entry.games += 1;
        if (game.winnerId === side) entry.won += 1;
        characters.set(`${userId} ${character}`, entry);
      }
    }
  }
  const players = new Map<string, Omit<Totals, "sets"> & { userId: string }>();
  for (const { userId, sets: _sets, opponentId: _opponent, ...pair } of pairs.values()) {
    const total = players.get(userId) ?? {
      userId,
      setsWon: 0,
      setsLost: 0,
      gamesWon: 0,
      gamesLost: 0,
    };
    total.setsWon += pair.setsWon;
    total.setsLost += pair.setsLost;
    total.gamesWon += pair.gamesWon;
    total.gamesLost += pair.gamesLost;
    players.set(userId, total);
  }
  const byKey = (a: { userId: string } & object, b: { userId: string } & object) =>
    JSON.stringify(a).localeCompare(JSON.stringify(b));
  return {
    pairs: [...pairs.values()].sort(byKey),
    players: [...players.values()].sort(byKey),
    characters: [...characters.values()].sort(byKey),
  };
}

/** The totals the app keeps for these players. */
async function keptTotals(ids: string[]) {
  const byKey = (a: { userId: string } & object, b: { userId: string } & object) =>
    JSON.stringify(a).localeCompare(JSON.stringify(b));
  const where = { userId: { in: ids } };
  const pairs = await prisma.pairRecord.findMany({ where, omit: { lastPlayedAt: true } });
  const players = await prisma.playerRecord.findMany({ where });
  const characters = await prisma.playerCharacterRecord.findMany({ where });
  return {
    pairs: pairs
      .map(({ userId, opponentId, ...totals }) => ({ userId, opponentId, ...totals }))
      .sort(byKey),
    players: players.sort(byKey),
    characters: characters.sort(byKey),
  };
}

async function expectTotalsMatchSets(...players: PublicUser[]) {
  const ids = players.map((player) => player.id);
  const kept = await keptTotals(ids);
  expect(kept).toEqual(await countedFromSets(ids));
  return kept;
}

const game = (winnerId: 1 | 2) =>
  recordGameSchema.parse({ winnerId, player1Character: "Fox", player2Character: "Marth" });

let owner: PublicUser;
let ann: PublicUser;
let bo: PublicUser;
beforeAll(async () => {
  [owner, ann, bo] = [await actor("owner"), await actor(), await actor()];
});

/** A best of 3 Ann starts, both players linked: Ann's to play, Bo's to confirm. */
async function linkedSet() {
  return startSet(
    ann,
    startSetSchema.parse({ targetScore: 2, player1Tag: ann.username, player2Tag: bo.username }),
  );
}

describe("the players' running totals", () => {
  it("follow a score-tracker set through its end, confirm, undo, dispute and delete", async () => {
    const set = await linkedSet();
    await recordGame(ann, set.id, game(1));
    await recordGame(ann, set.id, game(2));
    await recordGame(ann, set.id, game(1));
    // Ended but pending: it counts for nobody yet.
    expect((await expectTotalsMatchSets(ann, bo)).players).toEqual([]);

    await confirmSet(bo, set.id);
    const confirmed = await expectTotalsMatchSets(ann, bo);
    expect(confirmed.players).toContainEqual({
      userId: ann.id,
      setsWon: 1,
      setsLost: 0,
      gamesWon: 2,
      gamesLost: 1,
    });
    expect(confirmed.characters).toContainEqual({
      userId: bo.id,
      character: "Marth",
      games: 3,
      won: 1,
    });

    // Undoing the last game reopens the set: asked again, it stops counting.
    await undoStep(ann, set.id);
    expect((await expectTotalsMatchSets(ann, bo)).players).toEqual([]);
    await recordGame(ann, set.id, game(1));
    await confirmSet(bo, set.id);
    await expectTotalsMatchSets(ann, bo);

    const disputed = await linkedSet();
    await awardPoint(ann, disputed.id, 2);
    await awardPoint(ann, disputed.id, 2);
    await disputeSet(bo, disputed.id);
    expect((await expectTotalsMatchSets(ann, bo)).pairs).toHaveLength(2);

    await deleteSet(owner, set.id);
    expect((await expectTotalsMatchSets(ann, bo)).players).toEqual([]);
  });

  it("follow a bracket set played to its end, reset, reported on paper, and a deleted account", async () => {
    const [cy, di] = [await actor(), await actor()];
    const organiser = await actor();
    const { eventId, started, ready: final } = await startedBracket(organiser, [cy, di]);
    const { setId } = await prisma.bracketMatch.findFirstOrThrow({
      where: { id: final.id },
      select: { setId: true },
    });
    await recordGame(organiser, setId!, game(1));
    await recordGame(organiser, setId!, game(1));
    const played = await expectTotalsMatchSets(cy, di);
    expect(played.players).toHaveLength(2);
    expect(played.characters).toHaveLength(2);

    await resetMatch(organiser, eventId, final.id, { confirm: true });
    expect((await expectTotalsMatchSets(cy, di)).players).toEqual([]);

    const cyEntrant = started.entrants.find((entrant) => entrant.userId === cy.id)!;
    const cyFirst = final.entrant1Id === cyEntrant.id;
    await reportMatch(organiser, eventId, final.id, {
      winnerEntrantId: cyEntrant.id,
      score1: cyFirst ? 2 : 0,
      score2: cyFirst ? 0 : 2,
    });
    expect((await expectTotalsMatchSets(cy, di)).players).toHaveLength(2);

    // Cy's opponent's account goes: the set counts for nobody, and Cy's own totals follow.
    await deleteUser(owner, di.id);
    expect((await expectTotalsMatchSets(cy)).players).toEqual([]);
  });

  it("lose the sets an organiser created when the organiser's account is deleted", async () => {
    const [eve, fay] = [await actor(), await actor()];
    const organiser = await actor();
    const { eventId, ready: final } = await startedBracket(organiser, [eve, fay]);
    await reportMatch(organiser, eventId, final.id, {
      winnerEntrantId: final.entrant1Id!,
      score1: 2,
      score2: 1,
    });
    expect((await expectTotalsMatchSets(eve, fay)).players).toHaveLength(2);
    await deleteUser(owner, organiser.id);
    expect((await expectTotalsMatchSets(eve, fay)).players).toEqual([]);
  });
});
