import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { getStreamQueue, putStreamQueue } from "~/models/event-stations.server";
import { eventIdFrom } from "~/models/event.server";
import { streamQueueSchema } from "~/schemas/event";

/** GET /api/events/{id}/stream-queue: the matches to stream, in order (public). */
export function loader({ params }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await getStreamQueue(eventIdFrom(params.id))));
}

/** PUT /api/events/{id}/stream-queue {matchIds}: organisers. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  return handleApi(async () => {
    const actor = await requireApiUser(request);
    const eventId = eventIdFrom(params.id);
    const { matchIds } = await readBody(request, streamQueueSchema);
    return apiJson(await putStreamQueue(actor, eventId, matchIds));
  });
}
