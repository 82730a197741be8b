import type { Prisma } from "@prisma/client";
import { shownWhere } from "~/models/forum.server";
import { limitRefusal } from "~/models/new-account-limits.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { lockRow } from "~/server/db.server";
import { env } from "~/server/env.server";
import { DAY_MS, HOUR_MS } from "~/utils/dates";

/**
 * Who may help hide a post or comment, and how often anyone may report: accounts made for the
 * purpose must not be able to empty the forum until an admin comes by. Rules of the forum, like
 * the new-account limits, so the switch that relaxes rate limits leaves them on; admins and the
 * owner are exempt.
 */
export const REPORTS_PER_DAY = 10;

export const REPORT_BUDGET_RULE = `You may send ${REPORTS_PER_DAY} reports a day.`;

type Reporter = Pick<PublicUser, "id" | "role" | "isAdmin" | "createdAt">;
type Tx = Prisma.TransactionClient;

/**
 * Whether this player's report counts toward hiding: past the new-account window
 * (REPORT_STANDING_HOURS; 0 lets every account count) and with some history on the site, a post
 * or comment of theirs that still shows, or a set they recorded with a game in it.
 */
export async function hasReportStanding(tx: Tx, user: Reporter, now = new Date()) {
  const hours = env.reportStandingHours;
  if (hours === 0 || isAdmin(user)) return true;
  if (new Date(user.createdAt).getTime() > now.getTime() - hours * HOUR_MS) return false;
  const byThem = { authorId: user.id, ...shownWhere };
  const history =
    (await tx.forumComment.findFirst({ where: byThem, select: { id: true } })) ??
    (await tx.forumPost.findFirst({ where: byThem, select: { id: true } })) ??
    (await tx.set.findFirst({
      where: { userId: user.id, games: { some: {} } },
      select: { id: true },
    }));
  return history !== null;
}

/**
 * At most REPORTS_PER_DAY reports in any 24 hours (429 saying when the next one is allowed).
 * Takes the reporter's row first, as a new account's comment does, so two reports sent at once
 * cannot both be the last one allowed.
 */
export async function checkReportBudget(tx: Tx, user: Reporter, now = new Date()) {
  if (isAdmin(user)) return;
  await lockRow(tx, "User", user.id);
  const recent = await tx.forumReport.findMany({
    where: { reporterId: user.id, createdAt: { gt: new Date(now.getTime() - DAY_MS) } },
    orderBy: { createdAt: "desc" },
    take: REPORTS_PER_DAY,
    select: { createdAt: true },
  });
  if (recent.length < REPORTS_PER_DAY) return;
  // A report is allowed again once the oldest of the day's last ten is a day old.
  const lifts = new Date(recent[REPORTS_PER_DAY - 1].createdAt.getTime() + DAY_MS);
  throw limitRefusal(REPORT_BUDGET_RULE, lifts, now, 429);
}
