import type { EventMatchView, EventView } from "~/models/event.server";

export type { EventMatchView, EventView };
export type EventEntrantView = EventView["entrants"][number];
