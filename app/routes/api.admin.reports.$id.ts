import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { reportIdOf, resolveReport } from "~/models/forum-reports.server";
import { reportResolutionSchema } from "~/schemas/forum";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/admin/reports/{id} {action: remove|dismiss}: admins and the owner. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { action } = await readBody(request, reportResolutionSchema);
    return apiJson(await resolveReport(user, reportIdOf(params.id), action));
  });
}
