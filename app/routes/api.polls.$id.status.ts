import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { requireAdmin } from "~/models/permissions.server";
import { pollIdOf, setPollStatus } from "~/models/poll.server";
import { pollStatusSchema } from "~/schemas/poll";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/polls/{id}/status {isActive: boolean}: admins switch a poll on or off. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    requireAdmin(user);
    const id = pollIdOf(params.id);
    const { isActive } = await readBody(request, pollStatusSchema);
    return apiJson(await setPollStatus(user, id, isActive));
  });
}
