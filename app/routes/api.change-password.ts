import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requestSessionId, requireApiUser } from "~/http/session.server";
import { changePassword } from "~/models/user.server";
import { changePasswordSchema } from "~/schemas/auth";

/** POST /api/change-password {currentPassword, newPassword}. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, changePasswordSchema);
    await changePassword(user.id, input, await requestSessionId(request));
    return apiJson({ message: "Password changed successfully" });
  });
}
