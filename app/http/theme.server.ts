import { createCookie } from "@remix-run/node";

export type Theme = "light" | "dark";
/** A picked theme, or "system": no pick yet, so the device's `prefers-color-scheme` decides. */
export type ThemeSetting = Theme | "system";

// Not HttpOnly on purpose: it holds no secret, and the server reads it to render the right theme
// on the first byte (no flash of the wrong colours).
export const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 365,
});

export async function getTheme(request: Request): Promise<ThemeSetting> {
  const value = await themeCookie.parse(request.headers.get("Cookie"));
  return value === "light" || value === "dark" ? value : "system";
}
