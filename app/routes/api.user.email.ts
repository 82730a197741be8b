import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { updateEmail } from "~/models/profile.server";
import { emailSchema } from "~/schemas/profile";

/** PATCH /api/user/email {email}: the updated user. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { email } = await readBody(request, emailSchema);
    return apiJson(await updateEmail(user.id, email));
  });
}
