import { createAction } from "~/http/api-actions.server";
import { eventIdFrom, startEvent } from "~/models/event.server";
import { emptyBodySchema } from "~/schemas/event";

/** POST /api/events/{id}/start: organisers; the event with its matches. */
export const action = createAction({
  schema: emptyBodySchema,
  status: 200,
  target: (params) => eventIdFrom(params.id),
  create: (actor, _input, _key, eventId) => startEvent(actor, eventId),
});
