import { createAction } from "~/http/api-actions.server";
import { addEntrant } from "~/models/event-entrants.server";
import { eventIdFrom } from "~/models/event.server";
import { addEntrantSchema } from "~/schemas/event";

/** POST /api/events/{id}/entrants: register yourself, or (organisers) {userId} or {name} (201). */
export const action = createAction({
  schema: addEntrantSchema,
  target: (params) => eventIdFrom(params.id),
  create: (actor, input, _key, eventId) => addEntrant(actor, eventId, input),
});
