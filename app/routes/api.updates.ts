import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { createReleaseUpdate, listReleaseUpdates, parseUpdatesPage } from "~/models/update.server";
import { releaseUpdateSchema } from "~/schemas/update";

/**
 * GET /api/updates[?page=N]: release updates, newest first, a page at a time. Public, like the
 * RSS feed; clients cache it for 5 minutes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = parseUpdatesPage(new URL(request.url).searchParams.get("page"));
  const { updates } = await listReleaseUpdates({ page });
  return apiJson(updates, { headers: { "Cache-Control": "private, max-age=300" } });
}

/** POST /api/updates {version, category, title, description}: admins; 201. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, releaseUpdateSchema);
    return apiJson(await createReleaseUpdate(user, input), { status: 201 });
  });
}
