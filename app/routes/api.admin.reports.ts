import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listReports } from "~/models/forum-reports.server";
import { reportStatusOf } from "~/schemas/forum";

/** GET /api/admin/reports?status=open|removed|dismissed: admins and the owner, newest first. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const status = reportStatusOf(new URL(request.url).searchParams.get("status"));
    return apiJson(await listReports(user, status));
  });
}

export const action = () => methodNotAllowed(["GET"]);
