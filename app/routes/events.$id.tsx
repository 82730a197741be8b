import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { absoluteUrl } from "~/http/seo.server";
import { getUser } from "~/http/session.server";
import { isDomainError } from "~/models/domain-error";
import { eventIdFrom, getEvent, isOrganiser } from "~/models/event.server";
import { getTournament } from "~/models/tournament.server";
import { BracketView, namesOf } from "~/ui/events/bracket-view";
import { bracketColumns, currentColumn, poolsOf } from "~/ui/events/columns";
import { eventJsonLd } from "~/ui/events/event-json-ld";
import { manageHref } from "~/ui/events/hrefs";
import { EVENT_STATUS_LABEL, FORMAT_LABEL } from "~/ui/events/labels";
import { PoolTable } from "~/ui/events/pools-view";
import { useWatchEvent } from "~/ui/events/use-watch-event";
import { JsonLd } from "~/ui/seo/json-ld";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const event = await getEvent(eventIdFrom(params.id));
    const user = await getUser(request);
    const tournament = await getTournament(user, event.tournamentId);
    const columns = bracketColumns(event.matches);
    const current = currentColumn(columns);
    // ?round=N picks the column a narrow screen shows; by default the current round.
    const asked = Number(new URL(request.url).searchParams.get("round")) - 1;
    const shown = Number.isInteger(asked) && asked >= 0 && asked < columns.length ? asked : current;
    return data(
      {
        event,
        tournamentName: tournament.name,
        organiser: await isOrganiser(user, event.tournamentId),
        columns,
        current,
        shown,
        url: absoluteUrl(request, `/events/${event.id}`),
      },
      { headers: { "Cache-Control": "private, max-age=10" } },
    );
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Event not found | ${SITE_NAME}` }];
  const { event, tournamentName, url } = data;
  return seoMeta({
    title: `${event.name} — ${tournamentName} | ${SITE_NAME}`,
    description: metaDescription(
      `${event.name} at ${tournamentName}: ${FORMAT_LABEL[event.format]}, ${event.entrants.length} entrants. Bracket, results and standings.`,
    ),
    url,
  });
};

export default function EventPage() {
  const { event, tournamentName, organiser, columns, current, shown, url } =
    useLoaderData<typeof loader>();
  useWatchEvent(event.id);
  const names = namesOf(event.entrants);
  const pools = poolsOf(event.matches);
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
        {event.entrants.length} entrants
      </p>

      {event.standings.length > 0 ? (
        <section aria-labelledby="standings-heading" className="mt-6">
          <h2 id="standings-heading" className="mb-2 text-xl font-bold">
            Standings
          </h2>
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {event.standings.map((row) => (
              <li key={row.entrantId}>
                <span className="inline-block w-10 font-semibold">{row.placement}.</span>
                {names.get(row.entrantId)}
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

      {columns.length > 0 ? (
        <BracketView
          eventId={event.id}
          columns={columns}
          shown={shown}
          current={current}
          names={names}
        />
      ) : (
        <section className="mt-6">
          <h2 className="mb-2 text-xl font-bold">Entrants</h2>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {event.entrants.map((entrant) => (
              <li key={entrant.id}>{entrant.name}</li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={eventJsonLd(event, tournamentName, url)} />
    </article>
  );
}
