import type { EVENT_FORMATS } from "~/schemas/event";

/** An event's format as people say it. */
export const FORMAT_LABEL: Record<(typeof EVENT_FORMATS)[number], string> = {
  double_elimination: "Double elimination",
  single_elimination: "Single elimination",
  pools_to_double_elimination: "Pools into double elimination",
};
