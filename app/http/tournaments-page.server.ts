// The /tournaments page's data, apart from the route so the query's zod schema stays out of the
// browser's bundle.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { absoluteUrl } from "~/http/seo.server";
import { getUser } from "~/http/session.server";
import { dateBadge, today } from "~/models/tournament-dates";
import { featuredTournament, listTournaments, tournamentStats } from "~/models/tournament.server";
import { parseTournamentQuery } from "~/schemas/tournament";

/** The list (its state in the URL), its stats and the featured tournament. */
export async function tournamentsPageLoader({ request }: LoaderFunctionArgs) {
  const query = parseTournamentQuery(new URL(request.url).searchParams);
  const now = new Date();
  const [user, list, stats, featured] = await Promise.all([
    getUser(request),
    listTournaments(query, now),
    tournamentStats(now),
    query.mode === "upcoming" ? featuredTournament(now) : null,
  ]);
  const todayDay = today(now);
  return {
    query,
    // Each card's date badge, written here: its relative distance ("in 2 months") is date-fns's
    // formatDistance, which the browser's bundle does without.
    badges: Object.fromEntries(
      list.tournaments.map((t) => [t.id, dateBadge(t.startDate, todayDay)]),
    ),
    signedIn: Boolean(user),
    ...list,
    stats,
    featured,
    canonical: absoluteUrl(request, "/tournaments"),
  };
}
