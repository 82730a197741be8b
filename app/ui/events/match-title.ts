import type { EventMatchView } from "./types";

const SIDE: Record<string, string> = {
  winners: "Winners round",
  losers: "Losers round",
  grand_final: "Grand final",
};

/** Where a match sits in the bracket, for lists of matches ("Winners round 2", "Pool 1"). */
export function matchTitle(match: Pick<EventMatchView, "bracket" | "pool" | "round">) {
  if (match.bracket === "pool") return `Pool ${match.pool}`;
  if (match.bracket === "grand_final") return match.round > 1 ? "Grand final reset" : "Grand final";
  return `${SIDE[match.bracket] ?? match.bracket} ${match.round}`;
}

/** "Zain vs Cody", or a dash for a side not known yet. */
export const matchPlayers = (match: EventMatchView, names: Map<number, string>) =>
  `${match.entrant1Id === null ? "—" : names.get(match.entrant1Id)} vs ${
    match.entrant2Id === null ? "—" : names.get(match.entrant2Id)
  }`;
