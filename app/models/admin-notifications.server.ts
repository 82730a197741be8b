import { countReportedItems } from "~/models/forum-reports.server";
import { requireAdmin } from "~/models/permissions.server";
import { countPendingTournaments } from "~/models/tournament.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";

export type NotificationCounts = {
  pendingTournamentCount: number;
  pendingAdminRequestCount: number;
  newUsersCount: number;
  /** Reported posts and comments with open reports: they wait for an admin, seen or not. */
  reports: number;
};

async function currentCounts(
  adminId: string,
  lastViewedAt: Date | null,
): Promise<NotificationCounts> {
  const [pendingTournamentCount, pendingAdminRequestCount, newUsersCount, reports] =
    await Promise.all([
      countPendingTournaments(),
      prisma.adminRequest.count({ where: { status: "pending" } }),
      prisma.user.count({
        where: { id: { not: adminId }, ...(lastViewedAt && { createdAt: { gt: lastViewedAt } }) },
      }),
      countReportedItems(),
    ]);
  return { pendingTournamentCount, pendingAdminRequestCount, newUsersCount, reports };
}

/** When this admin last looked (null: never), and the badge's counts since then. */
export async function getNotificationState(actor: PublicUser) {
  requireAdmin(actor);
  const state = await prisma.adminNotificationState.findUnique({
    where: { adminId: actor.id },
    select: { lastViewedAt: true },
  });
  const lastViewedAt = state?.lastViewedAt ?? null;
  return { lastViewedAt, counts: await currentCounts(actor.id, lastViewedAt) };
}

/** The admin badge: pending reviews and users who joined since this admin last looked. */
export async function getNotificationCounts(actor: PublicUser): Promise<NotificationCounts> {
  return (await getNotificationState(actor)).counts;
}

/** The admin opened the admin page (or acknowledged new users): counts restart from now. */
export async function markNotificationsViewed(actor: PublicUser, now = new Date()) {
  requireAdmin(actor);
  const counts = await currentCounts(actor.id, now);
  // Open reports are not stored: they count until resolved, whenever the page was last opened.
  const { reports: _open, ...stored } = counts;
  await prisma.adminNotificationState.upsert({
    where: { adminId: actor.id },
    create: { adminId: actor.id, lastViewedAt: now, ...stored },
    update: { lastViewedAt: now, ...stored },
  });
  return counts;
}
