// The Remove Friend confirmation, out of /friends' first load (issue 28): its modal brings the
// dialog and focus-trap code, which a page needs only once a player asks to remove a friend (or
// opens ?remove=<id>, which the server renders open).
import { useCallback, useEffect, useRef } from "react";
import { lazyPart } from "~/ui/common/lazy-part";
import type { Props } from "~/ui/friends/remove-friend-dialog-body";

const LazyRemoveFriendDialog = lazyPart(() =>
  import("./remove-friend-dialog-body").then((m) => m.RemoveFriendDialogBody),
);

/**
 * A lazy part re-renders only when its props change as data, and the list passes a new
 * `onCancel` on every render: the part gets one stable function that calls the latest.
 */
export function RemoveFriendDialog({ onCancel, ...data }: Props) {
  const latestCancel = useRef(onCancel);
  useEffect(() => {
    latestCancel.current = onCancel;
  });
  const cancel = useCallback(() => latestCancel.current(), []);
  return <LazyRemoveFriendDialog {...data} onCancel={cancel} />;
}
