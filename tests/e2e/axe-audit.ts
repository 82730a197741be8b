import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { jsEnabled, waitForHydration } from "./helpers";

/**
 * axe against WCAG 2.2 AA at phone and desktop width in both themes, for a page state: no
 * serious or critical violation. The same check as tests/e2e/a11y.spec.ts, as a module other
 * specs can import (a spec file cannot be imported without running its tests).
 */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [375, 1280] as const;
const HEIGHT = { 375: 812, 1280: 800 } as const;
const THEMES = ["light", "dark"] as const;
const SCREENSHOTS = "screenshots";

type Width = (typeof WIDTHS)[number];
type Theme = (typeof THEMES)[number];

export type AuditOptions = {
  /** Text that shows the intended state has loaded (not a redirect or an error page). */
  shows: string;
  /** Opens a dialog, menu or picker after the load. */
  open?: (page: Page) => Promise<void>;
  /** Widths the state exists at (the Settings menu is desktop-only, the nav panel phone-only). */
  widths?: readonly Width[];
  /**
   * Where axe looks, when the rest of the page is the same as a state checked whole already (the
   * admin page under a dialog): it keeps the run short.
   */
  scope?: string;
  /** File name stem of the screenshots; only the main pages have one. */
  screenshot?: string;
};

/**
 * Switches the theme in place, as the enhanced toggle does (the class on <html>), with the colour
 * scheme of native controls that the server would render: one page load serves both themes.
 */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.classList.toggle("light", !dark);
    document
      .querySelector('meta[name="color-scheme"]')
      ?.setAttribute("content", dark ? "dark" : "light");
    // Colour transitions (transition-colors) run after the switch: axe must read the colours
    // they end on, not one caught halfway. They are sent to their end at once: awaiting their
    // end once hung for minutes (a transition whose end was never reported).
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  }, theme === "dark");
}

function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"],
  where: string,
) {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${where} ${v.id} [${v.impact}] ${v.help}\n    target: ${node.target.join(" ")}\n    ${(
          node.failureSummary ?? ""
        )
          .split("\n")
          .slice(0, 3)
          .join("\n    ")}`,
    ),
  );
}

/** Opens every closed <details> of the main content, so axe sees what they hold. */
export async function openAllDetails(page: Page) {
  const closed = page.locator("main details:not([open]) > summary");
  while ((await closed.count()) > 0) {
    const before = await closed.count();
    await closed.first().click();
    await expect(closed).toHaveCount(before - 1);
  }
}

export async function audit(page: Page, path: string, options: AuditOptions) {
  const widths = options.widths ?? WIDTHS;
  const found: string[] = [];
  await page.setViewportSize({ width: widths[0], height: HEIGHT[widths[0]] });
  await page.goto(path);
  // The narrow-screen panel holds hidden copies of the top bar's links and labels.
  await expect(page.getByText(options.shows).filter({ visible: true }).first()).toBeVisible();
  await waitForHydration(page);
  await options.open?.(page);
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      const axe = new AxeBuilder({ page }).withTags(TAGS);
      const { violations } = await (options.scope ? axe.include(options.scope) : axe).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      found.push(...describeViolations(serious, `${path} @${width}px ${theme}:`));
      if (options.screenshot && jsEnabled()) {
        // From the top, or the fixed top bar is drawn where the page was scrolled to.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `${SCREENSHOTS}/${options.screenshot}-${width}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  }
  expect(found, `axe found serious or critical violations:\n${found.join("\n")}`).toEqual([]);
}

/**
 * For an audit spec: axe runs as a script in the page, which never finishes in a browser with
 * JavaScript off, so the no-JS states are loaded with JavaScript on and the site's own scripts
 * blocked (the same server-rendered page, never hydrated); each state gets the time of four axe
 * runs on a busy machine.
 */
export function useAuditSetup() {
  test.use({ javaScriptEnabled: true });
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(async ({ page }) => {
    if (!jsEnabled()) await page.route("**/build/**/*.js", (route) => route.abort());
  });
}

/** The server renders the same markup either way: the no-JS project skips such a state. */
export const onlyWithJs = () =>
  test.skip(!jsEnabled(), "same server-rendered markup as with JavaScript");
