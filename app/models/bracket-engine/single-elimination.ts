import { bestOfFor, type BestOfSettings } from "./best-of";
import { newMatch } from "./new-match";
import { bracketSize, seedOrder } from "./seeding";
import type { BracketMatch } from "./types";

export const winnersMatchId = (round: number, number: number) => `W${round}-${number}`;

/**
 * The winners bracket for `seedCount` seeds, padded with byes to a power of two: round 1 in the
 * standard seed order (byes are the seeds past the count, so they face the top seeds), each
 * later match fed by the winners of two neighbouring matches. Returned by round, then number.
 */
export function winnersBracket(
  seedCount: number,
  settings: BestOfSettings,
  doubleElimination: boolean,
): BracketMatch[][] {
  const size = bracketSize(seedCount);
  const roundCount = Math.log2(size);
  const order = seedOrder(size);
  const seedSource = (seed: number) =>
    seed <= seedCount ? ({ kind: "seed", seed } as const) : null;
  const rounds: BracketMatch[][] = [];
  for (let round = 1; round <= roundCount; round++) {
    const bestOf = bestOfFor(settings, {
      bracket: "winners",
      round,
      roundCount,
      doubleElimination,
    });
    const matches: BracketMatch[] = [];
    for (let number = 1; number <= size / 2 ** round; number++) {
      const fed = (n: number) =>
        ({ kind: "winner", matchId: winnersMatchId(round - 1, n) }) as const;
      matches.push(
        newMatch({
          id: winnersMatchId(round, number),
          bracket: "winners",
          pool: null,
          round,
          number,
          bestOf,
          source1: round === 1 ? seedSource(order[2 * number - 2]) : fed(2 * number - 1),
          source2: round === 1 ? seedSource(order[2 * number - 1]) : fed(2 * number),
          winnerTo:
            round < roundCount
              ? {
                  matchId: winnersMatchId(round + 1, Math.ceil(number / 2)),
                  slot: number % 2 === 1 ? 1 : 2,
                }
              : null,
        }),
      );
    }
    rounds.push(matches);
  }
  return rounds;
}

/** Single elimination: the winners bracket alone; its final decides the event. */
export function singleEliminationMatches(
  seedCount: number,
  settings: BestOfSettings,
): BracketMatch[] {
  return winnersBracket(seedCount, settings, false).flat();
}
