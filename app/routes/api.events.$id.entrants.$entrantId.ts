import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { removeEntrant } from "~/models/event-entrants.server";
import { entrantTarget } from "~/models/event.server";

/** DELETE /api/events/{id}/entrants/{entrantId}: leave before the start, drop out after it. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return handleApi(async () => {
    const actor = await requireApiUser(request);
    const { eventId, entrantId } = entrantTarget(params);
    return apiJson(await removeEntrant(actor, eventId, entrantId));
  });
}
