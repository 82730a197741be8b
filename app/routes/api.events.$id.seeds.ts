import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { putSeeds } from "~/models/event-entrants.server";
import { eventIdFrom } from "~/models/event.server";
import { seedsSchema } from "~/schemas/event";

/** PUT /api/events/{id}/seeds {entrantIds}: organisers, every entrant once, seed 1 first. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  return handleApi(async () => {
    const actor = await requireApiUser(request);
    const eventId = eventIdFrom(params.id);
    const { entrantIds } = await readBody(request, seedsSchema);
    return apiJson(await putSeeds(actor, eventId, entrantIds));
  });
}
