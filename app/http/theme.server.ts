import { createCookie } from "@remix-run/node";

export type Theme = "light" | "dark";

// Not HttpOnly on purpose: it holds no secret, and the server reads it to render the right theme
// on the first byte (no flash of the wrong colours).
export const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 365,
});

export async function getTheme(request: Request): Promise<Theme> {
  const value = await themeCookie.parse(request.headers.get("Cookie"));
  return value === "light" ? "light" : "dark";
}
