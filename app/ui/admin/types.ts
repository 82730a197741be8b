import type { ReportGroupItem } from "~/models/forum-reports.server";
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

/** The admin page's sections, each at its own address (/admin?section=<id>). */
export const ADMIN_SECTIONS = [
  "reports",
  "users",
  "messages",
  "requests",
  "log",
  "analytics",
  "featured",
  "polls",
] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number];

export const isAdminSection = (value: unknown): value is AdminSectionId =>
  (ADMIN_SECTIONS as readonly unknown[]).includes(value);

/**
 * The admin page's view, kept in its URL under these names: the section shown (none: the page
 * picks Reports when any are open, else Users), the two timeframes, and the user list's search
 * and page.
 */
export type AdminView = {
  section: AdminSectionId | null;
  newUsers: Timeframe;
  analytics: Timeframe;
  users: string;
  usersPage: number;
};

/** One card of the moderation queue (listReportGroups), as the page receives it. */
export type ReportGroupView = Omit<ReportGroupItem, "reportedAt"> & { reportedAt: Date | string };
