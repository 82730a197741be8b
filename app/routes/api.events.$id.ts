import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { eventIdFrom, getEvent, updateEvent } from "~/models/event.server";
import { updateEventSchema } from "~/schemas/event";

/** GET /api/events/{id}: the event with its entrants, matches and standings (public). */
export function loader({ params }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await getEvent(eventIdFrom(params.id))));
}

/** PATCH /api/events/{id}: status, stations and settings (organisers). */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  return handleApi(async () => {
    const actor = await requireApiUser(request);
    const eventId = eventIdFrom(params.id);
    const patch = await readBody(request, updateEventSchema);
    return apiJson(await updateEvent(actor, eventId, patch));
  });
}
