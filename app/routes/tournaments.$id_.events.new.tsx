import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageIntent, runPageIntent } from "~/http/page-intents.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { isDomainError } from "~/models/domain-error";
import { createEvent, isOrganiser, tournamentIdFrom } from "~/models/event.server";
import { getTournament } from "~/models/tournament.server";
import { createEventForm } from "~/schemas/event-manage";
import { CreateEventForm } from "~/ui/events/create-event-form";
import { manageHref } from "~/ui/events/hrefs";
import { parseId } from "~/utils/parse-id";
import { SITE_NAME } from "~/utils/seo";

/** A tournament's organisers create an event here (POST /api/tournaments/{id}/events's twin). */

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const tournament = await getTournament(user, tournamentIdFrom(params.id));
    if (!(await isOrganiser(user, tournament.id))) {
      throw new Response("Only the tournament's organisers can create events", { status: 403 });
    }
    return { tournament: { id: tournament.id, name: tournament.name } };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `New event — ${data.tournament.name} | ${SITE_NAME}` : SITE_NAME },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const tournamentId = parseId(params.id);
  if (tournamentId === null) throw new Response("Not Found", { status: 404 });
  const back = `/tournaments/${tournamentId}/events/new`;
  return runPageIntent(request, user, {
    back,
    invalid: (problems) => ({
      title: "Event Not Created",
      description: problems.join(" "),
      type: "destructive",
    }),
    intents: {
      default: pageIntent({
        schema: createEventForm,
        failure: "Event Not Created",
        run: async (actor, input) => {
          const event = await createEvent(actor, tournamentId, input);
          return redirectWithToast(manageHref(event.id), {
            title: "Event Created",
            description: `${event.name}: registration is open.`,
          });
        },
      }),
    },
  });
}

export default function NewEventPage() {
  const { tournament } = useLoaderData<typeof loader>();
  return (
    <article className="card mx-auto max-w-xl p-4 sm:p-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link
          to={`/tournaments/${tournament.id}`}
          className="inline-flex min-h-11 items-center text-info hover:underline"
        >
          ← {tournament.name}
        </Link>
      </nav>
      <h1 className="mb-4 text-2xl font-extrabold">New event</h1>
      <CreateEventForm />
    </article>
  );
}
