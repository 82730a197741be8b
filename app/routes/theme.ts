import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { pageIntent, runPageIntent } from "~/http/page-intents.server";
import { safeRedirect } from "~/http/session.server";
import { themeCookie } from "~/http/theme.server";

/**
 * POST /theme: stores light or dark in a cookie. The plain form (with redirectTo) goes back to the
 * page it came from; the enhanced toggle sends no redirectTo and stays where it is.
 */
export async function action({ request }: ActionFunctionArgs) {
  // Anyone may choose a theme: there is no actor.
  return runPageIntent(request, null, {
    back: "/",
    intents: {
      // The toggle's one form, which names no intent.
      default: pageIntent({
        schema: z.object({ theme: z.unknown(), redirectTo: z.string().optional().catch("/") }),
        failure: "Error",
        run: async (_anyone: null, { redirectTo, ...chosen }) => {
          const theme = chosen.theme === "light" ? "light" : "dark";
          const headers = { "Set-Cookie": await themeCookie.serialize(theme) };
          if (redirectTo === undefined) return data({ theme }, { headers });
          return redirect(safeRedirect(redirectTo), { headers });
        },
      }),
    },
  });
}

export function loader() {
  return redirect("/");
}
