import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { createAdminRequest, listAdminRequests } from "~/models/admin-request.server";
import { adminRequestSchema } from "~/schemas/profile";

const STATUSES = ["pending", "approved", "rejected"] as const;

/** GET /api/admin-requests[?status=pending]: admins; newest first. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const status = new URL(request.url).searchParams.get("status");
    if (status !== null && !STATUSES.includes(status as (typeof STATUSES)[number])) {
      throw apiError(400, "Status must be pending, approved or rejected");
    }
    const list = await listAdminRequests(user, {
      status: (status ?? undefined) as (typeof STATUSES)[number] | undefined,
    });
    return apiJson(list);
  });
}

/** POST /api/admin-requests {message}: 201 with the request; 409 when one is already pending. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const created = await createAdminRequest(user, await readBody(request, adminRequestSchema));
    return apiJson(created, { status: 201 });
  });
}
