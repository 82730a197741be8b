import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { seedProposal } from "~/models/event-entrants.server";
import { eventIdFrom } from "~/models/event.server";

/** GET /api/events/{id}/seeds/proposal: the proposed seeding (organisers). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiUser(request);
    return apiJson(await seedProposal(actor, eventIdFrom(params.id)));
  });
}
