import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { clientIp } from "~/http/client-ip.server";
import { startSession } from "~/http/session.server";
import { signIn } from "~/models/auth.server";
import { loginSchema } from "~/schemas/auth";

/** POST /api/login {username, password}: the same sign-in rule as the /auth page. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const input = await readBody(request, loginSchema);
    const user = await signIn(input, clientIp(request));
    return apiJson(user, { headers: { "Set-Cookie": await startSession(user, request) } });
  });
}
