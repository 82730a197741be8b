import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { createContactMessage } from "~/models/contact.server";
import { contactSchema } from "~/schemas/contact";

/** POST /api/messages: contact the owner. Name and email sent by the client are ignored. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const message = await createContactMessage(user, await readBody(request, contactSchema));
    return apiJson(message, { status: 201 });
  });
}
