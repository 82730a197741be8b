import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { methodNotAllowed } from "~/http/api.server";
import { endSession } from "~/http/session.server";

// POST only (the Sign Out forms): a GET could be sent by any page, an <img> or a link elsewhere.
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}
