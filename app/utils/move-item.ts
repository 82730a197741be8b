/** The list with `item` moved one place up or down (the same list at either end). */
export function moveItem<T>(list: readonly T[], item: T, direction: "up" | "down"): T[] {
  const from = list.indexOf(item);
  const to = direction === "up" ? from - 1 : from + 1;
  const moved = [...list];
  if (from === -1 || to < 0 || to >= list.length) return moved;
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}
