import { MatchCallAlert } from "~/ui/events/match-call-alert";
import { FriendEvents } from "~/ui/friends/friend-events";
import { ChatDock } from "~/ui/messages/chat-dock";
import { InactivityGuard } from "~/ui/shell/inactivity-guard";

/**
 * What only a signed-in player's shell needs: friend notifications, the chat dock, a called
 * match's alert and the inactivity warning. The root loads this module lazily, so a guest's first load skips it.
 */
export default function SignedInExtras({
  userId,
  sessionIdleMs,
  signedInAt,
}: {
  userId: string;
  sessionIdleMs: number;
  /** Date.now() when the page first showed the player signed in. */
  signedInAt: number;
}) {
  return (
    <>
      <FriendEvents userId={userId} />
      <ChatDock userId={userId} />
      <MatchCallAlert />
      <InactivityGuard idleMs={sessionIdleMs} since={signedInAt} />
    </>
  );
}
