import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { requestHistory } from "~/models/request-history.server";

/** GET /api/admin/request-history: processed requests, newest first. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await requestHistory(await requireApiUser(request))));
}

export const action = () => methodNotAllowed(["GET"]);
