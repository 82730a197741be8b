import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

/** A phone at a venue: 375 px wide, driven by touch (`test.use` it). */
export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true } as const;

/** Taps, counting: the flow's cost as a player or an organiser pays it. */
export function tapper(page: Page) {
  const counter = {
    taps: 0,
    async tap(target: Locator) {
      await waitForHydration(page, target);
      await target.tap();
      counter.taps++;
    },
    /** A choice in a select: a tap to open it and one on the option. */
    async choose(select: Locator, label: string) {
      await waitForHydration(page, select);
      await select.selectOption({ label });
      counter.taps += 2;
    },
  };
  return counter;
}

/** Every visible control (`controls`) inside `scope` is a phone's tap target (44 px tall at least). */
export async function expectTapTargets(scope: Locator, controls = "button, a") {
  for (const control of await scope.locator(controls).filter({ visible: true }).all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
}
