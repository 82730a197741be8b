import { useLiveRevalidate, useSocketEvent } from "~/ui/realtime/realtime-connection";
import { useShowToast } from "~/ui/shell/toast-context";

/**
 * Tells a player, wherever they are on the site, that an organiser called their match: a toast
 * naming the station, and the page's data again (the top bar's badge, "Your next match").
 */
export function MatchCallAlert() {
  const showToast = useShowToast();
  const revalidate = useLiveRevalidate();
  useSocketEvent("matchCalled", ({ station }) => {
    showToast({
      title: "Match Called",
      description: station
        ? `Your match is called to ${station}: go there now.`
        : "Your match is called: go play it now.",
    });
    revalidate();
  });
  return null;
}
