import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { timeframeParam } from "~/http/timeframe-param.server";
import { getAnalytics } from "~/models/analytics.server";

/** GET /api/admin/analytics?timeframe=week|month|year */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await getAnalytics(user, timeframeParam(request)));
  });
}

export const action = () => methodNotAllowed(["GET"]);
