import { useHydrated } from "~/utils/use-hydrated";

const FORMAT: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/**
 * A moment in the reader's own time zone. The server cannot know it, so the page is rendered
 * in UTC (marked as such) and the browser switches to local time once hydrated, without a
 * hydration mismatch.
 */
export function LocalTime({ value }: { value: Date | string }) {
  const hydrated = useHydrated();
  const date = new Date(value);
  const text = hydrated
    ? date.toLocaleString("en-US", FORMAT)
    : `${date.toLocaleString("en-US", { ...FORMAT, timeZone: "UTC" })} UTC`;
  return <time dateTime={date.toISOString()}>{text}</time>;
}
