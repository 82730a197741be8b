import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import {
  closeReports,
  hideTarget,
  lockTarget,
  removeTarget,
  showTarget,
  type ForumTarget,
} from "~/models/forum-moderation.server";
import { canReport, COMMENT_NOT_FOUND, shownWhere } from "~/models/forum.server";
import { writeOnce } from "~/models/idempotency.server";
import { commentExcerpt, logModeration } from "~/models/moderation-log.server";
import { requireAdmin } from "~/models/permissions.server";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import { checkReportBudget, hasReportStanding } from "~/models/report-standing.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import {
  POST_NOT_FOUND,
  type ReportInput,
  type ReportResolution,
  type ReportStatus,
} from "~/schemas/forum";
import { prisma, sql } from "~/server/db.server";
import { idOrNotFound } from "~/utils/id";

/**
 * Open reports from this many different players with standing (see report-standing.server)
 * hide the item until an admin decides.
 */
export const REPORTS_TO_HIDE = 3;

export const ALREADY_REPORTED = "You have already reported this";
export const OWN_CONTENT = "You cannot report your own post or comment";
export const REPORT_NOT_FOUND = "Report not found";
export const REPORT_RESOLVED = "This report has already been resolved";

/** A report id from a URL; anything but a positive 32-bit integer names no report (404). */
export const reportIdOf = (raw: string | undefined) => idOrNotFound(raw, REPORT_NOT_FOUND);

/** What a report points at, as players see it: shown posts and comments under shown posts. */
async function findReportable(tx: Prisma.TransactionClient, target: ForumTarget) {
  if (target.type === "post") {
    const post = await tx.forumPost.findUnique({
      where: { id: target.id, ...shownWhere },
      select: { authorId: true },
    });
    if (!post) throw new DomainError(404, POST_NOT_FOUND);
    return post;
  }
  const comment = await tx.forumComment.findUnique({
    where: { id: target.id, ...shownWhere, post: shownWhere },
    select: { authorId: true },
  });
  if (!comment) throw new DomainError(404, COMMENT_NOT_FOUND);
  return comment;
}

/**
 * POST /api/reports: a signed-in player flags someone else's post or comment, once, within a
 * daily budget. Every report reaches the admins' queue; the third open report from a third player
 * with standing hides the item (a post as if deleted, a comment as a placeholder) until an admin
 * removes it or dismisses the reports, and the admins hear of it at once. `key`: the client's key
 * for a report it may resend (see idempotency.server.ts).
 */
export async function createReport(user: PublicUser, input: ReportInput, key?: string) {
  const target = { type: input.targetType, id: input.targetId };
  let hidden = false;
  try {
    const report = await writeOnce(
      { actorId: user.id, key, action: "forum.report" },
      async (tx) => {
        await checkReportBudget(tx, user);
        // Reports of one item take turns, and each checks the item after taking its lock: the
        // third of three sent at once sees the other two, and a fourth finds the item hidden (404).
        await lockTarget(tx, target);
        const item = await findReportable(tx, target);
        if (!canReport(user, item)) throw new DomainError(403, OWN_CONTENT);
        const countsToHide = await hasReportStanding(tx, user);
        const report = await tx.forumReport.create({
          data: {
            targetType: target.type,
            targetId: target.id,
            reporterId: user.id,
            reason: input.reason,
            details: input.details ?? null,
            countsToHide,
          },
          select: { id: true, targetType: true, targetId: true, reason: true, status: true },
        });
        // Only a report that counts can tip the item; one from a player without standing waits in
        // the admins' queue and hides nothing.
        if (countsToHide) {
          const counted = await tx.forumReport.count({
            where: {
              targetType: target.type,
              targetId: target.id,
              status: "open",
              countsToHide: true,
            },
          });
          hidden = counted >= REPORTS_TO_HIDE;
        }
        if (hidden) await hideTarget(tx, target);
        return report;
      },
      () => {
        if (!hidden) return;
        publish("toAdmins", {
          event: "reportedItemHidden",
          payload: { targetType: target.type, targetId: target.id },
        });
      },
    );
    // `hidden`: this report hid the item (its reporter no longer sees it, and is told why).
    return { ...report, hidden };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, ALREADY_REPORTED);
    throw error;
  }
}

/**
 * Which of these posts and comments the player has reported ("post:1", "comment:2"): the page
 * says "You reported this" on them instead of offering the report again.
 */
export async function reportedBy(user: PublicUser | null, targets: ForumTarget[]) {
  if (!user || targets.length === 0) return new Set<string>();
  const rows = await prisma.forumReport.findMany({
    where: {
      reporterId: user.id,
      OR: (["post", "comment"] as const).map((type) => ({
        targetType: type,
        targetId: { in: targets.filter((t) => t.type === type).map((t) => t.id) },
      })),
    },
    select: { targetType: true, targetId: true },
  });
  return new Set(rows.map((r) => `${r.targetType}:${r.targetId}`));
}

/**
 * How many reported items wait for an admin: the queue shows one card per item, and the badge,
 * the section's heading and the home summary count what it shows. Reports left open on an item
 * its author has since deleted (from before an author's delete closed them) wait for nothing.
 */
export async function countReportedItems() {
  const [row] = await prisma.$queryRaw<Array<{ open: number | bigint }>>(sql`
    SELECT COUNT(DISTINCT r."targetType" || ':' || r."targetId") AS "open" FROM "ForumReport" r
    WHERE r."status" = 'open'
      AND NOT EXISTS (SELECT 1 FROM "ForumPost" p WHERE r."targetType" = 'post'
        AND p."id" = r."targetId" AND p."deletedBy" = 'author' AND p."deletedAt" IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM "ForumComment" c WHERE r."targetType" = 'comment'
        AND c."id" = r."targetId" AND c."deletedBy" = 'author' AND c."deletedAt" IS NOT NULL)`);
  return Number(row.open);
}

/** How many reports the admin page and the /api list: the newest. */
export const REPORTS_SHOWN = 200;

/** The post or comment each report points at: its title and words, author, and address. */
async function targetsOf(reports: Array<{ targetType: string; targetId: number }>) {
  const ids = (type: string) => reports.filter((r) => r.targetType === type).map((r) => r.targetId);
  const author = {
    select: { id: true, username: true, role: true, isAdmin: true, isBanned: true },
  };
  const [posts, comments] = await Promise.all([
    prisma.forumPost.findMany({
      where: { id: { in: ids("post") } },
      select: { id: true, title: true, content: true, deletedAt: true, hiddenAt: true, author },
    }),
    prisma.forumComment.findMany({
      where: { id: { in: ids("comment") } },
      select: {
        id: true,
        postId: true,
        content: true,
        deletedAt: true,
        hiddenAt: true,
        author,
        post: { select: { title: true } },
      },
    }),
  ]);
  const found = new Map<string, ReportTarget>();
  for (const p of posts) {
    found.set(`post:${p.id}`, {
      url: `/forum/post/${p.id}`,
      title: p.title,
      excerpt: p.title,
      words: commentExcerpt(p.content, EXCERPT_LENGTH),
      isShown: !p.deletedAt && !p.hiddenAt,
      author: p.author,
    });
  }
  for (const c of comments) {
    found.set(`comment:${c.id}`, {
      url: `/forum/post/${c.postId}#comment-${c.id}`,
      title: `Comment on ${c.post.title}`,
      excerpt: commentExcerpt(c.content, EXCERPT_LENGTH),
      words: commentExcerpt(c.content, EXCERPT_LENGTH),
      isShown: !c.deletedAt && !c.hiddenAt,
      author: c.author,
    });
  }
  return found;
}

/** How much of a reported item the queue quotes. */
const EXCERPT_LENGTH = 200;

type ReportTarget = {
  url: string;
  /** A post's title; for a comment, "Comment on <its post's title>". */
  title: string;
  /** What the ungrouped list has always called it: a post's title, a comment's words. */
  excerpt: string;
  /** The item's own first words. */
  words: string;
  isShown: boolean;
  /** Null once the author's account is deleted. */
  author: {
    id: string;
    username: string;
    role: string;
    isAdmin: boolean;
    isBanned: boolean;
  } | null;
};

/**
 * GET /api/admin/reports (admins, owner): newest first, optionally of one status, each with its
 * reporter and what it points at.
 */
export async function listReports(actor: PublicUser, status?: ReportStatus) {
  const rows = await listReportRows(actor, status);
  const targets = await targetsOf(rows);
  return rows.map(({ reporter, ...report }) => {
    const target = targets.get(`${report.targetType}:${report.targetId}`);
    return {
      ...report,
      reporterName: reporter.username,
      target: target ? { url: target.url, excerpt: target.excerpt, isShown: target.isShown } : null,
    };
  });
}
export type ReportItem = Awaited<ReturnType<typeof listReports>>[number];

/**
 * GET /api/admin/reports?group=item and the admin queue (admins, owner): one entry per reported
 * post or comment, newest report first, with its author, an excerpt, how many reports gave each
 * reason, and who reported it and why. `status` is open while any report of the item is, else
 * that of its newest report; `reportId` is an open report of it (the one a decision names), or
 * null once it is decided. `target` filters to one item (its own page).
 */
export async function listReportGroups(
  actor: PublicUser,
  { status, target }: { status?: ReportStatus; target?: ForumTarget } = {},
) {
  const reports = await listReportRows(actor, status, target);
  const details = await targetsOf(reports);
  const groups = new Map<string, ReportGroup>();
  for (const r of reports) {
    const key = `${r.targetType}:${r.targetId}`;
    let group = groups.get(key);
    if (!group) {
      const item = details.get(key);
      group = {
        targetType: r.targetType,
        targetId: r.targetId,
        title: item?.title ?? null,
        excerpt: item?.words ?? null,
        url: item?.url ?? null,
        isShown: item?.isShown ?? false,
        authorId: item?.author?.id ?? null,
        authorName: item?.author?.username ?? null,
        author: item?.author ?? null,
        reasons: {},
        reporters: [],
        status: r.status,
        reportId: null,
        reportedAt: r.createdAt,
      };
      groups.set(key, group);
    }
    group.reasons[r.reason] = (group.reasons[r.reason] ?? 0) + 1;
    group.reporters.push({
      id: r.reporterId,
      name: r.reporter.username,
      reason: r.reason,
      details: r.details,
      countsToHide: r.countsToHide,
    });
    if (r.status === "open") {
      group.status = "open";
      group.reportId ??= r.id;
    }
  }
  return [...groups.values()];
}

type ReportGroup = {
  targetType: string;
  targetId: number;
  title: string | null;
  excerpt: string | null;
  url: string | null;
  isShown: boolean;
  authorId: string | null;
  authorName: string | null;
  author: ReportTarget["author"];
  reasons: Record<string, number>;
  reporters: Array<{
    id: string;
    name: string;
    reason: string;
    details: string | null;
    /** The reporter had standing: the report counts toward hiding the item. */
    countsToHide: boolean;
  }>;
  status: string;
  reportId: number | null;
  reportedAt: Date;
};
export type ReportGroupItem = ReportGroup;

/** The newest reports (of a status, of one item), with their reporters' tags. */
function listReportRows(actor: PublicUser, status?: ReportStatus, target?: ForumTarget) {
  requireAdmin(actor);
  return prisma.forumReport.findMany({
    where: {
      ...(status && { status }),
      ...(target && { targetType: target.type, targetId: target.id }),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: REPORTS_SHOWN,
    select: {
      id: true,
      targetType: true,
      targetId: true,
      reason: true,
      details: true,
      reporterId: true,
      status: true,
      countsToHide: true,
      createdAt: true,
      reporter: { select: { username: true } },
    },
  });
}

/**
 * PATCH /api/admin/reports/{id} (admins, owner): remove soft-deletes the item, dismiss shows it
 * again (never undoing its author's own deletion); either closes every open report of the item.
 */
export async function resolveReport(actor: PublicUser, id: number, action: ReportResolution) {
  requireAdmin(actor);
  const resolved = await prisma.$transaction(async (tx) => {
    const report = await tx.forumReport.findUnique({
      where: { id },
      select: { targetType: true, targetId: true },
    });
    if (!report) throw new DomainError(404, REPORT_NOT_FOUND);
    const target: ForumTarget = {
      type: report.targetType === "comment" ? "comment" : "post",
      id: report.targetId,
    };
    // Resolutions of one item take turns; the report is closed only if it is still open once
    // the lock is held, so of two admins deciding at once the second gets 409.
    await lockTarget(tx, target);
    const status = action === "remove" ? "removed" : "dismissed";
    const closed = await tx.forumReport.updateMany({
      where: { id, status: "open" },
      data: { status, resolvedById: actor.id, resolvedAt: new Date() },
    });
    if (closed.count === 0) throw new DomainError(409, REPORT_RESOLVED);
    if (action === "remove") await removeTarget(tx, target, "moderator");
    else await showTarget(tx, target);
    await closeReports(tx, actor, target, status);
    await logModeration(tx, actor, action, target);
    return {
      id,
      targetType: target.type,
      targetId: target.id,
      status,
    };
  });
  // Named, so the admin's toast and Undo can say which item it was.
  const item = (await targetsOf([resolved])).get(`${resolved.targetType}:${resolved.targetId}`);
  return { ...resolved, title: item?.title ?? null, excerpt: item?.words ?? null };
}
