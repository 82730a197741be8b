import type { ActionFunctionArgs } from "@remix-run/node";
import { createAdminRequest } from "~/models/admin-request.server";
import { adminRequestSchema } from "~/schemas/profile";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** POST /api/admin-requests {message}: 201 with the request; 409 when one is already pending. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const created = await createAdminRequest(user, await readBody(request, adminRequestSchema));
    return apiJson(created, { status: 201 });
  });
}
