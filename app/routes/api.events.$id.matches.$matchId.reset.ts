import { createAction } from "~/http/api-actions.server";
import { matchTarget, resetMatch } from "~/models/event.server";
import { resetMatchSchema } from "~/schemas/event";

/** POST /api/events/{id}/matches/{matchId}/reset {confirm?}: organisers. */
export const action = createAction({
  schema: resetMatchSchema,
  status: 200,
  target: matchTarget,
  create: (actor, input, _key, { eventId, matchId }) => resetMatch(actor, eventId, matchId, input),
});
