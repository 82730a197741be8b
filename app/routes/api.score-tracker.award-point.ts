import type { ActionFunctionArgs } from "@remix-run/node";
import {
  apiJson,
  handleApi,
  idempotencyKeyOf,
  methodNotAllowed,
  readBody,
} from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { awardPoint } from "~/models/set.server";
import { awardPointSchema } from "~/schemas/set";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/score-tracker/award-point {matchId, playerId}: the scores and, once someone reaches
 * the target, the winner. 409 once the set is over; 403 for someone else's set. An
 * `Idempotency-Key` makes a resend answer the first point instead of scoring another.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { matchId, playerId } = await readBody(request, awardPointSchema);
    return apiJson(await awardPoint(user, matchId, playerId, idempotencyKeyOf(request)));
  });
}
