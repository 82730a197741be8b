import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { absoluteUrl } from "~/http/seo.server";
import { getUser } from "~/http/session.server";
import { isDomainError } from "~/models/domain-error";
import { isOrganiser, listTournamentEvents } from "~/models/event.server";
import { formatDayRange, today } from "~/models/tournament-days";
import { getTournament, PENDING_REVIEW } from "~/models/tournament.server";
import { eventHref, manageHref, newEventHref } from "~/ui/events/hrefs";
import { JsonLd } from "~/ui/seo/json-ld";
import { sportsEventJsonLd } from "~/ui/tournaments/sports-event";
import { TournamentDetails } from "~/ui/tournaments/tournament-details";
import { parseId } from "~/utils/parse-id";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  try {
    const user = await getUser(request);
    const tournament = await getTournament(user, id);
    return data(
      {
        tournament,
        events: await listTournamentEvents(tournament.id),
        organiser: await isOrganiser(user, tournament.id),
        today: today(),
        url: absoluteUrl(request, `/tournaments/${tournament.id}`),
      },
      // Public pages may be cached briefly by browsers; pending ones are admins' only.
      tournament.status === PENDING_REVIEW
        ? {}
        : { headers: { "Cache-Control": "private, max-age=60" } },
    );
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Tournament not found | ${SITE_NAME}` }];
  const t = data.tournament;
  const tags = seoMeta({
    title: `${t.name} — ${formatDayRange(t.startDate, t.endDate)} | ${SITE_NAME}`,
    description: metaDescription(
      `${t.name}: a Super Smash Bros. Melee ${t.type.toLowerCase()} tournament in ${t.location}, ${formatDayRange(t.startDate, t.endDate)}. ${t.description}`,
    ),
    url: data.url,
    image: t.imageUrl,
  });
  return t.status === PENDING_REVIEW ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function TournamentPage() {
  const { tournament, events, organiser, today: todayDay, url } = useLoaderData<typeof loader>();
  return (
    <article className="card mx-auto max-w-4xl">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/tournaments" className="text-info hover:underline">
          ← All tournaments
        </Link>
      </nav>
      {tournament.status === PENDING_REVIEW ? (
        <p className="mb-4 rounded-lg bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          Pending Review: only administrators can see this tournament until it is approved.
        </p>
      ) : null}
      {tournament.imageUrl ? (
        <img
          src={tournament.imageUrl}
          alt=""
          className="mb-4 max-h-72 w-full rounded-lg object-cover"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : null}
      <h1 className="mb-4 text-3xl font-extrabold">{tournament.name}</h1>
      <TournamentDetails tournament={tournament} />
      {events.length > 0 ? (
        <section aria-labelledby="events-heading" className="mt-6">
          <h2 id="events-heading" className="mb-2 text-xl font-bold">
            Events
          </h2>
          <ul className="space-y-1">
            {events.map((event) => (
              <li key={event.id}>
                <Link to={eventHref(event.id)} className="text-info hover:underline">
                  {event.name}
                </Link>{" "}
                <span className="text-sm">({event._count.entrants} entrants)</span>
                {organiser ? (
                  <Link
                    to={manageHref(event.id)}
                    className="ml-2 inline-flex min-h-11 items-center text-info hover:underline"
                  >
                    Manage<span className="sr-only"> {event.name}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {organiser ? (
        <Link to={newEventHref(tournament.id)} className="btn-secondary mt-4 min-h-11">
          Create an event
        </Link>
      ) : null}
      <JsonLd data={sportsEventJsonLd(tournament, url, todayDay)} />
    </article>
  );
}
