import { createAction } from "~/http/api-actions.server";
import { methodNotAllowed } from "~/http/api.server";
import { awardPoint } from "~/models/set.server";
import { awardPointSchema } from "~/schemas/set";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/score-tracker/award-point {matchId, playerId}: the scores and, once someone reaches
 * the target, the winner. 409 once the set is over; 403 for someone else's set. An
 * `Idempotency-Key` makes a resend answer the first point instead of scoring another.
 */
export const action = createAction({
  schema: awardPointSchema,
  status: 200,
  create: (actor, { matchId, playerId }, idempotencyKey) =>
    awardPoint(actor, matchId, playerId, idempotencyKey),
});
