import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/utils/session.server";
import { themeCookie } from "~/utils/theme.server";

/** POST /theme: stores light or dark in a cookie and goes back to the page it came from. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme") === "light" ? "light" : "dark";
  return redirect(safeRedirect(form.get("redirectTo")), {
    headers: { "Set-Cookie": await themeCookie.serialize(theme) },
  });
}

export function loader() {
  return redirect("/");
}
