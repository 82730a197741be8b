import { useFetcher, useLocation } from "@remix-run/react";
import type { Theme } from "~/http/theme.server";
import { cn } from "~/utils/cn";

export const THEME_STORAGE_KEY = "theme";

const BUTTONS: { theme: Theme; shownClass: string; icon: string; label: string }[] = [
  { theme: "light", shownClass: "hidden dark:flex", icon: "☀️", label: "Light theme" },
  { theme: "dark", shownClass: "flex dark:hidden", icon: "🌙", label: "Dark theme" },
];

/**
 * A real form posting to /theme (works without JS); with JS it switches at once and mirrors the
 * choice to localStorage under the key 'theme'. It holds a button for each theme and CSS shows the
 * one leading away from the theme in force: before a theme is picked only the device's
 * `prefers-color-scheme` knows which that is, and the server cannot.
 */
export function ThemeToggle() {
  const fetcher = useFetcher();
  const location = useLocation();

  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const next = submitter?.getAttribute("value");
        if (next !== "light" && next !== "dark") return;
        // Enhanced: the theme changes in place (no redirect), so the menu and focus stay put.
        event.preventDefault();
        fetcher.submit({ theme: next }, { method: "post", action: "/theme" });
        const root = document.documentElement.classList;
        root.toggle("dark", next === "dark");
        root.toggle("light", next === "light");
        // The pressed button is hidden now; focus goes to its twin, which switches back.
        event.currentTarget
          .querySelector<HTMLButtonElement>(`button[value="${next === "dark" ? "light" : "dark"}"]`)
          ?.focus();
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // storage may be unavailable (private mode); the cookie still holds the choice
        }
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {BUTTONS.map((button) => (
        <button
          key={button.theme}
          type="submit"
          name="theme"
          value={button.theme}
          className={cn("btn-ghost min-h-11 w-full justify-start", button.shownClass)}
          // The name holds the words shown ("Dark theme"), so a voice command saying them works.
          aria-label={`Switch to ${button.theme} theme`}
        >
          <span aria-hidden="true">{button.icon}</span>
          {button.label}
        </button>
      ))}
    </fetcher.Form>
  );
}
