import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listReportGroups, listReports } from "~/models/forum-reports.server";
import { reportStatusOf } from "~/schemas/forum";

/**
 * GET /api/admin/reports?status=open|removed|dismissed: admins and the owner, newest first;
 * with &group=item, one entry per reported post or comment (see listReportGroups).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const params = new URL(request.url).searchParams;
    const status = reportStatusOf(params.get("status"));
    const group = params.get("group");
    if (group === null) return apiJson(await listReports(user, status));
    if (group !== "item") throw apiError(400, "group must be item");
    return apiJson(await listReportGroups(user, { status }));
  });
}

export const action = () => methodNotAllowed(["GET"]);
