import { useFetcher, useLocation } from "@remix-run/react";
import type { Theme } from "~/http/theme.server";

export const THEME_STORAGE_KEY = "theme";

/**
 * A real form posting to /theme (works without JS); with JS it switches at once and mirrors the
 * choice to localStorage under the key 'theme'.
 */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("theme");
  const current: Theme = pending === "light" || pending === "dark" ? pending : theme;
  const next: Theme = current === "dark" ? "light" : "dark";

  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={(event) => {
        // Enhanced: the theme changes in place (no redirect), so the menu and focus stay put.
        event.preventDefault();
        fetcher.submit({ theme: next }, { method: "post", action: "/theme" });
        document.documentElement.classList.toggle("dark", next === "dark");
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // storage may be unavailable (private mode); the cookie still holds the choice
        }
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="btn-ghost w-full justify-start"
        aria-label={`Switch to ${next} theme`}
      >
        <span aria-hidden="true">{current === "dark" ? "☀️" : "🌙"}</span>
        {current === "dark" ? "Light mode" : "Dark mode"}
      </button>
    </fetcher.Form>
  );
}
