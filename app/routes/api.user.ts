import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";

/** GET /api/user: the signed-in user (never the password), or 401 when signed out. */
export function loader({ request }: LoaderFunctionArgs) {
  // A background check of who is signed in is not activity: it must not keep a session alive.
  return handleApi(async () => apiJson(await requireApiUser(request, { touch: false })));
}
