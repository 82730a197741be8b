import { useHydrated } from "~/ui/common/use-hydrated";
import { dateParts } from "~/utils/dates";

/**
 * A moment in the reader's own time zone. The server cannot know it, so the page is rendered
 * in UTC (marked as such) and the browser switches to local time once hydrated, without a
 * hydration mismatch.
 */
export function LocalTime({ value }: { value: Date | string }) {
  const hydrated = useHydrated();
  const date = new Date(value);
  const { year, month, day, time } = dateParts(date, hydrated ? "local" : "utc");
  const text = `${month} ${day}, ${year}, ${time}${hydrated ? "" : " UTC"}`;
  return <time dateTime={date.toISOString()}>{text}</time>;
}
