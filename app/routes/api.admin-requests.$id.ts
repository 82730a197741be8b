import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { processAdminRequest } from "~/models/admin-request.server";
import { processAdminRequestSchema } from "~/schemas/admin";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/admin-requests/{id} {status}: the owner approves or rejects. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { status } = await readBody(request, processAdminRequestSchema);
    return apiJson(await processAdminRequest(user, params.id!, status));
  });
}
