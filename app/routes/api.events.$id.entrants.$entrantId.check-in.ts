import { createAction } from "~/http/api-actions.server";
import { checkIn } from "~/models/event-entrants.server";
import { entrantTarget } from "~/models/event.server";
import { emptyBodySchema } from "~/schemas/event";

/** POST /api/events/{id}/entrants/{entrantId}/check-in: the entrant, or an organiser. */
export const action = createAction({
  schema: emptyBodySchema,
  status: 200,
  target: entrantTarget,
  create: (actor, _input, _key, { eventId, entrantId }) => checkIn(actor, eventId, entrantId),
});
