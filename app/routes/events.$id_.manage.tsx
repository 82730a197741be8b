import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageIntent, runPageIntent } from "~/http/page-intents.server";
import { requireUser } from "~/http/session.server";
import { isDomainError } from "~/models/domain-error";
import {
  addEntrant,
  checkIn,
  putSeeds,
  removeEntrant,
  seedProposal,
} from "~/models/event-entrants.server";
import { callMatch, getStreamQueue, putStreamQueue } from "~/models/event-stations.server";
import {
  dqEntrant,
  eventIdFrom,
  getEvent,
  isOrganiser,
  LATER_MATCHES_PLAYED,
  reportMatch,
  resetMatch,
  startEvent,
  updateEvent,
} from "~/models/event.server";
import { getTournament } from "~/models/tournament.server";
import type { PublicUser } from "~/models/user.server";
import { addEntrantSchema } from "~/schemas/event";
import {
  callField,
  entrantField,
  matchField,
  moveField,
  reportField,
  seedOrderField,
  stationsField,
  statusField,
} from "~/schemas/event-manage";
import { ConfirmStep } from "~/ui/admin/confirm-panel";
import { namesOf } from "~/ui/events/bracket-view";
import { eventHref, manageHref } from "~/ui/events/hrefs";
import { ActionButton } from "~/ui/events/manage/action-form";
import { EntrantsPanel } from "~/ui/events/manage/entrants-panel";
import { MatchesPanel } from "~/ui/events/manage/matches-panel";
import { matchPlayers } from "~/ui/events/match-title";
import { useWatchEvent } from "~/ui/events/use-watch-event";
import { moveItem } from "~/utils/move-item";
import { parseId } from "~/utils/parse-id";
import { SITE_NAME } from "~/utils/seo";

/**
 * The organiser's screen: registration and check-in, walk-ins, seeding, the start, stations,
 * calls, the stream queue, results, resets and DQs. Every control is a plain form posted here,
 * each intent calling the domain function its /api twin calls.
 */

const notFound = () => new Response("Not Found", { status: 404 });

/** The event for its organisers: guests sign in, others get 403, an unknown event 404. */
async function eventForOrganiser(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  try {
    const event = await getEvent(eventIdFrom(rawId));
    if (!(await isOrganiser(user, event.tournamentId))) {
      throw new Response("Only the event's organisers can manage it", { status: 403 });
    }
    return { user, event };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, event } = await eventForOrganiser(request, params.id);
  const [tournament, queue] = await Promise.all([
    getTournament(user, event.tournamentId),
    getStreamQueue(event.id),
  ]);
  const search = new URL(request.url).searchParams;
  const resetId = parseId(search.get("reset"));
  const dqId = parseId(search.get("dq"));
  return {
    event,
    tournamentName: tournament.name,
    queue: queue.matches,
    confirmReset: event.matches.find((match) => match.id === resetId) ?? null,
    confirmDq: event.entrants.find((entrant) => entrant.id === dqId && !entrant.dq) ?? null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Manage ${data.event.name} | ${SITE_NAME}` : `Event not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

async function moveSeed(
  actor: PublicUser,
  eventId: number,
  entrantId: number,
  direction: "up" | "down",
) {
  const order = (await getEvent(eventId)).entrants.map((entrant) => entrant.id);
  await putSeeds(actor, eventId, moveItem(order, entrantId, direction));
}

async function changeQueue(
  actor: PublicUser,
  eventId: number,
  change: (matchIds: number[]) => number[],
) {
  await putStreamQueue(actor, eventId, change((await getStreamQueue(eventId)).matchIds));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const eventId = parseId(params.id);
  if (eventId === null) throw notFound();
  const back = manageHref(eventId);
  return runPageIntent(request, user, {
    back,
    intents: {
      status: pageIntent({
        schema: statusField,
        failure: "Status Not Changed",
        run: async (actor, { status }) => {
          await updateEvent(actor, eventId, { status });
          return {
            title: status === "checkin" ? "Check-in Open" : "Registration Open",
            description:
              status === "checkin"
                ? "Registration is closed; entrants can check in."
                : "Players can register again.",
          };
        },
      }),
      addWalkIn: pageIntent({
        schema: addEntrantSchema.innerType().pick({ name: true }).required(),
        failure: "Walk-in Not Added",
        run: async (actor, { name }) => {
          const entrant = await addEntrant(actor, eventId, { name });
          return { title: "Walk-in Added", description: `${entrant.name} is an entrant.` };
        },
      }),
      checkIn: pageIntent({
        schema: entrantField,
        failure: "Not Checked In",
        run: async (actor, { entrantId }) => {
          const entrant = await checkIn(actor, eventId, entrantId);
          return { title: "Checked In", description: `${entrant.name} is checked in.` };
        },
      }),
      remove: pageIntent({
        schema: entrantField,
        failure: "Entrant Not Removed",
        run: async (actor, { entrantId }) => {
          await removeEntrant(actor, eventId, entrantId);
          return { title: "Entrant Removed" };
        },
      }),
      moveSeed: pageIntent({
        schema: entrantField.merge(moveField),
        failure: "Seeds Not Saved",
        run: async (actor, { entrantId, direction }) => {
          await moveSeed(actor, eventId, entrantId, direction);
          return { title: "Seeds Saved" };
        },
      }),
      seedOrder: pageIntent({
        schema: seedOrderField,
        failure: "Seeds Not Saved",
        run: async (actor, { entrantIds }) => {
          await putSeeds(actor, eventId, entrantIds);
          return { title: "Seeds Saved" };
        },
      }),
      proposeSeeds: pageIntent({
        schema: z.object({}),
        failure: "Seeds Not Saved",
        run: async (actor) => {
          const { entrantIds } = await seedProposal(actor, eventId);
          await putSeeds(actor, eventId, entrantIds);
          return {
            title: "Seeds Saved",
            description: "Ranked players first, then by record on the site, then by sign-up.",
          };
        },
      }),
      start: pageIntent({
        schema: z.object({}),
        failure: "Bracket Not Started",
        run: async (actor) => {
          await startEvent(actor, eventId);
          return { title: "Bracket Started" };
        },
      }),
      stations: pageIntent({
        schema: stationsField,
        failure: "Stations Not Saved",
        run: async (actor, { stations }) => {
          await updateEvent(actor, eventId, { stations });
          return { title: "Stations Saved" };
        },
      }),
      call: pageIntent({
        schema: callField,
        failure: "Match Not Called",
        run: async (actor, { matchId, station }) => {
          const called = await callMatch(actor, eventId, matchId, { station });
          return {
            title: "Match Called",
            description: called.station ? `To ${called.station}.` : "Both players were told.",
          };
        },
      }),
      report: pageIntent({
        schema: reportField,
        failure: "Result Not Reported",
        run: async (actor, { matchId, ...result }) => {
          await reportMatch(actor, eventId, matchId, result);
          return { title: "Result Reported" };
        },
      }),
      reset: pageIntent({
        schema: matchField.extend({ confirm: z.literal("true").optional() }),
        failure: {
          title: "Match Not Reset",
          // Later matches were played: the confirmation step asks before they go back too.
          to: (error, { matchId }) =>
            error.message === LATER_MATCHES_PLAYED ? manageHref(eventId, { reset: matchId }) : back,
        },
        run: async (actor, { matchId, confirm }) => {
          await resetMatch(actor, eventId, matchId, { confirm: confirm === "true" });
          return { title: "Match Reset" };
        },
      }),
      dq: pageIntent({
        schema: entrantField,
        failure: "Entrant Not Disqualified",
        run: async (actor, { entrantId }) => {
          await dqEntrant(actor, eventId, entrantId);
          return { title: "Entrant Disqualified", description: "Their matches are forfeits." };
        },
      }),
      queueAdd: pageIntent({
        schema: matchField,
        failure: "Stream Queue Not Changed",
        run: async (actor, { matchId }) => {
          await changeQueue(actor, eventId, (ids) => [
            ...ids.filter((id) => id !== matchId),
            matchId,
          ]);
          return { title: "Added to the Stream Queue" };
        },
      }),
      queueRemove: pageIntent({
        schema: matchField,
        failure: "Stream Queue Not Changed",
        run: async (actor, { matchId }) => {
          await changeQueue(actor, eventId, (ids) => ids.filter((id) => id !== matchId));
          return { title: "Removed from the Stream Queue" };
        },
      }),
      queueMove: pageIntent({
        schema: matchField.merge(moveField),
        failure: "Stream Queue Not Changed",
        run: async (actor, { matchId, direction }) => {
          await changeQueue(actor, eventId, (ids) => moveItem(ids, matchId, direction));
          return { title: "Stream Queue Saved" };
        },
      }),
    },
  });
}

const STATUS_TEXT = {
  registration: "Registration is open: players register from the tournament page.",
  checkin: "Check-in is open: registration is closed, entrants check in.",
  running: "The bracket is running.",
  completed: "The event is over.",
} as const;

export default function ManageEventPage() {
  const { event, tournamentName, queue, confirmReset, confirmDq } = useLoaderData<typeof loader>();
  useWatchEvent(event.id);
  const names = namesOf(event.entrants);
  const started = event.status === "running" || event.status === "completed";
  const back = manageHref(event.id);
  return (
    <article className="card mx-auto max-w-4xl p-4 sm:p-6">
      <nav aria-label="Breadcrumb" className="mb-4 flex flex-wrap gap-x-4 text-sm">
        <Link
          to={`/tournaments/${event.tournamentId}`}
          className="inline-flex min-h-11 items-center text-info hover:underline"
        >
          ← {tournamentName}
        </Link>
        <Link
          to={eventHref(event.id)}
          className="inline-flex min-h-11 items-center text-info hover:underline"
        >
          Public page
        </Link>
      </nav>
      <h1 className="text-2xl font-extrabold sm:text-3xl">Manage {event.name}</h1>
      <p className="mt-1 text-sm" data-testid="event-status">
        {STATUS_TEXT[event.status]}
      </p>

      {started ? null : (
        <section aria-labelledby="status-heading" className="mt-6">
          <h2 id="status-heading" className="mb-2 text-xl font-bold">
            Registration and check-in
          </h2>
          <div className="grid gap-2 sm:flex">
            {event.status === "registration" ? (
              <ActionButton
                intent="status"
                fields={{ status: "checkin" }}
                label="Close registration and open check-in"
              />
            ) : (
              <ActionButton
                intent="status"
                fields={{ status: "registration" }}
                label="Reopen registration"
              />
            )}
            <ActionButton intent="start" label="Start the bracket" variant="primary" />
          </div>
        </section>
      )}

      {/* Once the bracket runs, its matches are what the organiser works on. */}
      {started ? (
        <MatchesPanel
          matches={event.matches}
          names={names}
          stations={event.stations}
          queue={queue}
        />
      ) : null}
      <EntrantsPanel eventId={event.id} entrants={event.entrants} started={started} />

      {confirmReset ? (
        <ConfirmStep
          id="confirm-reset"
          title="Reset Match"
          question={`Later matches after ${matchPlayers(confirmReset, names)} already have results or games. Reset them too? Their sets are kept as history.`}
          fields={{ intent: "reset", matchId: String(confirmReset.id), confirm: "true" }}
          confirmLabel="Reset them too"
          danger
          cancelHref={back}
        />
      ) : null}
      {confirmDq ? (
        <ConfirmStep
          id="confirm-dq"
          title="Disqualify Entrant"
          question={`Disqualify ${confirmDq.name}? Their open and later matches become forfeits.`}
          fields={{ intent: "dq", entrantId: String(confirmDq.id) }}
          confirmLabel="Disqualify"
          danger
          cancelHref={back}
        />
      ) : null}
    </article>
  );
}
