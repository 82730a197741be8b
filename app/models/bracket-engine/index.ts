/**
 * The bracket engine: pure functions over plain data, no database, no I/O, so the server and the
 * browser run the same rules and tests call them directly.
 *
 * The model: a `BracketState` holds an event's entrants (ids in seed order), its settings and
 * every match by a stable key ("W1-1", "L2-3", "GF-1", "GF-2", "P1-R2-3"). Each match knows
 * where its two sides come from (a seed, or the winner or loser of another match) and where its
 * winner and loser go, so a result flows forward by following links, never by scanning. A side
 * that can never be filled (a bye, or a match decided with nobody to send on) is known empty, and
 * a match with an empty or disqualified side decides itself: nobody waits on a match that never
 * happens. `createEvent` builds a started event; `reportResult`, `resetResult` and `disqualify`
 * each return the new state and the matches they changed, for one repository to store in one
 * transaction and for the live page to push. Refusals throw `BracketError` (a DomainError).
 */
export { bestOfFor } from "./best-of";
export { createEvent, MAX_ENTRANTS, MIN_ENTRANTS, type CreateEventInput } from "./create-event";
export { crossSeed } from "./cross-seeding";
export { GRAND_FINAL, GRAND_FINAL_RESET } from "./double-elimination";
export { championOf, placements, type Standing } from "./placements";
export * from "./progression";
export { poolStandings, roundRobinRounds, splitIntoPools, type PoolStanding } from "./round-robin";
export { sidesAndResult } from "./sides-and-result";
export { bracketSize, meetingRound, seedOrder, snakePools } from "./seeding";
export * from "./types";
