import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listModerationLog } from "~/models/moderation-log.server";

/** GET /api/admin/moderation-log: who did what to which post or comment, newest first. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await listModerationLog(user));
  });
}

export const action = () => methodNotAllowed(["GET"]);
