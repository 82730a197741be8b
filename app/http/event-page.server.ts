// The event page's form posts, apart from the route so their zod schemas stay out of the
// browser's bundle.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { pageIntent, runPageIntent } from "~/http/page-intents.server";
import { requireUser } from "~/http/session.server";
import { addEntrant, checkIn, removeEntrant } from "~/models/event-entrants.server";
import { entrantField } from "~/schemas/event-manage";
import { eventHref } from "~/ui/events/hrefs";
import { parseId } from "~/utils/parse-id";

/** A player's own entry: register, check in, withdraw before the start or drop out after it. */
export async function eventPageAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const eventId = parseId(params.id);
  if (eventId === null) throw new Response("Not Found", { status: 404 });
  return runPageIntent(request, user, {
    back: eventHref(eventId),
    intents: {
      register: pageIntent({
        schema: z.object({}),
        failure: "Not Registered",
        run: async (actor) => {
          await addEntrant(actor, eventId, {});
          return { title: "Registered", description: "Check in when check-in opens." };
        },
      }),
      checkIn: pageIntent({
        schema: entrantField,
        failure: "Not Checked In",
        run: async (actor, { entrantId }) => {
          await checkIn(actor, eventId, entrantId);
          return { title: "Checked In", description: "You will be in the bracket." };
        },
      }),
      leave: pageIntent({
        schema: entrantField,
        failure: "Entry Not Changed",
        run: async (actor, { entrantId }) => {
          await removeEntrant(actor, eventId, entrantId);
          return { title: "You Left the Event" };
        },
      }),
    },
  });
}

// The route's other server modules, re-exported so the route imports one `.server` module:
// the browser build turns each into an empty module, and every distinct one shared by
// several routes became its own small chunk on the page's first load.
export { absoluteUrl } from "~/http/seo.server";
export { getUser } from "~/http/session.server";
export { eventIdFrom, getEvent, isOrganiser } from "~/models/event.server";
export { getTournament } from "~/models/tournament.server";
