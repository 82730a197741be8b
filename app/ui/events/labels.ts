import type { EventFormat, EventStatus } from "~/schemas/event";
import type { EventMatchView } from "./types";

/** An event's format as people say it. */
export const FORMAT_LABEL: Record<EventFormat, string> = {
  double_elimination: "Double elimination",
  single_elimination: "Single elimination",
  pools_to_double_elimination: "Pools into double elimination",
};

/** An event's status as its page says it. */
export const EVENT_STATUS_LABEL: Record<EventStatus, string> = {
  registration: "Registration open",
  checkin: "Check-in open",
  running: "In progress",
  completed: "Completed",
};

/** A match's status as the bracket and the organiser's screen say it. */
export const MATCH_STATUS_LABEL: Record<EventMatchView["status"], string> = {
  waiting: "Waiting",
  ready: "Ready",
  called: "Called",
  live: "Live",
  done: "Done",
};
