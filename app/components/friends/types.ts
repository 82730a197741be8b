/** A user as the friends page shows them (the shape of personSelect in friendship.server). */
export type FriendView = {
  id: string;
  username: string;
  profilePicture: string | null;
  isOnline: boolean;
  role: string;
  isAdmin: boolean;
  main: string | null;
};

export type FriendRequestView = { id: number; requester: FriendView };

export type SearchResultView = FriendView & {
  friendshipStatus: "accepted" | "pending" | "none";
  friendshipId: number | null;
  sentByMe: boolean;
};

/** Shown for 3 s after a realtime answer to one's request (spec 2 §4), then the data is refreshed. */
export type TemporaryStatus = "request_accepted" | "request_rejected";
