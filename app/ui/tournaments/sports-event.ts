import type { TournamentView } from "./types";

const ONLINE = /^online\b/i;

/** schema.org SportsEvent for a tournament page (https://schema.org/SportsEvent). */
export function sportsEventJsonLd(t: TournamentView, url: string, todayDay: string) {
  const online = t.type === "ONLINE" || ONLINE.test(t.location);
  const finished = t.endDate < todayDay;
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: t.name,
    description: t.description,
    sport: "Super Smash Bros. Melee",
    startDate: t.startDate,
    endDate: t.endDate,
    url,
    image: t.imageUrl ? [t.imageUrl] : undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url }
      : {
          "@type": "Place",
          name: t.location,
          address: {
            "@type": "PostalAddress",
            addressLocality: t.location,
            addressRegion: t.region,
          },
        },
    maximumAttendeeCapacity: t.maxPlayers ?? undefined,
    offers:
      t.registrationFee != null
        ? {
            "@type": "Offer",
            price: t.registrationFee.toFixed(2),
            priceCurrency: "USD",
            url,
            availability:
              t.registrationOpen && !finished
                ? "https://schema.org/InStock"
                : "https://schema.org/SoldOut",
          }
        : undefined,
    organizer: {
      "@type": "Organization",
      name: "Melee Hub community",
      url: new URL("/", url).href,
    },
  };
}
