import { entrantIn, setEntrant, type Draft } from "./draft";
import type { BracketMatch, DqSide, MatchId, Slot } from "./types";

/** A decided match's outcome, before it is written and its entrants sent on. */
export interface Outcome {
  winnerId: number | null;
  /** The entrant sent along `loserTo` (null when nobody is). */
  loserId: number | null;
  score1: number | null;
  score2: number | null;
  isBye: boolean;
  dq: DqSide;
  /** A result reported by people, as opposed to a bye or a forfeit the engine decided. */
  reported: boolean;
}

export function isGrandFinalSet1(match: BracketMatch): boolean {
  return match.bracket === "grand_final" && match.round === 1;
}

/** Whether a slot's entrant is settled: known, or known to be nobody. */
function slotKnown(draft: Draft, match: BracketMatch, slot: Slot): boolean {
  const source = slot === 1 ? match.source1 : match.source2;
  if (!source) return true;
  if (source.kind === "seed") return draft.seeds !== null;
  return draft.get(source.matchId).status === "done";
}

/**
 * Writes a decided match and sends its entrants on, then settles every match that changes as a
 * result. The grand final's reset is only played when the losers-side entrant wins a reported
 * set 1; otherwise it is decided at once as not needed.
 */
export function decide(draft: Draft, id: MatchId, outcome: Outcome): void {
  const match = draft.edit(id);
  match.winnerId = outcome.winnerId;
  match.score1 = outcome.score1;
  match.score2 = outcome.score2;
  match.isBye = outcome.isBye;
  match.dq = outcome.dq;
  match.status = "done";
  const queue: MatchId[] = [];
  if (isGrandFinalSet1(match) && match.winnerTo) {
    const resetNeeded = outcome.reported && outcome.winnerId === match.entrant2Id;
    if (!resetNeeded) {
      const reset = draft.edit(match.winnerTo.matchId);
      Object.assign(reset, {
        entrant1Id: null,
        entrant2Id: null,
        score1: null,
        score2: null,
        winnerId: null,
        isBye: true,
        dq: null,
        status: "done",
      } satisfies Partial<BracketMatch>);
      return;
    }
  }
  if (match.winnerTo) {
    setEntrant(draft.edit(match.winnerTo.matchId), match.winnerTo.slot, outcome.winnerId);
    queue.push(match.winnerTo.matchId);
  }
  if (match.loserTo) {
    setEntrant(draft.edit(match.loserTo.matchId), match.loserTo.slot, outcome.loserId);
    queue.push(match.loserTo.matchId);
  }
  settle(draft, queue);
}

/**
 * Brings the given matches (and, through them, everything downstream) up to date: a match with
 * both sides known becomes ready when both entrants can play, and otherwise decides itself: the
 * one entrant able to play wins (a bye when the other side is empty, a forfeit when the other is
 * disqualified), and with nobody able to play it ends with no winner and nobody sent on. A
 * disqualified entrant never wins; when beaten by forfeit it still drops to the losers bracket,
 * where it forfeits again.
 */
export function settle(draft: Draft, ids: Iterable<MatchId>): void {
  const queue = [...ids];
  while (queue.length > 0) {
    const id = queue.pop()!;
    const match = draft.get(id);
    if (match.status === "done") continue;
    if (!slotKnown(draft, match, 1) || !slotKnown(draft, match, 2)) {
      if (match.status !== "waiting") draft.edit(id).status = "waiting";
      continue;
    }
    const [entrant1, entrant2] = [entrantIn(match, 1), entrantIn(match, 2)];
    const out1 = entrant1 !== null && draft.disqualified.has(entrant1);
    const out2 = entrant2 !== null && draft.disqualified.has(entrant2);
    const live1 = entrant1 !== null && !out1;
    const live2 = entrant2 !== null && !out2;
    if (live1 && live2) {
      if (match.status !== "ready") draft.edit(id).status = "ready";
      continue;
    }
    const winnerId = live1 ? entrant1 : live2 ? entrant2 : null;
    decide(draft, id, {
      winnerId,
      loserId: winnerId === null ? null : winnerId === entrant1 ? entrant2 : entrant1,
      score1: null,
      score2: null,
      isBye: entrant1 === null || entrant2 === null,
      dq: out1 && out2 ? "both" : out1 ? "entrant1" : out2 ? "entrant2" : null,
      reported: false,
    });
  }
}

/** Puts the bracket's seeds into their first-round slots and settles the first round. */
export function placeSeeds(draft: Draft, seeds: number[]): void {
  draft.seeds = seeds;
  const firstRound: MatchId[] = [];
  for (const match of draft.all()) {
    if (match.bracket !== "winners" || match.round !== 1) continue;
    const copy = draft.edit(match.id);
    for (const slot of [1, 2] as const) {
      const source = slot === 1 ? copy.source1 : copy.source2;
      if (source?.kind === "seed") setEntrant(copy, slot, seeds[source.seed - 1] ?? null);
    }
    firstRound.push(match.id);
  }
  settle(draft, firstRound);
}
