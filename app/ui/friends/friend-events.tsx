import { useLocation } from "@remix-run/react";
import { useLiveRevalidate, useSocketEvent } from "~/ui/realtime/realtime-connection";
import { useShowToast } from "~/ui/shell/toast-context";

// Friend-request toasts last 4 s.
const FRIEND_TOAST_MS = 4000;

/** Pages whose lists follow friendships: they reload their data when one changes. */
const FRIENDSHIP_PAGES = ["/friends", "/messages"];

/**
 * The friend events every page hears: a toast for each, and a refresh of the
 * friends page (and the messages page's friend list) so the lists change live; presence
 * refreshes the friends page. The top bar's badge count follows the same events by itself
 * (use-live-badges). Requests and answers are told only to the other side: a refresh in the
 * acting tab could race its action's redirect and consume the flash toast. (A removal is told to
 * the remover's tabs too; their live toast says what the flash toast says.)
 */
export function FriendEvents({ userId: me }: { userId: string | null }) {
  const showToast = useShowToast();
  const revalidate = useLiveRevalidate();
  const location = useLocation();

  const refreshOn = (pages: string[]) => {
    if (pages.includes(location.pathname)) revalidate();
  };

  useSocketEvent("friendRequestReceived", (p) => {
    showToast({
      title: "New Friend Request",
      description: `${p.requesterUsername} sent you a friend request.`,
      duration: FRIEND_TOAST_MS,
    });
    refreshOn(FRIENDSHIP_PAGES);
  });
  useSocketEvent("friendRequestAccepted", (p) => {
    showToast({
      title: "Friend Request Accepted",
      description: `${p.username} accepted your friend request. You are now friends!`,
      duration: FRIEND_TOAST_MS,
    });
    refreshOn(FRIENDSHIP_PAGES);
  });
  useSocketEvent("friendRequestRejected", (p) => {
    showToast({
      title: "Friend Request Declined",
      description: `${p.username} declined your friend request.`,
      type: "destructive",
      duration: FRIEND_TOAST_MS,
    });
    refreshOn(FRIENDSHIP_PAGES);
  });
  useSocketEvent("friendRemoved", (p) => {
    const username = p.username;
    showToast({
      title: "Friend Removed",
      description:
        p.removedBy === me
          ? `You removed ${username} from your friends list`
          : `${username} removed you from their friends list`,
      type: "destructive",
      duration: FRIEND_TOAST_MS,
    });
    refreshOn(FRIENDSHIP_PAGES);
  });
  useSocketEvent("friendOnline", () => refreshOn(["/friends"]));
  useSocketEvent("friendOffline", () => refreshOn(["/friends"]));
  return null;
}
