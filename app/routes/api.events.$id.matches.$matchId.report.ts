import { createAction } from "~/http/api-actions.server";
import { matchTarget, reportMatch } from "~/models/event.server";
import { reportMatchSchema } from "~/schemas/event";

/** POST /api/events/{id}/matches/{matchId}/report {winnerEntrantId, score1?, score2?}. */
export const action = createAction({
  schema: reportMatchSchema,
  status: 200,
  target: matchTarget,
  create: (actor, input, _key, { eventId, matchId }) => reportMatch(actor, eventId, matchId, input),
});
