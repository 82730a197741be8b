import { bestOfFor, type BestOfSettings } from "./best-of";
import { newMatch } from "./new-match";
import { winnersBracket, winnersMatchId } from "./single-elimination";
import type { BracketMatch, MatchLink, SlotSource } from "./types";

/** A losers-bracket slot: always fed by another match. */
type FedBy = Exclude<SlotSource, { kind: "seed" }>;

export const losersMatchId = (round: number, number: number) => `L${round}-${number}`;
export const GRAND_FINAL = "GF-1";
export const GRAND_FINAL_RESET = "GF-2";

/**
 * Where the loser of winners match `number` (of `count` in its round) lands among the `count`
 * matches of the losers round it drops into, the `drop`-th such round (1 = winners round 2's
 * losers). Alternating a reversed and a half-shifted order keeps a dropped entrant away from
 * the one it just met in the winners bracket, and from that entrant's earlier victims: the
 * winners round 2 loser of match k never meets the losers round 1 winner who came from match k.
 */
function dropPosition(drop: number, number: number, count: number): number {
  if (count === 1) return 1;
  if (drop % 2 === 1) return count + 1 - number;
  return ((number - 1 + count / 2) % count) + 1;
}

/**
 * Double elimination: the winners bracket, a losers bracket of 2(k − 1) rounds for 2^k slots
 * (odd rounds pair the survivors, even rounds take the winners bracket's next losers), and the
 * grand final: set 1 between the two brackets' winners, then a reset with the same two, played
 * only when the losers-side entrant wins set 1.
 */
export function doubleEliminationMatches(
  seedCount: number,
  settings: BestOfSettings,
): BracketMatch[] {
  const winners = winnersBracket(seedCount, settings, true);
  const winnersRounds = winners.length;
  const losersRounds = 2 * (winnersRounds - 1);
  const losers: BracketMatch[][] = [];
  const byId = new Map(winners.flat().map((match) => [match.id, match]));
  const link = (matchId: string, slot: 1 | 2): MatchLink => ({ matchId, slot });

  for (let round = 1; round <= losersRounds; round++) {
    const bestOf = bestOfFor(settings, {
      bracket: "losers",
      round,
      roundCount: losersRounds,
      doubleElimination: true,
    });
    const count = winners[0].length / 2 ** Math.ceil(round / 2);
    // For a drop round: which winners match's loser lands in each of its matches.
    const droppedFrom = new Map<number, number>();
    for (let from = 1; round % 2 === 0 && from <= count; from++) {
      droppedFrom.set(dropPosition(round / 2, from, count), from);
    }
    const matches: BracketMatch[] = [];
    for (let number = 1; number <= count; number++) {
      const id = losersMatchId(round, number);
      let sources: [FedBy, FedBy];
      if (round === 1) {
        // Winners round 1's losers, in pairs of neighbouring matches.
        sources = [
          { kind: "loser", matchId: winnersMatchId(1, 2 * number - 1) },
          { kind: "loser", matchId: winnersMatchId(1, 2 * number) },
        ];
      } else if (round % 2 === 0) {
        // The dropped entrant on top, the previous losers round's winner below.
        sources = [
          { kind: "loser", matchId: winnersMatchId(round / 2 + 1, droppedFrom.get(number)!) },
          { kind: "winner", matchId: losersMatchId(round - 1, number) },
        ];
      } else {
        sources = [
          { kind: "winner", matchId: losersMatchId(round - 1, 2 * number - 1) },
          { kind: "winner", matchId: losersMatchId(round - 1, 2 * number) },
        ];
      }
      const match = newMatch({
        id,
        bracket: "losers",
        pool: null,
        round,
        number,
        bestOf,
        source1: sources[0],
        source2: sources[1],
      });
      sources.forEach((source, side) => {
        const feeder = byId.get(source.matchId)!;
        const to = link(id, side === 0 ? 1 : 2);
        if (source.kind === "loser") feeder.loserTo = to;
        else feeder.winnerTo = to;
      });
      byId.set(id, match);
      matches.push(match);
    }
    losers.push(matches);
  }

  const winnersFinal = winners[winnersRounds - 1][0];
  const grandFinalBestOf = bestOfFor(settings, {
    bracket: "grand_final",
    round: 1,
    roundCount: 2,
    doubleElimination: true,
  });
  // With two slots there is no losers bracket: the winners final's loser goes straight here.
  const losersChampion =
    losersRounds > 0
      ? { kind: "winner" as const, matchId: losers[losersRounds - 1][0].id }
      : { kind: "loser" as const, matchId: winnersFinal.id };
  const grandFinal = newMatch({
    id: GRAND_FINAL,
    bracket: "grand_final",
    pool: null,
    round: 1,
    number: 1,
    bestOf: grandFinalBestOf,
    source1: { kind: "winner", matchId: winnersFinal.id },
    source2: losersChampion,
    // Used only when the reset is played: the sides stay as they were.
    winnerTo: link(GRAND_FINAL_RESET, 2),
    loserTo: link(GRAND_FINAL_RESET, 1),
  });
  const reset = newMatch({
    id: GRAND_FINAL_RESET,
    bracket: "grand_final",
    pool: null,
    round: 2,
    number: 1,
    bestOf: grandFinalBestOf,
    source1: { kind: "loser", matchId: GRAND_FINAL },
    source2: { kind: "winner", matchId: GRAND_FINAL },
  });
  winnersFinal.winnerTo = link(GRAND_FINAL, 1);
  if (losersRounds > 0) losers[losersRounds - 1][0].winnerTo = link(GRAND_FINAL, 2);
  else winnersFinal.loserTo = link(GRAND_FINAL, 2);

  return [...winners.flat(), ...losers.flat(), grandFinal, reset];
}
