import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  eventPageAction,
  absoluteUrl,
  getUser,
  eventIdFrom,
  getEvent,
  isOrganiser,
  getTournament,
} from "~/http/event-page.server";
import { isDomainError } from "~/models/domain-error";
import { BracketView } from "~/ui/events/bracket-view";
import { eventJsonLd } from "~/ui/events/event-json-ld";
import { eventPageView } from "~/ui/events/event-page-view";
import { eventHref, manageHref } from "~/ui/events/hrefs";
import { EVENT_STATUS_LABEL, FORMAT_LABEL } from "~/ui/events/labels";
import { PlayerPanel } from "~/ui/events/player-panel";
import { PoolTable } from "~/ui/events/pools-view";
import { useWatchEvent } from "~/ui/events/use-watch-event";
import { PlayerLink } from "~/ui/players/player-link";
import { JsonLd } from "~/ui/seo/json-ld";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const event = await getEvent(eventIdFrom(params.id));
    const user = await getUser(request);
    const tournament = await getTournament(user, event.tournamentId);
    // ?round=N picks the round shown (and so the page of rounds); by default the current round.
    const round = Number(new URL(request.url).searchParams.get("round"));
    const asked = Number.isInteger(round) && round > 0 ? round - 1 : null;
    return data(
      {
        view: eventPageView(event, user?.id ?? null, asked),
        tournamentName: tournament.name,
        organiser: await isOrganiser(user, event.tournamentId),
        userId: user?.id ?? null,
        url: absoluteUrl(request, `/events/${event.id}`),
      },
      // A player's own page changes with what they post: never reused from the browser's cache.
      { headers: { "Cache-Control": user ? "private, no-cache" : "private, max-age=10" } },
    );
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

/** A player's own entry (app/http/event-page.server.ts). */
export function action(args: ActionFunctionArgs) {
  return eventPageAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Event not found | ${SITE_NAME}` }];
  const { view, tournamentName, url } = data;
  return seoMeta({
    title: `${view.event.name} — ${tournamentName} | ${SITE_NAME}`,
    description: metaDescription(
      `${view.event.name} at ${tournamentName}: ${FORMAT_LABEL[view.event.format]}, ${view.event.entrantCount} entrants. Bracket, results and standings.`,
    ),
    url,
  });
};

export default function EventPage() {
  const { view, tournamentName, organiser, userId, url } = useLoaderData<typeof loader>();
  const { event, standings, pools, bracket, names, entrants } = view;
  useWatchEvent(event.id);
  return (
    <article className="card mx-auto max-w-6xl">
      <nav aria-label="Breadcrumb" className="mb-4 flex gap-4 text-sm">
        <Link to={`/tournaments/${event.tournamentId}`} className="text-info hover:underline">
          ← {tournamentName}
        </Link>
        {organiser ? (
          <Link to={manageHref(event.id)} className="text-info hover:underline">
            Manage
          </Link>
        ) : null}
      </nav>
      <h1 className="text-3xl font-extrabold">{event.name}</h1>
      <p className="mt-1 text-sm">
        {FORMAT_LABEL[event.format]} · Best of {event.bestOf} · {EVENT_STATUS_LABEL[event.status]} ·{" "}
        {event.entrantCount} entrants
      </p>

      <PlayerPanel
        view={view}
        userId={userId}
        signInHref={`/auth?redirectTo=${encodeURIComponent(eventHref(event.id))}`}
      />

      {standings.length > 0 ? (
        <section aria-labelledby="standings-heading" className="mt-6">
          <h2 id="standings-heading" className="mb-2 text-xl font-bold">
            Standings
          </h2>
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {standings.map((row) => (
              <li key={row.entrantId}>
                <span className="inline-block w-10 font-semibold">{row.placement}.</span>
                {row.player ? <PlayerLink tag={row.name} /> : row.name}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {pools.length > 0 ? (
        <section aria-labelledby="pools-heading" className="mt-6">
          <h2 id="pools-heading" className="mb-2 text-xl font-bold">
            Pools
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {pools.map(([pool, matches]) => (
              <PoolTable key={pool} pool={pool} matches={matches} names={names} />
            ))}
          </div>
        </section>
      ) : null}

      {bracket ? (
        <BracketView eventId={event.id} bracket={bracket} names={names} />
      ) : (
        <section className="mt-6">
          <h2 className="mb-2 text-xl font-bold">Entrants</h2>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {entrants.map((entrant) => (
              <li key={entrant.id}>{entrant.name}</li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={eventJsonLd(view, tournamentName, url)} />
    </article>
  );
}
