import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { requireAdmin } from "~/models/permissions.server";
import { createPoll, listPolls, POLL_LIST_LIMIT } from "~/models/poll.server";
import { pollCreateSchema } from "~/schemas/poll";

const MAX_LIMIT = 200;

/** GET /api/polls?limit=: admins; every poll newest first, with its options and counts. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const raw = Number(new URL(request.url).searchParams.get("limit"));
    const take = Number.isInteger(raw) && raw > 0 ? Math.min(raw, MAX_LIMIT) : POLL_LIST_LIMIT;
    return apiJson(await listPolls(user, { take }));
  });
}

/** POST /api/polls {question, options: string[]}: admins; the new poll starts inactive (201). */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    // Checked before reading the body, so a non-admin hears 403 whatever they send.
    requireAdmin(user);
    const input = await readBody(request, pollCreateSchema);
    return apiJson(await createPoll(user, input), { status: 201 });
  });
}
