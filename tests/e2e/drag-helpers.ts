import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Drags the sortable item `dragged` over `target` with the keyboard (focus its handle, Space,
 * arrows, Space), `ids` being the list's sortable ids in order. dnd-kit tells screen readers
 * each step in its live region ("… was moved over droppable area <id>."): each key press is
 * waited for by its announcement, and the arrows are steered by what was announced, not
 * counted: on a busy machine one press may pass over more than one item.
 */
export async function keyboardDrag(
  page: Page,
  handle: Locator,
  ids: string[],
  dragged: string,
  target: string,
) {
  const announcer = page.locator('[id^="DndLiveRegion-"]');
  const overNow = async () =>
    /was moved over droppable area (\S+)\.$/.exec((await announcer.textContent()) ?? "")?.[1] ??
    dragged;
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  for (let press = 0; press < 2 * ids.length; press++) {
    const over = await overNow();
    if (over === target) break;
    const before = (await announcer.textContent()) ?? "";
    const arrow = ids.indexOf(over) > ids.indexOf(target) ? "ArrowUp" : "ArrowDown";
    // dnd-kit starts listening for keys a timer tick after the pick-up, which a busy machine
    // may announce first: a press not heard is pressed again (one heard twice is steered back).
    await expect(async () => {
      await page.keyboard.press(arrow);
      await expect(announcer).not.toHaveText(before, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(announcer).toHaveText(
    `Draggable item ${dragged} was moved over droppable area ${target}.`,
  );
  await page.keyboard.press("Space");
}
