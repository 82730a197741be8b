import { createAction } from "~/http/api-actions.server";
import { createEvent, tournamentIdFrom } from "~/models/event.server";
import { createEventSchema } from "~/schemas/event";

/** POST /api/tournaments/{id}/events: the tournament's organisers add an event (201). */
export const action = createAction({
  schema: createEventSchema,
  target: (params) => tournamentIdFrom(params.id),
  create: (actor, input, _key, tournamentId) => createEvent(actor, tournamentId, input),
});
