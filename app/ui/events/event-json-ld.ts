import type { EventPageView } from "./event-page-view";

/**
 * schema.org SportsEvent for an event page: its entrants as competitors, and once placed, each
 * competitor's placement (schema.org has no result property for a bracket).
 */
export function eventJsonLd(view: EventPageView, tournamentName: string, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${tournamentName}: ${view.event.name}`,
    sport: "Super Smash Bros. Melee",
    url,
    eventStatus: "https://schema.org/EventScheduled",
    superEvent: {
      "@type": "SportsEvent",
      name: tournamentName,
      url: new URL(`/tournaments/${view.event.tournamentId}`, url).href,
    },
    competitor: view.competitors.map((competitor) => ({
      "@type": "Person",
      name: competitor.name,
      ...(competitor.placement !== null && {
        description: `Placement: ${competitor.placement}`,
      }),
    })),
  };
}
