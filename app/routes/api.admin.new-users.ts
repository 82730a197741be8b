import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { timeframeParam } from "~/http/timeframe-param.server";
import { newUsers } from "~/models/user-moderation.server";

/** GET /api/admin/new-users?timeframe=week|month|year */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await newUsers(user, timeframeParam(request)));
  });
}

export const action = () => methodNotAllowed(["GET"]);
