import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { updateCharacters } from "~/models/profile.server";
import { charactersPatchSchema } from "~/schemas/profile";

/** PATCH /api/user/profile {main, secondaries}: a missing field stays, "" or null clears it. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await updateCharacters(user.id, await readBody(request, charactersPatchSchema)));
  });
}
