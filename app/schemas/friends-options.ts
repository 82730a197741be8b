// The friends page's plain values, apart from the zod schemas (./friends) so the browser's
// code gets them without zod.

// The friend search runs only from 3 characters.
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_HINT = "Type at least 3 characters to search for friends";
export const noUsersFound = (query: string) => `No users found matching "${query}"`;

export const FRIEND_TABS = ["friends", "requests", "find"] as const;
export type FriendTab = (typeof FRIEND_TABS)[number];

export const friendTabOf = (value: string | null): FriendTab =>
  FRIEND_TABS.includes(value as FriendTab) ? (value as FriendTab) : "friends";
