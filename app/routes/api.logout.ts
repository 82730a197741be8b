import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/http/session.server";

// GET (the profile's Sign Out link) and POST both end the session and land on /.
async function logout(request: Request) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}

export const loader = ({ request }: LoaderFunctionArgs) => logout(request);
export const action = ({ request }: ActionFunctionArgs) => logout(request);
