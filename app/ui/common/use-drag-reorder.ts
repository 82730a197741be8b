import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect, useRef, useState } from "react";
import { holdLiveRevalidation } from "~/ui/realtime/realtime-connection";

/**
 * A list sorted by drag (mouse after 8 px, or keyboard: Space, arrows, Space): the props of its
 * DndContext, and the items in the order shown. A drop shows the new order at once and hands
 * it to `save`; the next loader data replaces it. Live reloads wait while a drag is under way,
 * so rows never move under the pointer.
 */
export function useDragReorder<T>(
  items: T[],
  idOf: (item: T) => string,
  save: (ids: string[]) => void,
) {
  const [optimistic, setOptimistic] = useState<string[] | null>(null);
  useEffect(() => setOptimistic(null), [items]);
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const shown = optimistic ? optimistic.flatMap((id) => byId.get(id) ?? []) : items;
  const ids = shown.map(idOf);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const releaseHold = useRef<() => void>();
  const endHold = () => {
    releaseHold.current?.();
    releaseHold.current = undefined;
  };
  useEffect(() => endHold, []);

  const dndProps = {
    sensors,
    collisionDetection: closestCenter,
    onDragStart: () => {
      endHold();
      releaseHold.current = holdLiveRevalidation();
    },
    onDragCancel: endHold,
    onDragEnd: ({ active, over }: DragEndEvent) => {
      endHold();
      if (!over || active.id === over.id) return;
      const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
      setOptimistic(next);
      save(next);
    },
  };
  return { shown, ids, dndProps };
}
