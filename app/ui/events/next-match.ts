import type { EventMatchView } from "./types";

const OPEN: EventMatchView["status"][] = ["ready", "called", "live"];

/**
 * An entrant's next match: the one they can play now (ready, called to a station, or under way),
 * else the first they wait in. Null once they have none left.
 */
export function nextMatchOf(matches: EventMatchView[], entrantId: number) {
  const theirs = matches.filter(
    (match) =>
      !match.isBye &&
      match.status !== "done" &&
      (match.entrant1Id === entrantId || match.entrant2Id === entrantId),
  );
  return theirs.find((match) => OPEN.includes(match.status)) ?? theirs[0] ?? null;
}

/** The other side of the entrant's match (null while it is not known). */
export const opponentOf = (match: EventMatchView, entrantId: number) =>
  match.entrant1Id === entrantId ? match.entrant2Id : match.entrant1Id;
