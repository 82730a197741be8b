import type { Person, SearchResult } from "~/models/friendship.server";

/** A user as the friends page shows them. */
export type FriendView = Person;

export type FriendRequestView = { id: number; requester: FriendView };

export type SearchResultView = SearchResult;

/** Shown for 3 s after a realtime answer to one's request, then the data is refreshed. */
export type TemporaryStatus = "request_accepted" | "request_rejected";
