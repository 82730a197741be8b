import { createAction } from "~/http/api-actions.server";
import { eventIdFrom, matchIdFrom, resetMatch } from "~/models/event.server";
import { resetMatchSchema } from "~/schemas/event";

/** POST /api/events/{id}/matches/{matchId}/reset {confirm?}: organisers. */
export const action = createAction({
  schema: resetMatchSchema,
  status: 200,
  target: (params) => ({ eventId: eventIdFrom(params.id), matchId: matchIdFrom(params.matchId) }),
  create: (actor, input, _key, { eventId, matchId }) => resetMatch(actor, eventId, matchId, input),
});
