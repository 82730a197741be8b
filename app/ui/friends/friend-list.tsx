import { useEffect, useState } from "react";
import { Avatar } from "~/ui/common/avatar";
import { MenuDetails } from "~/ui/common/menu-details";
import { Pager, RowLink, useRowLinkNavigation } from "~/ui/common/pager";
import { useHydrated } from "~/ui/common/use-hydrated";
import { friendsHref } from "~/ui/friends/hrefs";
import { OnlineStatus } from "~/ui/friends/online-status";
import { RemoveFriendDialog } from "~/ui/friends/remove-friend-dialog";
import type { FriendView } from "~/ui/friends/types";
import { conversationHref } from "~/ui/messages/hrefs";
import { playerHref } from "~/ui/players/hrefs";

type Target = { id: string; username: string };

/**
 * My Friends: each friend with avatar, tag, Online/Offline, Chat, and a menu with Remove Friend.
 * Remove Friend is a link to ?tab=friends&remove=<id> (the confirmation as a page state, for no
 * JavaScript); with JavaScript it opens the same confirmation at once, without a round trip.
 * A page of friends at a time, with Previous and Next links under the list.
 */
export function FriendList({
  friends,
  page,
  pageCount,
  removing,
}: {
  friends: FriendView[];
  page: number;
  pageCount: number;
  removing: Target | null;
}) {
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<Target | null>(null);
  const onRowClick = useRowLinkNavigation();
  const target = picked ?? removing;
  // A friend who left the list (removed here or elsewhere) cannot stay under confirmation.
  useEffect(() => {
    if (picked && !friends.some((f) => f.id === picked.id)) setPicked(null);
  }, [friends, picked]);

  if (friends.length === 0) {
    return (
      <p className="py-6 text-center text-slate-600 dark:text-slate-300">
        No friends yet. Use the &quot;Find Friends&quot; tab to add some!
      </p>
    );
  }
  return (
    <>
      {/* Keyboard activation of a link is a click too: the list's handler serves both. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        className="divide-y divide-slate-200 dark:divide-slate-800"
        aria-label="My Friends"
        onClick={onRowClick}
      >
        {friends.map((friend) => (
          <li key={friend.id} data-testid="friend-row" className="list-row">
            <Avatar user={friend} size="md" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">
                <RowLink to={playerHref(friend.username)} className="text-inherit hover:underline">
                  {friend.username}
                </RowLink>
              </p>
              <OnlineStatus online={friend.isOnline} />
            </div>
            <RowLink
              to={conversationHref(friend.id)}
              className="btn-secondary px-3"
              aria-label={`Chat with ${friend.username}`}
            >
              Chat
            </RowLink>
            <MenuDetails
              label={`More actions for ${friend.username}`}
              summary="⋮"
              summaryClassName="btn-ghost cursor-pointer px-2"
              panelClassName="menu-panel"
            >
              <RowLink
                to={friendsHref({ tab: "friends", page, remove: friend.id })}
                keepScroll
                className="menu-item-danger"
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  event.currentTarget.closest("details")?.removeAttribute("open");
                  setPicked({ id: friend.id, username: friend.username });
                }}
              >
                Remove Friend
              </RowLink>
            </MenuDetails>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-center">
        <Pager
          label="My Friends pages"
          page={page}
          pageCount={pageCount}
          more={page < pageCount}
          hrefOf={(n) => friendsHref({ tab: "friends", page: n })}
        />
      </div>
      {target ? (
        <RemoveFriendDialog
          friend={target}
          page={page}
          fromUrl={!picked}
          onCancel={() => setPicked(null)}
        />
      ) : null}
    </>
  );
}
