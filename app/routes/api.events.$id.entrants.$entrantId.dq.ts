import { createAction } from "~/http/api-actions.server";
import { dqEntrant, entrantTarget } from "~/models/event.server";
import { emptyBodySchema } from "~/schemas/event";

/** POST /api/events/{id}/entrants/{entrantId}/dq: organisers; the event as it now stands. */
export const action = createAction({
  schema: emptyBodySchema,
  status: 200,
  target: entrantTarget,
  create: (actor, _input, _key, { eventId, entrantId }) => dqEntrant(actor, eventId, entrantId),
});
