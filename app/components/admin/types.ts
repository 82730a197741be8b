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

export type Timeframes = { newUsers: Timeframe; analytics: Timeframe };
