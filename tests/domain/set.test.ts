import { readFileSync } from "node:fs";
import { characters, stages } from "@slippi/slippi-js";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHARACTERS, findCharacter, findStage, LEGAL_STAGES } from "~/data/melee";
import { summarizeReplay } from "~/models/replay-summary";
import type { ReplaySummary } from "~/models/replay-summary";
import {
  awardPoint,
  getSet,
  lastCharacters,
  NOT_YOUR_SET,
  NOTHING_TO_UNDO,
  pickStage,
  recordGame,
  recordReplay,
  REPLAY_CUT_OFF,
  REPLAY_NO_CONTEST,
  REPLAY_PORTS,
  requireOwnSet,
  runBack,
  SET_COMPLETE,
  SET_MOVED,
  startSet,
  strikeStage,
  REPLAY_DUPLICATE,
  UNDO_FURTHER,
  undoStep,
} from "~/models/set.server";
import { DSR_NAME, STAGE_RULES } from "~/models/stage-rules";
import type { PublicUser } from "~/models/user.server";
import { LOSER_STOCKS, recordGameSchema, WINNER_STOCKS, type ReplayChoices } from "~/schemas/set";
import { prisma } from "~/server/db.server";
import { actorsPerRole, expectRefusal, type Role } from "./actors";

let as: Record<Role, PublicUser>;
beforeAll(async () => {
  as = await actorsPerRole();
});
beforeEach(() => prisma.set.deleteMany());

const replay = (name: string) =>
  summarizeReplay(new Uint8Array(readFileSync(`tests/fixtures/slippi/${name}`)))!;

/** A replay as the routes send it: the set is read (and strangers refused), then the replay read. */
const sendReplay = async (
  who: PublicUser,
  setId: number,
  summary: ReplaySummary,
  choices?: ReplayChoices,
) => recordReplay(who, await requireOwnSet(who, setId), summary, choices);

const start = (targetScore = 2, who = as.user) =>
  startSet(who, { player1Name: "Zain", player2Name: "Cody", targetScore });

/** Game 1's four strikes, player 1 first: leaves Battlefield. */
async function strikeToBattlefield(matchId: number) {
  const turns: (1 | 2 | null)[] = [];
  for (const stage of [
    "Final Destination",
    "Yoshi's Story",
    "Dream Land N64",
    "Fountain of Dreams",
  ] as const) {
    turns.push((await getSet(matchId)).stageSelection!.turn);
    await strikeStage(as.user, matchId, stage);
  }
  return turns;
}

describe("names", () => {
  it("are @slippi/slippi-js's 26 characters and its stage names, matched loosely", () => {
    expect(CHARACTERS).toEqual(
      Array.from({ length: 26 }, (_, id) => characters.getCharacterName(id)),
    );
    // Fountain of Dreams, Pokémon Stadium, Yoshi's Story, Dream Land, Battlefield, Final D.
    const legalIds = [2, 3, 8, 28, 31, 32];
    expect([...LEGAL_STAGES].sort()).toEqual(legalIds.map((id) => stages.getStageName(id)).sort());
    expect(findStage("pokemon stadium")).toBe("Pokémon Stadium");
    expect(findStage("YOSHI'S STORY")).toBe("Yoshi's Story");
    expect(findStage("Brinstar")).toBeNull();
    expect(findCharacter("mr. game & watch")).toBe("Mr. Game & Watch");
    expect(findCharacter("sheik")).toBe("Sheik");
  });
});

describe("the stage-selection ruleset", () => {
  it("strikes game 1 from the starters in P1-P2-P2-P1 order, down to one", async () => {
    const match = await start();
    expect(match.stageSelection).toEqual({
      game: 1,
      phase: "strike",
      turn: 1,
      available: [...STAGE_RULES.starters],
      struck: [],
      banned: [],
      dsr: [],
      stage: null,
    });
    await expectRefusal(strikeStage(as.user, match.id, "Pokémon Stadium"), 409);
    expect(await strikeToBattlefield(match.id)).toEqual([1, 2, 2, 1]);
    const { stageSelection } = await getSet(match.id);
    expect(stageSelection).toMatchObject({ phase: "done", turn: null, stage: "Battlefield" });
    await expectRefusal(strikeStage(as.user, match.id, "Battlefield"), 409);
    await expectRefusal(pickStage(as.user, match.id, "Battlefield"), 409);
  });

  it("refuses a stage struck already", async () => {
    const match = await start();
    await strikeStage(as.user, match.id, "Battlefield");
    await expectRefusal(strikeStage(as.user, match.id, "Battlefield"), 409);
  });

  it("in a best of 3 the winner bans one of six, the loser picks, DSR unless both agree", async () => {
    const match = await start(2);
    await strikeToBattlefield(match.id);
    // Game 1 on Battlefield (the selection's stage), won by player 2.
    const afterOne = await recordGame(as.user, match.id, { winnerId: 2 });
    expect(afterOne.games[0]).toMatchObject({ number: 1, stage: "Battlefield", winnerId: 2 });
    expect(afterOne.stageSelection).toMatchObject({
      game: 2,
      phase: "ban",
      turn: 2,
      available: [...LEGAL_STAGES],
    });
    const banned = await strikeStage(as.user, match.id, "Pokémon Stadium");
    expect(banned.stageSelection).toMatchObject({
      phase: "pick",
      turn: 1,
      banned: ["Pokémon Stadium"],
      dsr: [],
    });
    await expectRefusal(pickStage(as.user, match.id, "Pokémon Stadium"), 409);
    await expectRefusal(strikeStage(as.user, match.id, "Battlefield"), 409);
    await pickStage(as.user, match.id, "Final Destination");
    const afterTwo = await recordGame(as.user, match.id, { winnerId: 1 });
    expect(afterTwo.games[1]).toMatchObject({ stage: "Final Destination", winnerId: 1 });
    // Game 3: player 1 bans, player 2 picks, and player 2 already won on Battlefield.
    await strikeStage(as.user, match.id, "Yoshi's Story");
    const picking = (await getSet(match.id)).stageSelection!;
    expect(picking).toMatchObject({ phase: "pick", turn: 2, dsr: ["Battlefield"] });
    await expectRefusal(pickStage(as.user, match.id, "Battlefield"), 409);
    await expect(pickStage(as.user, match.id, "Battlefield")).rejects.toThrow(DSR_NAME);
    const picked = await pickStage(as.user, match.id, "Battlefield", true);
    expect(picked.stageSelection).toMatchObject({ phase: "done", stage: "Battlefield" });
  });

  it("has no bans in a best of 5: game 2 starts at the loser's pick", async () => {
    const match = await start(3);
    await recordGame(as.user, match.id, { winnerId: 1, stage: "Dream Land N64" });
    expect((await getSet(match.id)).stageSelection).toMatchObject({
      game: 2,
      phase: "pick",
      turn: 2,
      banned: [],
    });
    await expectRefusal(strikeStage(as.user, match.id, "Battlefield"), 409);
  });

  it("recording a game closes its selection whatever its phase", async () => {
    const match = await start(2);
    await strikeStage(as.user, match.id, "Battlefield");
    const after = await recordGame(as.user, match.id, { winnerId: 1, stage: "Final Destination" });
    expect(after.games[0].stage).toBe("Final Destination");
    expect(after.stageSelection).toMatchObject({ game: 2, phase: "ban", banned: [] });
  });
});

describe("games and the score", () => {
  it("a recorded game is a point: the set ends at the target, then 409 'Match Complete'", async () => {
    const match = await start(2);
    const one = await recordGame(as.user, match.id, {
      winnerId: 1,
      player1Character: "Fox",
      player2Character: "Sheik",
      player1Stocks: 2,
      player2Stocks: 0,
    });
    expect(one).toMatchObject({ player1Score: 1, player2Score: 0, matchStatus: "ongoing" });
    expect(one.games).toEqual([
      {
        number: 1,
        stage: null,
        player1Character: "Fox",
        player2Character: "Sheik",
        player1Stocks: 2,
        player2Stocks: 0,
        winnerId: 1,
        source: "manual",
        player1ConnectCode: null,
        player2ConnectCode: null,
      },
    ]);
    const ended = await awardPoint(as.user, match.id, 1);
    expect(ended).toMatchObject({ winnerId: 1, winnerName: "Zain", matchStatus: "completed" });
    const set = await getSet(match.id);
    expect(set.games).toHaveLength(2);
    expect(set.games[1]).toMatchObject({ number: 2, winnerId: 1, stage: null, source: "manual" });
    expect(set.stageSelection).toBeNull();
    await expectRefusal(recordGame(as.user, match.id, { winnerId: 2 }), 409, SET_COMPLETE);
    await expectRefusal(strikeStage(as.user, match.id, "Battlefield"), 409, SET_COMPLETE);
  });

  it("only the creator changes a set; anyone reads it", async () => {
    const match = await start(2);
    for (const role of ["admin", "owner"] as const) {
      await expectRefusal(recordGame(as[role], match.id, { winnerId: 1 }), 403, NOT_YOUR_SET);
      await expectRefusal(strikeStage(as[role], match.id, "Battlefield"), 403, NOT_YOUR_SET);
      await expectRefusal(pickStage(as[role], match.id, "Battlefield"), 403, NOT_YOUR_SET);
      await expectRefusal(sendReplay(as[role], match.id, replay("sheik_vs_ics_yoshis.slp")), 403);
      // The same rule everywhere: someone else's set is a 403, also for a runback.
      await expectRefusal(runBack(as[role], match.id), 403, NOT_YOUR_SET);
    }
    await expectRefusal(recordGame(as.user, 999_999, { winnerId: 1 }), 404);
    expect((await getSet(match.id)).games).toHaveLength(0);
  });

  it("remembers each name's last character", async () => {
    const match = await start(3);
    await recordGame(as.user, match.id, { winnerId: 1, player1Character: "Fox" });
    await recordGame(as.user, match.id, {
      winnerId: 1,
      player1Character: "Marth",
      player2Character: "Peach",
    });
    expect(await lastCharacters(as.user)).toEqual({ Zain: "Marth", Cody: "Peach" });
    expect(await lastCharacters(as.admin)).toEqual({});
  });
});

describe("replays", () => {
  it("summarises every fixture", () => {
    expect(replay("unranked_game1.slp")).toMatchObject({
      stage: "Battlefield",
      endMethod: "no-contest",
      winnerPort: 2,
      players: [
        { port: 1, character: "Falco", name: "Nikki Dev1", connectCode: "NIKK#513" },
        { port: 2, character: "Falco", name: "Nikki Dev2", connectCode: "NIKK#142" },
      ],
    });
    expect(replay("unranked_game2.slp")).toMatchObject({
      stage: "Dream Land N64",
      endMethod: "no-contest",
      winnerPort: 2,
    });
    expect(replay("ranked_game1_tiebreak.slp")).toMatchObject({
      stage: "Battlefield",
      winnerPort: 1,
      players: [{ character: "Kirby" }, { character: "Falco" }],
    });
    expect(replay("sheik_vs_ics_yoshis.slp")).toMatchObject({
      stage: "Yoshi's Story",
      endMethod: "game",
      winnerPort: 1,
      players: [
        { port: 1, character: "Sheik", name: null, connectCode: null, stocks: 4 },
        { port: 2, character: "Ice Climbers", stocks: 0 },
      ],
    });
    expect(replay("test.slp")).toMatchObject({
      stage: "Dream Land N64",
      endMethod: "game",
      winnerPort: 1,
      players: [
        { port: 1, character: "Falco" },
        { port: 3, character: "Captain Falcon" },
      ],
    });
    expect(replay("incomplete.slp")).toMatchObject({ endMethod: null, winnerPort: null });
    expect(summarizeReplay(new TextEncoder().encode("not a replay at all"))).toBeNull();
    const head = readFileSync("tests/fixtures/slippi/test.slp").subarray(0, 64);
    expect(summarizeReplay(new Uint8Array(head))).toBeNull();
  });

  it("asks for the ports once, then follows them; the winner by stocks in old replays", async () => {
    const match = await start(3);
    const old = replay("test.slp");
    // No stage was selected for these games: the players confirm the replay's.
    const confirmStage = true;
    await expectRefusal(sendReplay(as.user, match.id, old), 422, REPLAY_PORTS);
    await expectRefusal(sendReplay(as.user, match.id, old, { player1Port: 2, confirmStage }), 400);
    // Player 1 of the match played on port 3 (Captain Falcon), and lost.
    const one = await sendReplay(as.user, match.id, old, { player1Port: 3, confirmStage });
    expect(one.games[0]).toMatchObject({
      source: "replay",
      stage: "Dream Land N64",
      player1Character: "Captain Falcon",
      player2Character: "Falco",
      player1Stocks: 0,
      player2Stocks: 4,
      winnerId: 2,
    });
    expect(one.player2Score).toBe(1);
    // The next replay (another game: another file and start) follows port 3 without being told.
    const next = { ...old, hash: "another-file", startAt: "2018-06-22T07:52:59Z" };
    const two = await sendReplay(as.user, match.id, next, { confirmStage });
    expect(two.games[1]).toMatchObject({ player1Character: "Captain Falcon", winnerId: 2 });
  });

  it("never counts a cut-off game or a no contest silently; follows connect codes", async () => {
    const match = await start(3);
    const confirmStage = true;
    await expectRefusal(
      sendReplay(as.user, match.id, replay("incomplete.slp"), { player1Port: 1, winnerId: 1 }),
      422,
      REPLAY_CUT_OFF,
    );
    const quit = replay("unranked_game1.slp");
    await expectRefusal(
      sendReplay(as.user, match.id, quit, { player1Port: 2 }),
      422,
      REPLAY_NO_CONTEST,
    );
    const one = await sendReplay(as.user, match.id, quit, {
      player1Port: 2,
      winnerId: 1,
      confirmStage,
    });
    expect(one.games[0]).toMatchObject({
      winnerId: 1,
      player1ConnectCode: "NIKK#142",
      player2ConnectCode: "NIKK#513",
    });
    // Same codes on other ports: the codes decide who is who.
    const swapped = replay("ranked_game1_tiebreak.slp");
    swapped.players = swapped.players.map((p) => ({ ...p, port: p.port === 1 ? 2 : 1 }));
    const two = await sendReplay(as.user, match.id, swapped, {
      winnerId: 2,
      confirmStage,
      confirmCharacters: true,
    });
    expect(two.games[1]).toMatchObject({
      player1ConnectCode: "NIKK#142",
      player1Character: "Falco",
      player2Character: "Kirby",
      winnerId: 2,
    });
    expect(await prisma.game.count()).toBe(2);
  });
});

describe("undo", () => {
  it("takes back the last strike; the player once, the owner and admins further", async () => {
    const match = await start();
    await expectRefusal(undoStep(as.user, match.id), 409, NOTHING_TO_UNDO);
    const struck = await strikeStage(as.user, match.id, "Final Destination");
    expect(struck.lastStep).toEqual({ kind: "strike", text: "strike of Final Destination" });
    const stranger = await startSet(as.admin, {
      player1Name: "A",
      player2Name: "B",
      targetScore: 2,
    });
    await expectRefusal(undoStep(as.user, stranger.id), 403, NOT_YOUR_SET);
    const undone = await undoStep(as.user, match.id);
    expect(undone.stageSelection).toMatchObject({ phase: "strike", turn: 1, struck: [] });
    expect(undone.lastStep).toBeNull();
    await strikeStage(as.user, match.id, "Yoshi's Story");
    await strikeStage(as.user, match.id, "Battlefield");
    await undoStep(as.user, match.id);
    // The step before the one undone was followed by it: only the owner or an admin goes back.
    await expectRefusal(undoStep(as.user, match.id), 403, UNDO_FURTHER);
    const further = await undoStep(as.admin, match.id);
    expect(further.stageSelection).toMatchObject({ struck: [] });
    expect(await undoStep(as.owner, match.id).catch((e: Error) => e.message)).toBe(NOTHING_TO_UNDO);
    // A new step lets the player undo again.
    await strikeStage(as.user, match.id, "Battlefield");
    expect((await undoStep(as.user, match.id)).stageSelection?.struck).toEqual([]);
  });

  it("takes back a game: the score, the end, and the selection that led to it", async () => {
    const match = await start(2);
    await strikeToBattlefield(match.id);
    await recordGame(as.user, match.id, { winnerId: 1, player1Stocks: 2, player2Stocks: 0 });
    await strikeStage(as.user, match.id, "Pokémon Stadium");
    await pickStage(as.user, match.id, "Final Destination");
    const won = await recordGame(as.user, match.id, { winnerId: 1 });
    expect(won).toMatchObject({ matchStatus: "completed", winnerId: 1, player1Score: 2 });
    expect(won.lastStep).toEqual({ kind: "game", text: "game 2 (Zain won)" });

    const reopened = await undoStep(as.user, match.id);
    expect(reopened).toMatchObject({
      matchStatus: "ongoing",
      winnerId: null,
      winnerName: null,
      completedAt: null,
      player1Score: 1,
      player2Score: 0,
    });
    expect(reopened.games).toHaveLength(1);
    // Game 2's ban and pick are back, so the right winner is one tap away.
    expect(reopened.stageSelection).toMatchObject({
      game: 2,
      phase: "done",
      banned: ["Pokémon Stadium"],
      stage: "Final Destination",
    });
    expect(await getSet(match.id)).toMatchObject({ player1Score: 1, undoDepth: 1 });
    const corrected = await recordGame(as.user, match.id, { winnerId: 2 });
    expect(corrected.games[1]).toMatchObject({
      number: 2,
      stage: "Final Destination",
      winnerId: 2,
    });
    expect(corrected).toMatchObject({ player1Score: 1, player2Score: 1, undoDepth: 0 });

    // The owner goes back to the start: games and strikes, one step at a time.
    let set: { lastStep: unknown } = corrected;
    let steps = 0;
    while (set.lastStep) {
      set = await undoStep(as.owner, match.id);
      steps++;
    }
    expect(steps).toBe(2 + 2 + 4);
    expect(set).toMatchObject({ player1Score: 0, player2Score: 0, games: [] });
    expect(await prisma.game.count({ where: { setId: match.id } })).toBe(0);
  });

  it("answers two undos of the same game at once with the game undone once and a 409", async () => {
    const match = await start(5);
    await awardPoint(as.user, match.id, 1);
    await awardPoint(as.user, match.id, 2);
    // Two tabs press Undo together: both read the set before either writes.
    const both = await Promise.allSettled([
      undoStep(as.admin, match.id),
      undoStep(as.admin, match.id),
    ]);
    const refused = both.filter((result) => result.status === "rejected");
    for (const { reason } of refused) {
      expect(reason).toMatchObject({ name: "DomainError", status: 409, message: SET_MOVED });
    }
    const left = await prisma.game.count({ where: { setId: match.id } });
    expect(left).toBe(2 - (both.length - refused.length));
    expect(await getSet(match.id)).toMatchObject({ player1Score: 1, player2Score: left - 1 });
  });

  it("forgets the port a replay game confirmed when that game is undone", async () => {
    const match = await start(3);
    const file = replay("test.slp");
    const other = file.players.find((player) => player.port !== 3)!.port;
    await sendReplay(as.user, match.id, file, { player1Port: 3, confirmStage: true });
    // Game 2 is recorded with the ports the wrong way round, then undone.
    const second = { ...file, hash: "second-file", startAt: "2018-06-22T07:52:59Z" };
    const wrong = { player1Port: other, confirmStage: true, confirmCharacters: true };
    await sendReplay(as.user, match.id, second, wrong);
    await undoStep(as.user, match.id);
    // The next replay is not read with the undone game's ports: the players are asked again.
    const third = { ...file, hash: "third-file", startAt: "2018-06-22T08:01:13Z" };
    await expectRefusal(
      sendReplay(as.user, match.id, third, { confirmStage: true }),
      422,
      REPLAY_PORTS,
    );
  });

  it("names a bare point as a point, and Award Point in a best of 3 keeps the game's stage", async () => {
    const points = await start(5);
    await awardPoint(as.user, points.id, 2);
    expect((await getSet(points.id)).lastStep).toEqual({ kind: "point", text: "point to Cody" });
    const set = await start(2);
    await strikeToBattlefield(set.id);
    await awardPoint(as.user, set.id, 1);
    expect((await getSet(set.id)).games[0]).toMatchObject({ stage: "Battlefield", winnerId: 1 });
  });
});

describe("a game must make sense", () => {
  const game = (fields: Record<string, unknown>) => recordGameSchema.safeParse(fields);
  const problems = (fields: Record<string, unknown>) =>
    game(fields).error?.issues.map((issue) => issue.message);

  it("has the winner with a stock left and the loser with none", () => {
    expect(problems({ winnerId: 1, player1Stocks: 0, player2Stocks: 2 })).toEqual([
      WINNER_STOCKS,
      LOSER_STOCKS,
    ]);
    expect(problems({ winnerId: 2, player1Stocks: 1 })).toEqual([LOSER_STOCKS]);
    expect(problems({ winnerId: 1, winnerStocks: "0" })).toEqual([WINNER_STOCKS]);
    expect(game({ winnerId: 2, winnerStocks: "3" }).data).toMatchObject({
      player1Stocks: 0,
      player2Stocks: 3,
    });
    expect(game({ winnerId: 1, player1Stocks: 2, player2Stocks: 0 }).success).toBe(true);
    expect(game({ winnerId: 1 }).data).toMatchObject({
      player1Stocks: undefined,
      player2Stocks: undefined,
    });
  });

  it("refuses the same replay twice, by its file or by its start", async () => {
    const match = await start(3);
    const file = replay("test.slp");
    expect(file.hash).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    const choices = { player1Port: 3, confirmStage: true };
    await sendReplay(as.user, match.id, file, choices);
    await expectRefusal(sendReplay(as.user, match.id, file, choices), 409, REPLAY_DUPLICATE(1));
    const sameStart = { ...file, hash: "another-file" };
    await expectRefusal(
      sendReplay(as.user, match.id, sameStart, choices),
      409,
      REPLAY_DUPLICATE(1),
    );
    const sameFile = { ...file, startAt: null };
    await expectRefusal(sendReplay(as.user, match.id, sameFile, choices), 409, REPLAY_DUPLICATE(1));
    expect(await prisma.game.count()).toBe(1);
  });

  it("refuses a replay on a stage the selection did not produce, naming it, until confirmed", async () => {
    const match = await start(3);
    const file = replay("test.slp");
    // Dream Land is struck first: the replay's stage is refused by name.
    await strikeStage(as.user, match.id, "Dream Land N64");
    const struck = await sendReplay(as.user, match.id, file, { player1Port: 3 }).catch((e) => e);
    expect(struck).toMatchObject({ status: 409, asks: ["stage"] });
    expect(struck.message).toContain("Dream Land N64 was struck for game 1.");
    await strikeStage(as.user, match.id, "Final Destination");
    await strikeStage(as.user, match.id, "Yoshi's Story");
    await strikeStage(as.user, match.id, "Fountain of Dreams");
    const elsewhere = { ...file, stage: "Pokémon Stadium" };
    const other = await sendReplay(as.user, match.id, elsewhere, { player1Port: 3 }).catch(
      (e) => e,
    );
    expect(other.message).toContain(
      "This game is on Pokémon Stadium, but game 1 is on Battlefield.",
    );
    expect(await prisma.game.count()).toBe(0);
    const confirmed = await sendReplay(as.user, match.id, file, {
      player1Port: 3,
      confirmStage: true,
    });
    expect(confirmed.games[0]).toMatchObject({ stage: "Dream Land N64", source: "replay" });
  });

  it("asks before taking other characters or other players than the set's", async () => {
    const match = await start(3);
    await recordGame(as.user, match.id, {
      winnerId: 1,
      player1Character: "Fox",
      player2Character: "Falco",
    });
    const file = replay("test.slp");
    const choices = { player1Port: 1, confirmStage: true };
    const changed = await sendReplay(as.user, match.id, file, choices).catch((e) => e);
    expect(changed).toMatchObject({ status: 409, asks: ["characters"] });
    expect(changed.message).toContain("Cody: Falco → Captain Falcon");
    // Connect codes the set knows decide; other codes are other players, asked about.
    const quit = replay("unranked_game1.slp");
    const coded = await sendReplay(as.user, match.id, quit, {
      player1Port: 2,
      winnerId: 1,
      confirmStage: true,
      confirmCharacters: true,
    });
    expect(coded.games[1]).toMatchObject({ player1ConnectCode: "NIKK#142" });
    const strangers = {
      ...replay("ranked_game1_tiebreak.slp"),
      hash: "x",
      startAt: null,
    };
    strangers.players = strangers.players.map((p) => ({ ...p, connectCode: `X#${p.port}` }));
    await expectRefusal(
      sendReplay(as.user, match.id, strangers, { winnerId: 1 }),
      422,
      REPLAY_PORTS,
    );
  });
});
