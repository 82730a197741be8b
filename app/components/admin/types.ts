import type { Timeframe } from "~/utils/timeframe";

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

export type UserAction = "promote" | "ban" | "unban" | "delete";

/**
 * The actions a user row offers: only to the owner, never on an owner account, an
 * administrator or the viewer's own account. The server enforces the same in the domain.
 */
export function userActionsFor(
  viewer: { id: string; isOwner: boolean },
  user: Pick<AdminUserRow, "id" | "role" | "isAdmin" | "isBanned">,
): UserAction[] {
  if (!viewer.isOwner || user.role === "owner" || user.isAdmin || user.id === viewer.id) return [];
  return ["promote", user.isBanned ? "unban" : "ban", "delete"];
}

export type Timeframes = { newUsers: Timeframe; analytics: Timeframe };
