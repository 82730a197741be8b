import type { Timeframe } from "~/models/timeframe";

/** An account as the admin page lists it (the shape of adminUserSelect). */
export type AdminUserRow = {
  id: string;
  username: string;
  email: string;
  role: string;
  isAdmin: boolean;
  isBanned: boolean;
  isOnline: boolean;
  createdAt: Date;
  lastSeen: Date | null;
};

/**
 * The admin page's view, kept in its URL under these names: the two timeframes, and the user
 * list's search and page.
 */
export type AdminView = {
  newUsers: Timeframe;
  analytics: Timeframe;
  users: string;
  usersPage: number;
};
