import type { LoaderFunctionArgs } from "@remix-run/node";
import { absoluteUrl, siteOrigin } from "~/http/seo.server";
import { isCalendarDay } from "~/models/tournament-dates";
import { upcomingTournamentsForFeed, type PublicTournament } from "~/models/tournament.server";
import { buildCalendar, type CalendarEvent } from "~/utils/icalendar";
import { SITE_NAME } from "~/utils/seo";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function eventOf(
  tournament: PublicTournament,
  request: Request,
  host: string,
  stamp: Date,
): CalendarEvent {
  const url = absoluteUrl(request, `/tournaments/${tournament.id}`);
  const details = [
    tournament.prizePool.trim() && `Prize pool: ${tournament.prizePool.trim()}`,
    tournament.registrationFee != null &&
      `Registration: ${tournament.registrationFee > 0 ? usd.format(tournament.registrationFee) : "free"}`,
  ].filter(Boolean);
  const description = [tournament.description.trim(), details.join("\n"), url]
    .filter(Boolean)
    .join("\n\n");
  return {
    uid: `tournament-${tournament.id}@${host}`,
    stamp,
    created: tournament.createdAt,
    startDay: tournament.startDate,
    endDay: tournament.endDate,
    summary: tournament.name,
    description,
    location: [tournament.location, tournament.region].filter(Boolean).join(", "),
    url,
    categories: [tournament.type],
  };
}

/**
 * GET /tournaments.ics: approved upcoming tournaments (and those of the past month) as an
 * iCalendar feed calendar apps can subscribe to.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const tournaments = await upcomingTournamentsForFeed(now);
  const host = new URL(siteOrigin(request)).hostname;
  const body = buildCalendar({
    prodId: `-//${SITE_NAME}//Tournaments//EN`,
    name: `${SITE_NAME} Tournaments`,
    description: "Upcoming Super Smash Bros. Melee tournaments",
    refreshInterval: "PT1H",
    events: tournaments
      // A malformed day would make the whole feed invalid: such a row is left out.
      .filter((t) => isCalendarDay(t.startDate) && isCalendarDay(t.endDate))
      .map((t) => eventOf(t, request, host, now)),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="melee-hub-tournaments.ics"',
      "Cache-Control": "public, max-age=900",
    },
  });
}
