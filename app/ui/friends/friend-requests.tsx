import { Avatar } from "~/ui/common/avatar";
import { IntentButton } from "~/ui/friends/intent-button";
import type { FriendRequestView } from "~/ui/friends/types";
import { PlayerLink } from "~/ui/players/player-link";

/** Requests waiting for the user's answer, each with Accept and Reject. */
export function FriendRequests({ requests }: { requests: FriendRequestView[] }) {
  if (requests.length === 0) {
    return (
      <p className="py-6 text-center text-slate-600 dark:text-slate-300">
        No pending friend requests.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Friend requests">
      {requests.map((request) => (
        <li
          key={request.id}
          data-testid="friend-request"
          className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0"
        >
          <Avatar user={request.requester} size="md" />
          <div className="min-w-[9rem] flex-1">
            <p className="truncate font-semibold">
              <PlayerLink tag={request.requester.username} className="text-inherit" />
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-300">Sent a friend request</p>
          </div>
          <div className="flex gap-2">
            <IntentButton
              intent="accept"
              fields={{ requestId: String(request.id) }}
              tab="requests"
              label="Accept"
              ariaLabel={`Accept ${request.requester.username}'s friend request`}
              className="btn-primary px-3"
            />
            <IntentButton
              intent="reject"
              fields={{ requestId: String(request.id) }}
              tab="requests"
              label="Reject"
              ariaLabel={`Reject ${request.requester.username}'s friend request`}
              className="btn-secondary px-3"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
