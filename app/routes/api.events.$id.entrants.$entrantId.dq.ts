import { createAction } from "~/http/api-actions.server";
import { dqEntrant, entrantIdFrom, eventIdFrom } from "~/models/event.server";
import { emptyBodySchema } from "~/schemas/event";

/** POST /api/events/{id}/entrants/{entrantId}/dq: organisers; the event as it now stands. */
export const action = createAction({
  schema: emptyBodySchema,
  status: 200,
  target: (params) => ({
    eventId: eventIdFrom(params.id),
    entrantId: entrantIdFrom(params.entrantId),
  }),
  create: (actor, _input, _key, { eventId, entrantId }) => dqEntrant(actor, eventId, entrantId),
});
