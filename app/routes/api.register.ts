import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { startSession } from "~/http/session.server";
import { registerUser } from "~/models/user.server";
import { registerSchema } from "~/schemas/auth";

/** POST /api/register: creates the account and signs it in, like the Sign Up tab. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const input = await readBody(request, registerSchema);
    const user = await registerUser(input);
    return apiJson(user, {
      status: 201,
      headers: { "Set-Cookie": await startSession(user, request) },
    });
  });
}
