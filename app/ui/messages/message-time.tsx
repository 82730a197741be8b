import { useHydrated } from "~/ui/common/use-hydrated";
import { formatMessageTime } from "~/ui/messages/format-time";

/**
 * The server (and the browser while hydrating) writes times in UTC against the server's clock,
 * so hydration always matches; once the page runs, the reader's own time zone and clock take over.
 */
export function MessageTime({ iso, serverNow }: { iso: string; serverNow: number }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? formatMessageTime(iso, Date.now(), "local")
    : `${formatMessageTime(iso, serverNow, "utc")} UTC`;
  return (
    <time dateTime={iso} className="text-xs text-muted">
      {text}
    </time>
  );
}
