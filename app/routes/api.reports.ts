import type { ActionFunctionArgs } from "@remix-run/node";
import {
  apiJson,
  handleApi,
  idempotencyKeyOf,
  methodNotAllowed,
  readBody,
} from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { createReport } from "~/models/forum-reports.server";
import { reportInputSchema } from "~/schemas/forum";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/reports {targetType, targetId, reason, details?}: signed-in players (201). `Idempotency-Key`: see the posts. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, reportInputSchema);
    return apiJson(await createReport(user, input, idempotencyKeyOf(request)), { status: 201 });
  });
}
