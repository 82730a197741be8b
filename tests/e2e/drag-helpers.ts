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
  // dnd-kit starts listening for keys in a timer it set at the pick-up, which a busy machine
  // may render first: a timer of ours set now fires after it, so the first arrow is heard.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  for (let press = 0; press < 2 * ids.length; press++) {
    const over = await overNow();
    if (over === target) break;
    const before = (await announcer.textContent()) ?? "";
    await page.keyboard.press(ids.indexOf(over) > ids.indexOf(target) ? "ArrowUp" : "ArrowDown");
    await expect(announcer).not.toHaveText(before);
  }
  await expect(announcer).toHaveText(
    `Draggable item ${dragged} was moved over droppable area ${target}.`,
  );
  await page.keyboard.press("Space");
}
