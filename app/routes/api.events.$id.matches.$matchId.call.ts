import { createAction } from "~/http/api-actions.server";
import { callMatch } from "~/models/event-stations.server";
import { matchTarget } from "~/models/event.server";
import { callMatchSchema } from "~/schemas/event";

/** POST /api/events/{id}/matches/{matchId}/call {station?}: organisers; the called match. */
export const action = createAction({
  schema: callMatchSchema,
  status: 200,
  target: matchTarget,
  create: (actor, input, _key, { eventId, matchId }) => callMatch(actor, eventId, matchId, input),
});
