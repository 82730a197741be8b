import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/http/session.server";
import { themeCookie } from "~/http/theme.server";

/**
 * POST /theme: stores light or dark in a cookie. The plain form (with redirectTo) goes back to the
 * page it came from; the enhanced toggle sends no redirectTo and stays where it is.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme") === "light" ? "light" : "dark";
  const headers = { "Set-Cookie": await themeCookie.serialize(theme) };
  if (!form.has("redirectTo")) return data({ theme }, { headers });
  return redirect(safeRedirect(form.get("redirectTo")), { headers });
}

export function loader() {
  return redirect("/");
}
