import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { writeOnce } from "~/models/idempotency.server";
import type { Stage } from "~/models/melee";
import type { ReplayPlayer, ReplaySummary } from "~/models/replay-summary";
import {
  getSet,
  MATCH_COMPLETE,
  MATCH_NOT_FOUND,
  publishSet,
  scoreGame,
  setSelect,
  viewOfSet,
} from "~/models/score.server";
import { readMoves } from "~/models/set-view";
import { pickRefusal, strikeRefusal, type StageSelection } from "~/models/stage-rules";
import type { PublicUser } from "~/models/user.server";
import type { RecordGameInput, ReplayChoices } from "~/schemas/set";
import { DomainError } from "~/utils/domain-error";

/**
 * A match played as a set: its games' details, the stage selection before each game, and games
 * filled from Slippi replays. Points and the end of the match stay score.server.ts's rules:
 * every game recorded here is scored by `scoreGame`, exactly as a bare point is.
 */

export const NOT_YOUR_SET = "Only the player who started this match can change it";
export const SELECTION_MOVED = "The stage selection changed meanwhile. Please try again.";
export const REPLAY_CUT_OFF =
  "This replay has no game end: it was cut off mid-game, so it is not counted. Record the game by hand if the players agree on the result.";
export const REPLAY_NO_CONTEST =
  "This game ended as a no contest (someone quit), so it is not counted on its own. Choose the winner if the players agree.";
export const REPLAY_UNDECIDED =
  "The replay does not say who won (the same stocks and percent). Choose the winner if the players agree.";
export const REPLAY_PORTS =
  "Which port was which player? Confirm it once: the set's later replays follow it.";
export const REPLAY_NOT_SINGLES = "This replay is not a one-on-one game: a set has two players.";

/** A replay that cannot count without the players: the API answers 422 {message, replay}. */
export class ReplayRefusal extends DomainError {
  constructor(
    message: string,
    readonly replay: ReplaySummary,
  ) {
    super(422, message);
  }
}

const portSelect = { player1Port: true, player1Code: true, player2Code: true } as const;

/** The user's own match with what changing it needs: 404 unknown, 403 someone else's. */
async function ownSet(user: PublicUser, matchId: number, db: Prisma.TransactionClient = prisma) {
  const row = await db.scoreMatch.findUnique({
    where: { id: matchId },
    select: { ...setSelect, ...portSelect },
  });
  if (!row) throw new DomainError(404, MATCH_NOT_FOUND);
  if (row.userId !== user.id) throw new DomainError(403, NOT_YOUR_SET);
  const { player1Port, player1Code, player2Code, ...set } = row;
  return { row, view: viewOfSet(set), ports: { player1Port, player1Code, player2Code } };
}

/** The user's own set, to play on (404 unknown, 403 someone else's). */
export async function getOwnSet(user: PublicUser, matchId: number) {
  return (await ownSet(user, matchId)).view;
}

/** Refuses (404, 403) before anything costly is read for a change to the set. */
export async function requireOwnSet(user: PublicUser, matchId: number) {
  await ownSet(user, matchId);
}

/** Adds one move to the next game's selection, if the ruleset allows it now. */
async function moveStage(
  user: PublicUser,
  matchId: number,
  stage: Stage,
  refusal: (selection: StageSelection) => string | null,
) {
  const { row, view } = await ownSet(user, matchId);
  if (!view.stageSelection) throw new DomainError(409, MATCH_COMPLETE);
  const why = refusal(view.stageSelection);
  if (why) throw new DomainError(409, why);
  // Only over the selection this move was checked against (same moves, same game).
  const { count } = await prisma.scoreMatch.updateMany({
    where: {
      id: matchId,
      matchStatus: "ongoing",
      stageMoves: row.stageMoves,
      player1Score: row.player1Score,
      player2Score: row.player2Score,
    },
    data: { stageMoves: JSON.stringify([...readMoves(row.stageMoves), stage]) },
  });
  if (count === 0) throw new DomainError(409, SELECTION_MOVED);
  return publishSet(matchId);
}

/** Strikes (game 1) or bans (later games) a stage for the player whose turn it is. */
export function strikeStage(user: PublicUser, matchId: number, stage: Stage) {
  return moveStage(user, matchId, stage, (selection) => strikeRefusal(selection, stage));
}

/** The loser of the last game picks the stage; `gentlemans`: both agree to waive DSR. */
export function pickStage(user: PublicUser, matchId: number, stage: Stage, gentlemans = false) {
  return moveStage(user, matchId, stage, (selection) => pickRefusal(selection, stage, gentlemans));
}

/** A game of the set, once per client key (see idempotency.server.ts); answers the set. */
function writeGame(
  user: PublicUser,
  matchId: number,
  key: string | undefined,
  write: (tx: Prisma.TransactionClient) => Promise<unknown>,
) {
  return writeOnce(
    { actorId: user.id, key, action: "set.game" },
    async (tx) => {
      await write(tx);
      return getSet(matchId, tx);
    },
    () => publishSet(matchId),
  );
}

/** Records a game the players report; the stage defaults to the one selected for it. */
export function recordGame(
  user: PublicUser,
  matchId: number,
  input: RecordGameInput,
  key?: string,
) {
  return writeGame(user, matchId, key, async (tx) => {
    const { view } = await ownSet(user, matchId, tx);
    const { winnerId, ...details } = input;
    await scoreGame(tx, user, matchId, winnerId, {
      ...details,
      stage: details.stage ?? view.stageSelection?.stage ?? null,
      source: "manual",
    });
  });
}

type Ports = { player1Port: number | null; player1Code: string | null; player2Code: string | null };

/**
 * Which replay player is the match's player 1: the port the players name, else the set's
 * connect codes, else the port confirmed earlier. Null when nobody has said yet.
 */
function matchPlayers(players: ReplayPlayer[], ports: Ports, player1Port?: number) {
  const [a, b] = players;
  const pair = (first: ReplayPlayer) => (first === a ? [a, b] : [b, a]);
  if (player1Port !== undefined) {
    const named = players.find((p) => p.port === player1Port);
    if (!named) throw new DomainError(400, `Port ${player1Port} is not in this replay`);
    return pair(named);
  }
  if (ports.player1Code && ports.player2Code) {
    const one = players.find((p) => p.connectCode === ports.player1Code);
    const two = players.find((p) => p.connectCode === ports.player2Code);
    if (one && two && one !== two) return [one, two];
  }
  const same = players.find((p) => p.port === ports.player1Port);
  return same ? pair(same) : null;
}

/**
 * Records a game from its replay's summary (read in the browser or on the server). A replay
 * that cannot count silently — cut off, a no contest without the players' winner, ports not yet
 * confirmed — is refused with a ReplayRefusal that carries the summary back to the players.
 */
export function recordReplay(
  user: PublicUser,
  matchId: number,
  replay: ReplaySummary,
  choices: ReplayChoices = {},
  key?: string,
) {
  return writeGame(user, matchId, key, (tx) => scoreReplay(tx, user, matchId, replay, choices));
}

async function scoreReplay(
  tx: Prisma.TransactionClient,
  user: PublicUser,
  matchId: number,
  replay: ReplaySummary,
  choices: ReplayChoices,
) {
  const { view, ports } = await ownSet(user, matchId, tx);
  if (!view.stageSelection) throw new DomainError(409, MATCH_COMPLETE);
  if (replay.players.length !== 2) throw new ReplayRefusal(REPLAY_NOT_SINGLES, replay);
  if (replay.endMethod === null) throw new ReplayRefusal(REPLAY_CUT_OFF, replay);
  const players = matchPlayers(replay.players, ports, choices.player1Port);
  if (!players) throw new ReplayRefusal(REPLAY_PORTS, replay);
  const [one, two] = players;
  const decided = replay.endMethod !== "no-contest" && replay.winnerPort !== null;
  const winnerId = decided ? (replay.winnerPort === one.port ? 1 : 2) : choices.winnerId;
  if (!winnerId) {
    const why = replay.endMethod === "no-contest" ? REPLAY_NO_CONTEST : REPLAY_UNDECIDED;
    throw new ReplayRefusal(why, replay);
  }
  await tx.scoreMatch.update({
    where: { id: matchId },
    data: {
      player1Port: one.port,
      ...(one.connectCode && two.connectCode
        ? { player1Code: one.connectCode, player2Code: two.connectCode }
        : {}),
    },
  });
  await scoreGame(tx, user, matchId, winnerId, {
    source: "replay",
    stage: replay.stage,
    player1Character: one.character,
    player2Character: two.character,
    player1Stocks: one.stocks,
    player2Stocks: two.stocks,
    player1ConnectCode: one.connectCode,
    player2ConnectCode: two.connectCode,
  });
}

/** Each player name's last character in the user's recorded games: the picker's defaults. */
export async function lastCharacters(user: PublicUser) {
  const games = await prisma.setGame.findMany({
    where: {
      match: { userId: user.id },
      OR: [{ player1Character: { not: null } }, { player2Character: { not: null } }],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      player1Character: true,
      player2Character: true,
      match: { select: { player1Name: true, player2Name: true } },
    },
  });
  const last = new Map<string, string>();
  for (const game of games) {
    const seen: [string, string | null][] = [
      [game.match.player1Name, game.player1Character],
      [game.match.player2Name, game.player2Character],
    ];
    for (const [name, character] of seen) {
      if (character && !last.has(name)) last.set(name, character);
    }
  }
  return Object.fromEntries(last);
}
