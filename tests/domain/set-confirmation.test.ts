import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { playerPage } from "~/models/player.server";
import { summarizeReplay } from "~/models/replay-summary";
import {
  awaitingCount,
  awaitingSets,
  LINK_YOURSELF,
  MAX_ASKING,
  SAME_PLAYER,
  TAG_AND_ID_DIFFER,
  TOO_MANY_ASKING,
  UNKNOWN_ACCOUNT,
  UNKNOWN_TAG,
} from "~/models/set-links.server";
import {
  ALREADY_DECIDED,
  awardPoint,
  BRACKET_CONFIRMED,
  CONFIRM_UNFINISHED,
  confirmSet,
  disputeSet,
  getSet,
  NOT_YOUR_CONFIRMATION,
  NOTHING_TO_CONFIRM,
  recordReplay,
  REPLAY_PORTS,
  requireOwnSet,
  runBack,
  startSet,
  undoStep,
} from "~/models/set.server";
import type { PublicUser } from "~/models/user.server";
import { subscribe } from "~/realtime/server/events.server";
import { startSetSchema, type StartSetInput } from "~/schemas/set";
import { prisma } from "~/server/db.server";
import { actor, expectRefusal } from "./actors";

let creator: PublicUser;
let opponent: PublicUser;
let stranger: PublicUser;
beforeEach(async () => {
  await prisma.set.deleteMany();
  [creator, opponent, stranger] = [await actor(), await actor(), await actor()];
});

const input = (fields: Record<string, unknown>): StartSetInput =>
  startSetSchema.parse({ targetScore: 2, ...fields });

/** A best of 3 the creator starts with both players linked, by tag. */
const linkedSet = (fields: Record<string, unknown> = {}) =>
  startSet(
    creator,
    input({ player1Tag: creator.username, player2Tag: opponent.username, ...fields }),
  );

/** Plays the set out, 2-0 to player 1. */
async function finish(setId: number) {
  await awardPoint(creator, setId, 1);
  await awardPoint(creator, setId, 1);
}

describe("linking players at the start", () => {
  it("links both players by tag (any case) or id: pending, names defaulting to the tags", async () => {
    const byTag = await linkedSet({ player2Tag: opponent.username.toUpperCase() });
    expect(byTag).toMatchObject({
      player1Name: creator.username,
      player2Name: opponent.username,
      player1UserId: creator.id,
      player2UserId: opponent.id,
      confirmation: "pending",
    });
    const byId = await startSet(
      creator,
      input({ player1Name: "Cody", player1UserId: opponent.id, player2UserId: creator.id }),
    );
    expect(byId).toMatchObject({
      player1Name: "Cody",
      player2Name: creator.username,
      player1UserId: opponent.id,
      confirmation: "pending",
    });
    expect(await getSet(byId.id)).toMatchObject({ player2UserId: creator.id });
  });

  it("leaves a set with only the creator or nobody linked unconfirmed ('none')", async () => {
    const self = await startSet(creator, input({ player1Tag: creator.username, player2Name: "x" }));
    expect(self).toMatchObject({ player1UserId: creator.id, player2UserId: null });
    expect(self.confirmation).toBe("none");
    const plain = await startSet(creator, input({ player1Name: "a", player2Name: "b" }));
    expect(plain).toMatchObject({ player1UserId: null, player2UserId: null, confirmation: "none" });
  });

  it("asks at most MAX_ASKING answers of others at once (429 after), unlinked sets still start", async () => {
    for (let k = 0; k < MAX_ASKING; k++) await linkedSet();
    await expectRefusal(linkedSet(), 429, TOO_MANY_ASKING);
    expect(await prisma.set.count({ where: { userId: creator.id } })).toBe(MAX_ASKING);
    const plain = await startSet(creator, input({ player1Name: "a", player2Name: "b" }));
    expect(plain.confirmation).toBe("none");
  });

  it("refuses unknown and banned tags, others linked without the creator, one account twice; writes nothing", async () => {
    const banned = await actor("banned");
    await expectRefusal(linkedSet({ player2Tag: "nobody-here" }), 422, UNKNOWN_TAG("nobody-here"));
    await expectRefusal(linkedSet({ player2Tag: banned.username }), 422);
    await expectRefusal(
      linkedSet({ player2Tag: undefined, player2UserId: "nope" }),
      422,
      UNKNOWN_ACCOUNT,
    );
    await expectRefusal(linkedSet({ player2UserId: stranger.id }), 422, TAG_AND_ID_DIFFER(2));
    await expectRefusal(
      startSet(creator, input({ player1Tag: stranger.username, player2Tag: opponent.username })),
      403,
      LINK_YOURSELF,
    );
    await expectRefusal(
      startSet(creator, input({ player1Name: "a", player2Tag: opponent.username })),
      403,
      LINK_YOURSELF,
    );
    await expectRefusal(linkedSet({ player2Tag: creator.username }), 400, SAME_PLAYER);
    expect(await prisma.set.count()).toBe(0);
  });

  it("asks for a name or an account for each player", () => {
    expect(startSetSchema.safeParse({ player1Name: "a" }).success).toBe(false);
    expect(startSetSchema.safeParse({ player1Name: "a", player2Tag: "b" }).success).toBe(true);
  });

  it("keeps the accounts on a runback (pending again)", async () => {
    const set = await linkedSet();
    await finish(set.id);
    await confirmSet(opponent, set.id);
    expect(await runBack(creator, set.id)).toMatchObject({
      player2UserId: opponent.id,
      confirmation: "pending",
    });
  });
});

describe("confirming and disputing", () => {
  it("is the linked opponent's alone, once; confirming waits for the end", async () => {
    const set = await linkedSet();
    for (const who of [stranger, creator]) {
      await expectRefusal(confirmSet(who, set.id), 403, NOT_YOUR_CONFIRMATION);
      await expectRefusal(disputeSet(who, set.id), 403, NOT_YOUR_CONFIRMATION);
    }
    await expectRefusal(confirmSet(opponent, set.id), 409, CONFIRM_UNFINISHED);
    await finish(set.id);
    const confirmed = await confirmSet(opponent, set.id);
    expect(confirmed.confirmation).toBe("confirmed");
    await expectRefusal(confirmSet(opponent, set.id), 409, ALREADY_DECIDED("confirmed"));
    await expectRefusal(disputeSet(opponent, set.id), 409, ALREADY_DECIDED("confirmed"));
    await expectRefusal(confirmSet(stranger, set.id), 403);
    expect((await getSet(set.id)).confirmation).toBe("confirmed");
  });

  it("tells the opponent's open pages the count when a set is started, ends and is answered", async () => {
    const heard: { userId: string; count: number }[] = [];
    const stop = subscribe("toUser", ({ userId, event, payload }) => {
      if (event === "setsAwaiting")
        heard.push({ userId, count: (payload as { count: number }).count });
    });
    try {
      const set = await linkedSet();
      expect(heard).toEqual([{ userId: opponent.id, count: 1 }]);
      await finish(set.id);
      expect(heard.at(-1)).toEqual({ userId: opponent.id, count: 1 });
      expect(heard).toHaveLength(2);
      await confirmSet(opponent, set.id);
      expect(heard.at(-1)).toEqual({ userId: opponent.id, count: 0 });
    } finally {
      stop();
    }
  });

  it("takes a dispute at any time, and then nothing more", async () => {
    const set = await linkedSet();
    expect((await disputeSet(opponent, set.id)).confirmation).toBe("disputed");
    await finish(set.id);
    await expectRefusal(confirmSet(opponent, set.id), 409, ALREADY_DECIDED("disputed"));
  });

  it("refuses bracket sets, sets without a linked opponent and unknown sets", async () => {
    const plain = await startSet(
      creator,
      input({ player1Tag: creator.username, player2Name: "b" }),
    );
    await expectRefusal(confirmSet(opponent, plain.id), 409, NOTHING_TO_CONFIRM);
    const bracket = await linkedSet();
    await prisma.set.update({ where: { id: bracket.id }, data: { confirmation: "bracket" } });
    await expectRefusal(confirmSet(opponent, bracket.id), 409, BRACKET_CONFIRMED);
    await expectRefusal(disputeSet(opponent, bracket.id), 409, BRACKET_CONFIRMED);
    await expectRefusal(confirmSet(opponent, 999_999), 404);
  });

  it("lists and counts the sets awaiting the opponent's answer", async () => {
    const first = await linkedSet();
    const second = await linkedSet();
    expect(await awaitingCount(opponent.id)).toBe(2);
    expect(await awaitingCount(creator.id)).toBe(0);
    const listed = await awaitingSets(opponent.id);
    expect(listed.map((set) => set.id)).toEqual([second.id, first.id]);
    expect(listed[0].user.username).toBe(creator.username);
    await disputeSet(opponent, first.id);
    expect(await awaitingCount(opponent.id)).toBe(1);
  });

  it("counts a set in both records only once confirmed; an undo of its result asks again", async () => {
    const set = await linkedSet();
    await finish(set.id);
    const won = async () => (await playerPage(creator.username)).record.sets;
    expect(await won()).toEqual({ won: 0, lost: 0 });
    await confirmSet(opponent, set.id);
    expect(await won()).toEqual({ won: 1, lost: 0 });
    expect((await playerPage(opponent.username)).record.sets).toEqual({ won: 0, lost: 1 });
    const reopened = await undoStep(creator, set.id);
    expect(reopened).toMatchObject({ matchStatus: "ongoing", confirmation: "pending" });
    expect(await won()).toEqual({ won: 0, lost: 0 });
    expect(await awaitingCount(opponent.id)).toBe(1);
  });

  it("never counts a disputed set", async () => {
    const set = await linkedSet();
    await finish(set.id);
    await disputeSet(opponent, set.id);
    expect((await playerPage(creator.username)).record.sets).toEqual({ won: 0, lost: 0 });
  });
});

describe("replays find their players", () => {
  // Kirby on port 1 is NIKK#513, Falco on port 2 NIKK#142; the game ended as a no contest.
  const file = () =>
    summarizeReplay(
      new Uint8Array(readFileSync("tests/fixtures/slippi/ranked_game1_tiebreak.slp")),
    )!;
  const choices = { winnerId: 1 as const, confirmStage: true };
  const send = async (setId: number) =>
    recordReplay(creator, await requireOwnSet(creator, setId), file(), choices);
  const code = (user: PublicUser, slippiCode: string | null) =>
    prisma.user.update({ where: { id: user.id }, data: { slippiCode } });

  it("attributes a replay by a linked player's profile code, without the port question", async () => {
    await code(opponent, " nikk#513 ");
    const set = await linkedSet();
    const played = await send(set.id);
    // The opponent (player 2) was port 1's Kirby.
    expect(played.games[0]).toMatchObject({
      player1Character: "Falco",
      player2Character: "Kirby",
      player1ConnectCode: "NIKK#142",
      player2ConnectCode: "NIKK#513",
    });
  });

  it("takes both players' codes when both match", async () => {
    await code(creator, "NIKK#513");
    await code(opponent, "NIKK#142");
    const set = await linkedSet();
    expect((await send(set.id)).games[0]).toMatchObject({ player1Character: "Kirby" });
  });

  it("asks the ports when no linked player's code matches, or the codes point both ways", async () => {
    await code(stranger, "NIKK#513");
    const unlinked = await startSet(
      creator,
      input({ player1Tag: creator.username, player2Name: stranger.username }),
    );
    await expectRefusal(send(unlinked.id), 422, REPLAY_PORTS);
    await code(creator, "NIKK#142");
    await code(opponent, "NIKK#142");
    const confused = await linkedSet();
    await expectRefusal(send(confused.id), 422, REPLAY_PORTS);
  });
});
