import type { EventMatchView } from "./types";

export interface BracketColumn {
  title: string;
  matches: EventMatchView[];
}

const SIDES = [
  { bracket: "winners", title: "Winners round" },
  { bracket: "losers", title: "Losers round" },
] as const;

/**
 * The bracket as columns, winners rounds first, then losers rounds, then the grand final; byes
 * (and a reset that was not needed) are hidden, and a column left empty by them is dropped.
 */
export function bracketColumns(matches: EventMatchView[]): BracketColumn[] {
  const columns: BracketColumn[] = [];
  for (const { bracket, title } of SIDES) {
    const side = matches.filter((match) => match.bracket === bracket && !match.isBye);
    const rounds = [...new Set(side.map((match) => match.round))].sort((a, b) => a - b);
    for (const round of rounds) {
      columns.push({
        title: `${title} ${round}`,
        matches: side.filter((match) => match.round === round).sort((a, b) => a.number - b.number),
      });
    }
  }
  const grandFinal = matches
    .filter((match) => match.bracket === "grand_final" && !match.isBye)
    .sort((a, b) => a.round - b.round);
  if (grandFinal.length > 0) columns.push({ title: "Grand final", matches: grandFinal });
  return columns;
}

/** Each pool's matches, by pool number. */
export function poolsOf(matches: EventMatchView[]) {
  const pools = new Map<number, EventMatchView[]>();
  for (const match of matches) {
    if (match.bracket !== "pool" || match.pool === null) continue;
    if (!pools.has(match.pool)) pools.set(match.pool, []);
    pools.get(match.pool)!.push(match);
  }
  return [...pools.entries()].sort(([a], [b]) => a - b);
}
