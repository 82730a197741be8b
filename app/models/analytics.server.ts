import { requireAdmin } from "~/models/permissions.server";
import { bucketKeys, bucketWidth, timeframeStart, type Timeframe } from "~/models/timeframe";
import type { PublicUser } from "~/models/user.server";
import { databaseEngine, prisma, raw, sql } from "~/server/db.server";

export type AnalyticsPoint = { label: string; logins: number; newUsers: number };

export type Analytics = {
  timeframe: Timeframe;
  activeUsers: number;
  removedUsers: number;
  removedUsersList: { username: string; deletedBy: string; deletionTime: Date }[];
  totalLogins: number;
  /** One bucket per day (week, month) or per month (year), oldest first, for the chart. */
  series: AnalyticsPoint[];
};

/**
 * Buckets are the leading characters of a DateTime's UTC ISO text ("2026-01-02" per day,
 * "2026-01" per month). Prisma stores SQLite DateTimes as that text
 * ("2026-01-02T03:04:05.678+00:00"), so there a bound is compared as text in the same shape and
 * a bucket is a prefix; PostgreSQL stores UTC timestamps, formatted into the same text.
 */
const sqliteTime = (date: Date) => date.toISOString().replace("Z", "+00:00");
const timeBound = (date: Date) => (databaseEngine === "postgresql" ? date : sqliteTime(date));
const bucketOf = (column: "loginTime" | "createdAt", width: number) =>
  databaseEngine === "postgresql"
    ? sql`left(to_char(${raw(`"${column}"`)}, 'YYYY-MM-DD'), ${width})`
    : sql`substr(${raw(`"${column}"`)}, 1, ${width})`;

const REMOVED_LIST_LIMIT = 100;

/** Page Analytics: everything aggregated in the database, never whole tables in JavaScript. */
export async function getAnalytics(
  actor: PublicUser,
  timeframe: Timeframe,
  now = new Date(),
): Promise<Analytics> {
  requireAdmin(actor);
  const since = timeframeStart(timeframe, now);
  const from = timeBound(since);
  const width = bucketWidth(timeframe);

  const [active, totalLogins, removedUsers, removed, loginBuckets, userBuckets] = await Promise.all(
    [
      prisma.$queryRaw<{ n: bigint | number }[]>`
        SELECT COUNT(DISTINCT "userId") AS n FROM "LoginRecord"
        WHERE "loginTime" >= ${from} AND "userId" IS NOT NULL`,
      prisma.loginRecord.count({ where: { loginTime: { gte: since } } }),
      prisma.deletionRecord.count({ where: { deletionTime: { gte: since } } }),
      prisma.deletionRecord.findMany({
        where: { deletionTime: { gte: since } },
        orderBy: [{ deletionTime: "desc" }, { id: "desc" }],
        take: REMOVED_LIST_LIMIT,
        select: { deletedUsername: true, deletedByUsername: true, deletionTime: true },
      }),
      prisma.$queryRaw<{ bucket: string; n: bigint | number }[]>`
        SELECT ${bucketOf("loginTime", width)} AS bucket, COUNT(*) AS n FROM "LoginRecord"
        WHERE "loginTime" >= ${from} GROUP BY bucket`,
      prisma.$queryRaw<{ bucket: string; n: bigint | number }[]>`
        SELECT ${bucketOf("createdAt", width)} AS bucket, COUNT(*) AS n FROM "User"
        WHERE "createdAt" >= ${from} GROUP BY bucket`,
    ],
  );

  const logins = new Map(loginBuckets.map((b) => [b.bucket, Number(b.n)]));
  const joined = new Map(userBuckets.map((b) => [b.bucket, Number(b.n)]));
  return {
    timeframe,
    activeUsers: Number(active[0]?.n ?? 0),
    removedUsers,
    removedUsersList: removed.map((r) => ({
      username: r.deletedUsername,
      deletedBy: r.deletedByUsername,
      deletionTime: r.deletionTime,
    })),
    totalLogins,
    series: bucketKeys(timeframe, now).map((label) => ({
      label,
      logins: logins.get(label) ?? 0,
      newUsers: joined.get(label) ?? 0,
    })),
  };
}
