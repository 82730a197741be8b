import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listUsers } from "~/models/user-moderation.server";
import { parseUserList } from "~/schemas/admin";

/**
 * GET /api/admin/users: registered users, newest first, a page at a time (?page=, from 1);
 * ?q= keeps those whose tag or email contains it.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const params = new URL(request.url).searchParams;
    const list = parseUserList(params.get("q"), params.get("page"));
    return apiJson((await listUsers(await requireApiUser(request), list)).users);
  });
}

export const action = () => methodNotAllowed(["GET"]);
