import type { ActionFunctionArgs } from "@remix-run/node";
import { changePassword } from "~/models/user.server";
import { changePasswordSchema } from "~/schemas/auth";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";

/** POST /api/change-password {currentPassword, newPassword}. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    await changePassword(user.id, await readBody(request, changePasswordSchema));
    return apiJson({ message: "Password changed successfully" });
  });
}
