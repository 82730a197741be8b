import type { EventView } from "./types";

/**
 * schema.org SportsEvent for an event page: its entrants as competitors, and once placed, each
 * competitor's placement (schema.org has no result property for a bracket).
 */
export function eventJsonLd(event: EventView, tournamentName: string, url: string) {
  const placement = new Map(event.standings.map((row) => [row.entrantId, row.placement]));
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${tournamentName}: ${event.name}`,
    sport: "Super Smash Bros. Melee",
    url,
    eventStatus: "https://schema.org/EventScheduled",
    superEvent: {
      "@type": "SportsEvent",
      name: tournamentName,
      url: new URL(`/tournaments/${event.tournamentId}`, url).href,
    },
    competitor: event.entrants.map((entrant) => ({
      "@type": "Person",
      name: entrant.name,
      ...(placement.has(entrant.id) && {
        description: `Placement: ${placement.get(entrant.id)}`,
      }),
    })),
  };
}
