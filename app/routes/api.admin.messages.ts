import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listContactMessages } from "~/models/contact.server";

/** GET /api/admin/messages: contact messages, unread first. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await listContactMessages(await requireApiUser(request))));
}

export const action = () => methodNotAllowed(["GET"]);
