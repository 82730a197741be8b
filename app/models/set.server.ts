import type { Prisma } from "@prisma/client";
import type { Stage } from "~/data/melee";
import { DomainError, isDomainError } from "~/models/domain-error";
import { applySetResult, drivesBracketSet, requireResultOpen } from "~/models/event.server";
import { type Answer, asAnswer, writeOnce } from "~/models/idempotency.server";
import { requireOwner } from "~/models/permissions.server";
import { refreshSetPlayers } from "~/models/player-records.server";
import { isRecordMissing } from "~/models/prisma-errors.server";
import type { ReplayPlayer, ReplaySummary } from "~/models/replay-summary";
import {
  awaitingCount,
  linkedCodes,
  linkedPlayers,
  opponentOf,
  sameCode,
} from "~/models/set-links.server";
import { gameSelect, readMoves, toSetView } from "~/models/set-view";
import {
  pickRefusal,
  stageMismatch,
  strikeRefusal,
  type StageSelection,
} from "~/models/stage-rules";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import {
  isSetFormat,
  type RecordGameInput,
  type ReplayChoices,
  type StartSetInput,
} from "~/schemas/set";
import { prisma } from "~/server/db.server";

/**
 * Sets and their games. A set is two players playing games until one of them wins `targetScore`
 * of them; on the plain score tracker a point is a game without details. Its games are recorded
 * by hand, from Slippi replays or as bare points, with the stage selection before each game.
 *
 * Who may change a set is decided in one place (`allowedTo`): its player (the user who started
 * it) plays it and undoes its last step; the owner and admins undo further back. 404 for a set
 * that does not exist, 403 for anyone else. Sets are public (their page, their overlay,
 * GET /api/score-tracker/matches/{id}), so a 404 would hide nothing.
 *
 * Every step (a strike, ban or pick; a game or point) can be undone, last first: a pending
 * selection is its list of moves, and each game keeps the moves that led to it, so undoing a game
 * puts its selection back and the score is counted again from the games left.
 *
 * Each change reads the set once, writes it with one statement that only applies to the set as
 * read, and answers (and announces) the set as it now is, made from what it read and wrote.
 */

export const SET_NOT_FOUND = "Match not found";
export const NOT_YOUR_SET = "Only the player who started this match can change it";
/** A point is refused with its own words (a point is how the spec's client changes a set). */
export const NOT_YOUR_POINT = "Only the player who started this match can award points";
export const SET_COMPLETE =
  "This match has already ended. Start a new match or use 'Salty Runback'.";
export const SELECTION_MOVED = "The stage selection changed meanwhile. Please try again.";
export const SET_MOVED = "The match changed meanwhile. Please try again.";
export const NOTHING_TO_UNDO = "There is nothing to undo in this match";
export const UNDO_FURTHER =
  "Only the last step can be undone by the players: the owner or an admin can undo further back";
export const REPLAY_DUPLICATE = (game: number) =>
  `This replay is already recorded in this match (game ${game})`;
export const REPLAY_CUT_OFF =
  "This replay has no game end: it was cut off mid-game, so it is not counted. Record the game by hand if the players agree on the result.";
export const REPLAY_NO_CONTEST =
  "This game ended as a no contest (someone quit), so it is not counted on its own. Choose the winner if the players agree.";
export const REPLAY_UNDECIDED =
  "The replay does not say who won (the same stocks and percent). Choose the winner if the players agree.";
export const REPLAY_PORTS =
  "Which port was which player? Confirm it once: the set's later replays follow it.";
export const REPLAY_NOT_SINGLES = "This replay is not a one-on-one game: a set has two players.";
export const REPLAY_CONFIRM = "Record it only if both players confirm it was played so.";
/** Recent Matches shows at most 10. */
export const RECENT_SETS = 10;

/** What the players must answer before a replay counts. */
export type ReplayQuestion = "ports" | "winner" | "stage" | "characters";

/**
 * A replay that cannot count without the players: the API answers {message, replay, asks}, 422
 * for a question the file cannot answer (ports, winner), 409 for one that contradicts the set
 * (another stage, other characters), answered by `confirmStage` / `confirmCharacters`.
 */
export class ReplayRefusal extends DomainError {
  constructor(
    message: string,
    readonly replay: ReplaySummary,
    readonly asks: ReplayQuestion[],
    status: 409 | 422 = 422,
  ) {
    super(status, message);
  }
}

/** A set as lists show it, and as a point answers it: without its games. */
export const setSummarySelect = {
  id: true,
  player1Name: true,
  player2Name: true,
  player1Score: true,
  player2Score: true,
  targetScore: true,
  winnerId: true,
  winnerName: true,
  matchStatus: true,
  createdAt: true,
  completedAt: true,
  userId: true,
  player1UserId: true,
  player2UserId: true,
  confirmation: true,
} as const satisfies Prisma.SetSelect;

export type SetSummary = Prisma.SetGetPayload<{ select: typeof setSummarySelect }>;

/** Everything a set is read with: its view, and what changing it needs. */
const setSelect = {
  ...setSummarySelect,
  stageMoves: true,
  player1Port: true,
  player1Code: true,
  player2Code: true,
  undoDepth: true,
  games: { select: gameSelect, orderBy: { number: "asc" } },
} as const satisfies Prisma.SetSelect;

/** A set as it was read: what a change starts from. */
export type SetRow = Prisma.SetGetPayload<{ select: typeof setSelect }>;

/** The set as GET /api/score-tracker/matches/{id} shows it: with games and stage selection. */
function viewOf({ stageMoves, games, ...row }: SetRow) {
  // The ports are for reading replays, not for showing.
  const { player1Port: _port, player1Code: _code1, player2Code: _code2, ...summary } = row;
  return toSetView(summary, { stageMoves, games });
}

export type SetView = ReturnType<typeof viewOf>;

const summaryOf = ({
  games: _games,
  stageSelection: _selection,
  lastStep: _step,
  undoDepth: _depth,
  ...summary
}: Answer<SetView>) => summary;

type Tx = Prisma.TransactionClient;

/** Tells the set's watchers (live page, overlay) how it stands now. */
function publishSet(set: SetView | Answer<SetView>) {
  publish("toSet", { setId: set.id, set: asAnswer(set) });
}

/** What a change does to a set: a step of play, or undoing the last step. */
export type SetChange = "play" | "undo";

/**
 * Who may change a set, the one rule: its players play and undo the step just taken (until
 * another is taken or undone); the owner and admins undo further back. A set's players are the
 * user who started it and, for a bracket match's set, the two entrants' players and the event's
 * organisers. 404 for no such set, 403 for anyone else.
 */
async function allowedTo(
  change: SetChange,
  user: PublicUser,
  set: SetRow | null,
  notYours = NOT_YOUR_SET,
  db: Tx = prisma,
) {
  if (!set) throw new DomainError(404, SET_NOT_FOUND);
  const player = set.userId === user.id || (await drivesBracketSet(user, set.id, db));
  if (change === "play" && player) return set;
  if (change === "undo" && (isAdmin(user) || (player && set.undoDepth === 0))) return set;
  throw new DomainError(403, player ? UNDO_FURTHER : notYours);
}

const ownedBy = (user: PublicUser, set: SetRow | null, notYours?: string, db?: Tx) =>
  allowedTo("play", user, set, notYours, db);

async function readSet(setId: number, db: Tx = prisma) {
  return db.set.findUnique({ where: { id: setId }, select: setSelect });
}

/** Any set, with its games: a set's page and overlay are public (404 for an unknown id). */
export async function getSet(setId: number) {
  const set = await readSet(setId);
  if (!set) throw new DomainError(404, SET_NOT_FOUND);
  return viewOf(set);
}

/**
 * The user's own set as read, to change: refuses (404, 403) before anything costly (a replay's
 * file) is read, and is what the change then starts from.
 */
export async function requireOwnSet(user: PublicUser, setId: number) {
  return ownedBy(user, await readSet(setId));
}

/** Whether the user may play the set (a signed-out visitor never may). */
export async function mayPlaySet(user: PublicUser | null, setId: number) {
  if (!user) return false;
  return requireOwnSet(user, setId).then(
    () => true,
    (error: unknown) => {
      if (isDomainError(error) && error.status === 403) return false;
      throw error;
    },
  );
}

/** The user's own set, to play on (404 unknown, 403 someone else's). */
export async function getOwnSet(user: PublicUser, setId: number) {
  return viewOf(await requireOwnSet(user, setId));
}

/**
 * A new set, its players' accounts linked when the input names them (see set-links.server.ts):
 * linking both asks the opponent to confirm it.
 */
export async function startSet(user: PublicUser, input: StartSetInput) {
  const players = await linkedPlayers(user, input);
  const set = viewOf(
    await prisma.set.create({
      data: { ...players, targetScore: input.targetScore, userId: user.id },
      select: setSelect,
    }),
  );
  const opponent = opponentOf(set);
  if (opponent) await tellAwaiting(opponent);
  return set;
}

/** 'Salty Runback': a fresh set with the same names, accounts and target. */
export async function runBack(user: PublicUser, setId: number) {
  const set = await requireOwnSet(user, setId);
  return startSet(user, {
    player1Name: set.player1Name,
    player2Name: set.player2Name,
    player1UserId: set.player1UserId ?? undefined,
    player2UserId: set.player2UserId ?? undefined,
    targetScore: set.targetScore,
  });
}

export const NOTHING_TO_CONFIRM = "This match has no linked opponent to confirm it";
export const BRACKET_CONFIRMED = "A bracket match counts at once: there is nothing to confirm";
export const NOT_YOUR_CONFIRMATION = "Only the linked opponent can confirm or dispute this match";
export const ALREADY_DECIDED = (confirmation: string) => `This match is already ${confirmation}`;
export const CONFIRM_UNFINISHED = "This match is still being played: confirm it once it has ended";

/** Tells the user's open pages how many sets now wait for their answer (the badge). */
async function tellAwaiting(userId: string) {
  const count = await awaitingCount(userId);
  publish("toUser", { userId, event: "setsAwaiting", payload: { count } });
}

/**
 * The linked opponent's answer to a pending set: "confirmed" (it counts once completed; a set
 * still being played cannot be confirmed yet) or "disputed" (it never counts). 404 no such set,
 * 409 a bracket set, a set without a linked opponent or one already answered, 403 anyone else.
 */
async function answerSet(user: PublicUser, setId: number, answer: "confirmed" | "disputed") {
  const set = await readSet(setId);
  if (!set) throw new DomainError(404, SET_NOT_FOUND);
  if (set.confirmation === "bracket") throw new DomainError(409, BRACKET_CONFIRMED);
  const opponent = opponentOf(set);
  if (!opponent) throw new DomainError(409, NOTHING_TO_CONFIRM);
  if (opponent !== user.id) throw new DomainError(403, NOT_YOUR_CONFIRMATION);
  if (set.confirmation !== "pending") throw new DomainError(409, ALREADY_DECIDED(set.confirmation));
  if (answer === "confirmed" && set.matchStatus !== "completed") {
    throw new DomainError(409, CONFIRM_UNFINISHED);
  }
  // Only a set still pending and as read (not reopened meanwhile) takes the answer; a
  // confirmed set counts from here on, in the players' totals too.
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.set.updateMany({
      where: { id: setId, confirmation: "pending", matchStatus: set.matchStatus },
      data: { confirmation: answer },
    });
    if (count === 0) throw new DomainError(409, SET_MOVED);
    await refreshSetPlayers(tx, set);
  });
  const view = viewOf({ ...set, confirmation: answer });
  publishSet(view);
  await tellAwaiting(user.id);
  return view;
}

/** The linked opponent confirms the set: it counts in both players' records. */
export const confirmSet = (user: PublicUser, setId: number) => answerSet(user, setId, "confirmed");

/** The linked opponent disputes the set: it never counts. */
export const disputeSet = (user: PublicUser, setId: number) => answerSet(user, setId, "disputed");

/** The user's newest sets. */
export function recentSets(user: PublicUser) {
  return prisma.set.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_SETS,
    select: setSummarySelect,
  });
}

/** Only the owner deletes sets (any set). */
export async function deleteSet(actor: PublicUser, setId: number) {
  requireOwner(actor, "Only the owner can delete matches");
  await prisma.$transaction(async (tx) => {
    const set = await tx.set.findUnique({
      where: { id: setId },
      select: { player1UserId: true, player2UserId: true },
    });
    const { count } = await tx.set.deleteMany({ where: { id: setId } });
    if (!set || count === 0) throw new DomainError(404, SET_NOT_FOUND);
    await refreshSetPlayers(tx, set);
  });
}

/** Where the set as read stood: a write over it applies only if nobody changed it since. */
const asRead = (set: SetRow) => ({
  id: set.id,
  userId: set.userId,
  matchStatus: "ongoing",
  stageMoves: set.stageMoves,
  player1Score: set.player1Score,
  player2Score: set.player2Score,
  undoDepth: set.undoDepth,
});

/** The selection of a set still being played (409 once it has ended). */
function ongoing(set: SetRow) {
  const { stageSelection } = viewOf(set);
  if (!stageSelection) throw new DomainError(409, SET_COMPLETE);
  return stageSelection;
}

/** Adds one move to the next game's selection, if the ruleset allows it now. */
async function moveStage(
  user: PublicUser,
  setId: number,
  stage: Stage,
  refusal: (selection: StageSelection) => string | null,
) {
  const set = await requireOwnSet(user, setId);
  const why = refusal(ongoing(set));
  if (why) throw new DomainError(409, why);
  const changed = {
    stageMoves: JSON.stringify([...readMoves(set.stageMoves), stage]),
    undoDepth: 0,
  };
  const { count } = await prisma.set.updateMany({ where: asRead(set), data: changed });
  if (count === 0) throw new DomainError(409, SELECTION_MOVED);
  const view = viewOf({ ...set, ...changed });
  publishSet(view);
  return view;
}

/** Strikes (game 1) or bans (later games) a stage for the player whose turn it is. */
export function strikeStage(user: PublicUser, setId: number, stage: Stage) {
  return moveStage(user, setId, stage, (selection) => strikeRefusal(selection, stage));
}

/** The loser of the last game picks the stage; `gentlemans`: both agree to waive DSR. */
export function pickStage(user: PublicUser, setId: number, stage: Stage, gentlemans = false) {
  return moveStage(user, setId, stage, (selection) => pickRefusal(selection, stage, gentlemans));
}

/**
 * What the set knows of its replays' ports once a replay game is undone (its ports may be the
 * very mistake): the connect codes of the last replay game left that has both; the port is asked
 * again, as games do not keep it.
 */
function portsLeft(games: SetRow["games"]): Ports {
  const coded = games
    .filter(
      (game) => game.source === "replay" && game.player1ConnectCode && game.player2ConnectCode,
    )
    .at(-1);
  return {
    player1Port: null,
    player1Code: coded?.player1ConnectCode ?? null,
    player2Code: coded?.player2ConnectCode ?? null,
  };
}

/**
 * Undoes the set's last step: the last move of the pending selection, else the last game (its
 * point taken back, its selection put back, an ended set reopened). Answers and announces the set
 * as it now is; 409 when nothing is left to undo or the set changed meanwhile.
 */
export async function undoStep(user: PublicUser, setId: number) {
  const set = await allowedTo("undo", user, await readSet(setId));
  const moves = readMoves(set.stageMoves);
  const last = set.games.at(-1);
  if (moves.length === 0 && !last) throw new DomainError(409, NOTHING_TO_UNDO);
  if (set.matchStatus === "completed") await requireResultOpen(setId);
  const where = { ...asRead(set), matchStatus: set.matchStatus };
  const undoDepth = set.undoDepth + 1;
  const view = await prisma.$transaction(async (tx) => {
    let changed: Partial<SetRow>;
    let games = set.games;
    if (moves.length > 0 || !last) {
      changed = { stageMoves: JSON.stringify(moves.slice(0, -1)), undoDepth };
    } else {
      games = set.games.slice(0, -1);
      // Another undo (a second tab) may have taken the game first: that is the set moving, a 409.
      const { stageMoves } = await tx.game
        .delete({
          where: { setId_number: { setId, number: last.number } },
          select: { stageMoves: true },
        })
        .catch((error: unknown) => {
          throw isRecordMissing(error) ? new DomainError(409, SET_MOVED) : error;
        });
      changed = {
        player1Score: games.filter((game) => game.winnerId === 1).length,
        player2Score: games.filter((game) => game.winnerId === 2).length,
        stageMoves,
        undoDepth,
        winnerId: null,
        winnerName: null,
        matchStatus: "ongoing",
        completedAt: null,
        // A confirmed result that changes is asked again; a disputed set stays disputed.
        ...(set.confirmation === "confirmed" && { confirmation: "pending" }),
        ...(last.source === "replay" && portsLeft(games)),
      };
    }
    // A change that came between is not undone blindly: the delete above rolls back with it.
    const { count } = await tx.set.updateMany({ where, data: changed });
    if (count === 0) throw new DomainError(409, SET_MOVED);
    // A completed set reopened stops counting until it ends (and is confirmed) again.
    if (set.matchStatus === "completed") await refreshSetPlayers(tx, set);
    return viewOf({ ...set, ...changed, games });
  });
  publishSet(view);
  const opponent = opponentOf(set);
  if (opponent && view.confirmation !== set.confirmation) await tellAwaiting(opponent);
  return view;
}

/** What a game may record besides its winner (all optional: a bare point is a game too). */
type GameDetails = Partial<{
  stage: string | null;
  player1Character: string | null;
  player2Character: string | null;
  player1Stocks: number | null;
  player2Stocks: number | null;
  source: "manual" | "replay";
  player1ConnectCode: string | null;
  player2ConnectCode: string | null;
  replayHash: string | null;
  replayStartAt: string | null;
}>;

type Ports = Pick<SetRow, "player1Port" | "player1Code" | "player2Code">;

/** A game to score on the set as read: its winner, its details, the ports its replay confirmed. */
type NewGame = { winnerId: 1 | 2; details: GameDetails; ports?: Partial<Ports> };

/**
 * Scores one game on the set as read, in one statement: its point, the end of the set when the
 * point reaches the target, the next game's stage selection emptied, the replay's ports. The
 * statement applies only to the set as read, still ongoing, so two quick presses never pass the
 * target and nothing scores after the end. Null when the set changed since it was read.
 */
async function scoreGame(tx: Tx, set: SetRow, { winnerId, details, ports }: NewGame) {
  const player1Score = set.player1Score + (winnerId === 1 ? 1 : 0);
  const player2Score = set.player2Score + (winnerId === 2 ? 1 : 0);
  const ends = Math.max(player1Score, player2Score) >= set.targetScore;
  const changed = {
    ...ports,
    player1Score,
    player2Score,
    stageMoves: "[]",
    undoDepth: 0,
    ...(ends && {
      winnerId,
      winnerName: winnerId === 1 ? set.player1Name : set.player2Name,
      matchStatus: "completed",
      completedAt: new Date(),
    }),
  };
  const { count } = await tx.set.updateMany({ where: asRead(set), data: changed });
  if (count === 0) return null;
  const game = await tx.game.create({
    // The selection that led to the game stays with it, for an undo to put back.
    data: {
      ...details,
      setId: set.id,
      number: player1Score + player2Score,
      winnerId,
      stageMoves: set.stageMoves,
    },
    select: gameSelect,
  });
  // A bracket set counts from its end: the players' totals take it with its games.
  if (ends) await refreshSetPlayers(tx, set);
  return viewOf({ ...set, ...changed, games: [...set.games, game] });
}

type GameWrite = {
  action: "set.point" | "set.game";
  /** The client's key for a game it may resend (see idempotency.server.ts). */
  key: string | undefined;
  /** The game to score on the set as it stands (reading it in the write's transaction). */
  decide: (set: SetRow, tx: Tx) => NewGame | Promise<NewGame>;
  /** The set, when the caller already read it (`requireOwnSet`). */
  read?: SetRow;
  notYours?: string;
};

/**
 * A game of the set, once per key; answers the set as it now is and announces it. A set changed
 * between its read and the write is read again and the game decided anew. That ends: each change
 * that came between scored a game or moved the selection, and a set has only so many of either.
 */
async function writeGame(user: PublicUser, setId: number, write: GameWrite) {
  const { action, key, decide, read, notYours } = write;
  const answer = await writeOnce(
    { actorId: user.id, key, action },
    async (tx) => {
      const readOwn = async () => ownedBy(user, await readSet(setId, tx), notYours, tx);
      let set = read ?? (await readOwn());
      for (;;) {
        ongoing(set);
        const scored = await scoreGame(tx, set, await decide(set, tx));
        if (scored) return scored;
        set = await readOwn();
      }
    },
    publishSet,
  );
  if (answer.matchStatus === "completed") {
    await reportWonSet(user, setId);
    // The opponent's list shows Confirm only once the set has ended: tell their open pages.
    const opponent = answer.confirmation === "pending" ? opponentOf(answer) : null;
    if (opponent) await tellAwaiting(opponent);
  }
  return answer;
}

/**
 * A won bracket set moves its bracket on. The game stands either way: when an organiser already
 * decided the match otherwise (a paper result, a reset), the bracket keeps that and the set is
 * history, so the refusal is logged rather than answered.
 */
async function reportWonSet(user: PublicUser, setId: number) {
  try {
    await applySetResult(user, setId);
  } catch (error) {
    if (!isDomainError(error) || error.status !== 409) throw error;
    console.warn(`Set ${setId}'s result did not move its bracket: ${error.message}`);
  }
}

/**
 * One point to player 1 or 2: a game without details, except that in a best of 3 or 5 it is the
 * game on the stage its selection produced. Answers the set without its games.
 * `key`: the client's key for a point it may resend.
 */
export async function awardPoint(user: PublicUser, setId: number, playerId: 1 | 2, key?: string) {
  const decide = (set: SetRow) => ({
    winnerId: playerId,
    details: isSetFormat(set.targetScore) ? { stage: ongoing(set).stage } : {},
  });
  const notYours = NOT_YOUR_POINT;
  return summaryOf(await writeGame(user, setId, { action: "set.point", key, decide, notYours }));
}

/** Records a game the players report; the stage defaults to the one selected for it. */
export function recordGame(user: PublicUser, setId: number, input: RecordGameInput, key?: string) {
  const { winnerId, ...details } = input;
  const decide = (set: SetRow): NewGame => ({
    winnerId,
    details: { ...details, stage: details.stage ?? ongoing(set).stage ?? null, source: "manual" },
  });
  return writeGame(user, setId, { action: "set.game", key, decide });
}

/**
 * Which replay player is the set's player 1: the port the players name, else the set's connect
 * codes, else the port confirmed earlier. Null when nobody has said yet.
 */
function matchPlayers(players: ReplayPlayer[], ports: Ports, player1Port?: number) {
  const [a, b] = players;
  const pair = (first: ReplayPlayer) => (first === a ? [a, b] : [b, a]);
  if (player1Port !== undefined) {
    const named = players.find((p) => p.port === player1Port);
    if (!named) throw new DomainError(400, `Port ${player1Port} is not in this replay`);
    return pair(named);
  }
  // Connect codes, once the set knows them, decide: other codes are other players to confirm.
  if (ports.player1Code && ports.player2Code && players.some((p) => p.connectCode)) {
    const one = players.find((p) => p.connectCode === ports.player1Code);
    const two = players.find((p) => p.connectCode === ports.player2Code);
    return one && two && one !== two ? [one, two] : null;
  }
  const same = players.find((p) => p.port === ports.player1Port);
  return same ? pair(same) : null;
}

/**
 * Which replay player is the set's player 1 by the linked players' profile Slippi codes: only
 * when the replay's codes point one way (a side's code matches exactly one replay player, and
 * no replay player matches both sides). Never anyone but the set's linked players; null else.
 */
async function matchProfiles(tx: Tx, set: SetRow, players: ReplayPlayer[]) {
  const [a, b] = players;
  const codes = await linkedCodes(set, tx);
  const matching = codes.map((code) =>
    players.filter((p) => code && p.connectCode && sameCode(p.connectCode) === code),
  );
  if (matching.some((found) => found.length > 1)) return null;
  const [one, two] = matching.map((found) => found[0]);
  if (one && two) return one === two ? null : [one, two];
  if (one) return one === a ? [a, b] : [b, a];
  if (two) return two === a ? [b, a] : [a, b];
  return null;
}

/** The set's game the replay already is (same file or same start), if any. */
async function recordedAs(tx: Tx, set: SetRow, replay: ReplaySummary) {
  const same = [
    ...(replay.hash ? [{ replayHash: replay.hash }] : []),
    ...(replay.startAt ? [{ replayStartAt: replay.startAt }] : []),
  ];
  if (same.length === 0) return null;
  return tx.game.findFirst({ where: { setId: set.id, OR: same }, select: { number: true } });
}

/** What in the replay contradicts the set, for both players to confirm (409 until they do). */
function contradictions(
  set: SetRow,
  replay: ReplaySummary,
  [one, two]: ReplayPlayer[],
  choices: ReplayChoices,
) {
  const found: { ask: ReplayQuestion; why: string }[] = [];
  const stage = choices.confirmStage ? null : stageMismatch(ongoing(set), replay.stage);
  if (stage) found.push({ ask: "stage", why: stage });
  const previous = set.games.at(-1);
  const changed = ([1, 2] as const).flatMap((player) => {
    const before = previous?.[`player${player}Character`];
    const now = (player === 1 ? one : two).character;
    const name = player === 1 ? set.player1Name : set.player2Name;
    return before && now && before !== now ? [`${name}: ${before} → ${now}`] : [];
  });
  if (changed.length > 0 && !choices.confirmCharacters) {
    const why = `Other characters than game ${previous?.number}: ${changed.join(", ")}.`;
    found.push({ ask: "characters", why });
  }
  return found;
}

/** The game a replay records on the set, or a ReplayRefusal when it cannot count as it is. */
async function replayGame(
  tx: Tx,
  set: SetRow,
  replay: ReplaySummary,
  choices: ReplayChoices,
): Promise<NewGame> {
  if (replay.players.length !== 2) throw new ReplayRefusal(REPLAY_NOT_SINGLES, replay, []);
  if (replay.endMethod === null) throw new ReplayRefusal(REPLAY_CUT_OFF, replay, []);
  const recorded = await recordedAs(tx, set, replay);
  if (recorded) throw new DomainError(409, REPLAY_DUPLICATE(recorded.number));
  const players =
    matchPlayers(replay.players, set, choices.player1Port) ??
    (await matchProfiles(tx, set, replay.players));
  if (!players) throw new ReplayRefusal(REPLAY_PORTS, replay, ["ports"]);
  const [one, two] = players;
  const decided = replay.endMethod !== "no-contest" && replay.winnerPort !== null;
  const winnerId = decided ? (replay.winnerPort === one.port ? 1 : 2) : choices.winnerId;
  if (!winnerId) {
    const why = replay.endMethod === "no-contest" ? REPLAY_NO_CONTEST : REPLAY_UNDECIDED;
    throw new ReplayRefusal(why, replay, ["winner"]);
  }
  const doubts = contradictions(set, replay, players, choices);
  if (doubts.length > 0) {
    const why = `${doubts.map((d) => d.why).join(" ")} ${REPLAY_CONFIRM}`;
    throw new ReplayRefusal(
      why,
      replay,
      doubts.map((d) => d.ask),
      409,
    );
  }
  return {
    winnerId,
    details: {
      source: "replay",
      stage: replay.stage,
      player1Character: one.character,
      player2Character: two.character,
      player1Stocks: one.stocks,
      player2Stocks: two.stocks,
      player1ConnectCode: one.connectCode,
      player2ConnectCode: two.connectCode,
      replayHash: replay.hash,
      replayStartAt: replay.startAt,
    },
    ports: {
      player1Port: one.port,
      ...(one.connectCode && two.connectCode
        ? { player1Code: one.connectCode, player2Code: two.connectCode }
        : {}),
    },
  };
}

/**
 * Records a game from its replay's summary (read in the browser or on the server), on the set
 * `requireOwnSet` read before the replay was. A replay that cannot count silently (cut off, a
 * no contest without the players' winner, ports not yet confirmed) is refused with a
 * ReplayRefusal that carries the summary back to the players.
 */
export function recordReplay(
  user: PublicUser,
  set: SetRow,
  replay: ReplaySummary,
  choices: ReplayChoices = {},
  key?: string,
) {
  const decide = (current: SetRow, tx: Tx) => replayGame(tx, current, replay, choices);
  return writeGame(user, set.id, { action: "set.game", key, decide, read: set });
}

/** Each player name's last character in the user's recorded games: the picker's defaults. */
export async function lastCharacters(user: PublicUser) {
  const games = await prisma.game.findMany({
    where: {
      set: { userId: user.id },
      OR: [{ player1Character: { not: null } }, { player2Character: { not: null } }],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      player1Character: true,
      player2Character: true,
      set: { select: { player1Name: true, player2Name: true } },
    },
  });
  const last = new Map<string, string>();
  for (const game of games) {
    const seen: [string, string | null][] = [
      [game.set.player1Name, game.player1Character],
      [game.set.player2Name, game.player2Character],
    ];
    for (const [name, character] of seen) {
      if (character && !last.has(name)) last.set(name, character);
    }
  }
  return Object.fromEntries(last);
}
