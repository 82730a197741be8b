import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listUsers } from "~/models/user-moderation.server";

/** GET /api/admin/users: registered users, newest first. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await listUsers(await requireApiUser(request))));
}

export const action = () => methodNotAllowed(["GET"]);
