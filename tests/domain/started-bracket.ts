import { addEntrant, checkIn } from "~/models/event-entrants.server";
import { createEvent, startEvent } from "~/models/event.server";
import type { PublicUser } from "~/models/user.server";
import { localTournament } from "./actors";

/**
 * A single-elimination best of 3 the organiser runs at their own local, started with these
 * accounts checked in (and walk-ins entered by name): its id, its state and the first match
 * ready to play.
 */
export async function startedBracket(
  organiser: PublicUser,
  players: PublicUser[],
  walkIns: string[] = [],
) {
  const event = await createEvent(organiser, await localTournament(organiser), {
    name: "Melee Singles",
    format: "single_elimination",
    bestOf: 3,
  });
  for (const player of players) {
    const entrant = await addEntrant(organiser, event.id, { userId: player.id });
    await checkIn(organiser, event.id, entrant.id);
  }
  for (const name of walkIns) await addEntrant(organiser, event.id, { name });
  const started = await startEvent(organiser, event.id);
  const ready = started.matches.find((match) => match.status === "ready")!;
  return { eventId: event.id, started, ready };
}
