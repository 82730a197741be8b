import type { EventFormat } from "~/schemas/event";

/** An event's format as people say it. */
export const FORMAT_LABEL: Record<EventFormat, string> = {
  double_elimination: "Double elimination",
  single_elimination: "Single elimination",
  pools_to_double_elimination: "Pools into double elimination",
};
