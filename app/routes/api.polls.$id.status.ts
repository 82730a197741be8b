import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/permissions.server";
import { POLL_NOT_FOUND, setPollStatus } from "~/models/poll.server";
import { parsePollId, pollStatusSchema } from "~/schemas/poll";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/utils/api.server";
import { DomainError } from "~/utils/domain-error";
import { requireApiUser } from "~/utils/session.server";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/polls/{id}/status {isActive: boolean}: admins switch a poll on or off. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    requireAdmin(user);
    const id = parsePollId(params.id);
    if (id === null) throw new DomainError(404, POLL_NOT_FOUND);
    const { isActive } = await readBody(request, pollStatusSchema);
    return apiJson(await setPollStatus(user, id, isActive));
  });
}
