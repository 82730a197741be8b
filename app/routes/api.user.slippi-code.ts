import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { updateSlippiCode } from "~/models/profile.server";
import { slippiCodeSchema } from "~/schemas/profile";

/** PATCH /api/user/slippi-code {slippiCode}: the updated user. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { slippiCode } = await readBody(request, slippiCodeSchema);
    return apiJson(await updateSlippiCode(user.id, slippiCode));
  });
}
