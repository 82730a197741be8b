import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/server/env.server";
import { showable, type ShownToast, type Toast } from "~/utils/toast";

// Flash toasts ride in a signed cookie so they survive a redirect and show without JavaScript.
const toastCookie = createCookie("toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: [env.sessionSecret],
});

// The cookie comes back from the browser: its toast is checked before it is shown.
const flashSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["default", "destructive"]),
  duration: z.number().int().positive(),
}) satisfies z.ZodType<ShownToast>;

export async function toastHeader(toast: Toast) {
  return toastCookie.serialize(showable(toast));
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the flash toast (if any) and the header that clears it. */
export async function readToast(request: Request) {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  const parsed = flashSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clearHeader: raw ? await toastCookie.serialize("", { maxAge: 0 }) : null,
  };
}
