import type { Prisma } from "@prisma/client";
import { markdownToPlainText } from "~/models/markdown.server";
import { requireAdmin } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { metaDescription } from "~/utils/seo";

export type ModerationAction =
  | "pin"
  | "unpin"
  | "lock"
  | "unlock"
  | "move"
  | "delete"
  | "restore"
  | "remove"
  | "dismiss"
  | "ban"
  | "unban"
  | "promote"
  | "demote";

export type ModerationTargetType = "post" | "comment";

/** What a line is about: a post or a comment by id, or an account by id and tag. */
export type LoggedTarget =
  { type: ModerationTargetType; id: number } | { type: "user"; userId: string; name: string };

type Tx = Prisma.TransactionClient;

/** Writes one line of the log, in the transaction of the action it records. */
export function logModeration(
  tx: Tx,
  actor: Pick<PublicUser, "id" | "username">,
  action: ModerationAction,
  target: LoggedTarget,
  detail?: string | null,
) {
  const named =
    target.type === "user"
      ? { targetId: 0, targetUserId: target.userId, targetName: target.name }
      : { targetId: target.id };
  return tx.moderationLogEntry.create({
    data: {
      action,
      targetType: target.type,
      ...named,
      actorId: actor.id,
      actorName: actor.username,
      detail: detail ?? null,
    },
  });
}

/** How many lines the admin page and the /api show: the newest. */
export const MODERATION_LOG_SHOWN = 200;

/** How a comment is named in the log and the queue: its first words. */
export const commentExcerpt = (markdown: string, length = 140) =>
  metaDescription(markdownToPlainText(markdown), length);

/**
 * The posts and comments lines point at, by "type:id": a post's title, a comment's first words
 * and its post's title, and where each lives (admins open deleted ones too).
 */
async function namesOf(entries: Array<{ targetType: string; targetId: number }>) {
  const ids = (type: string) => entries.filter((e) => e.targetType === type).map((e) => e.targetId);
  const [posts, comments] = await Promise.all([
    prisma.forumPost.findMany({
      where: { id: { in: ids("post") } },
      select: { id: true, title: true },
    }),
    prisma.forumComment.findMany({
      where: { id: { in: ids("comment") } },
      select: { id: true, postId: true, content: true, post: { select: { title: true } } },
    }),
  ]);
  const names = new Map<string, { title: string; url: string }>();
  for (const p of posts) names.set(`post:${p.id}`, { title: p.title, url: `/forum/post/${p.id}` });
  for (const c of comments) {
    names.set(`comment:${c.id}`, {
      title: `“${commentExcerpt(c.content, 80)}” on ${c.post.title}`,
      url: `/forum/post/${c.postId}#comment-${c.id}`,
    });
  }
  return names;
}

/**
 * GET /api/admin/moderation-log and the admin page: newest first (admins, owner), each line with
 * the name of what it is about (`title`) and its address (`url`, null for an account or an item
 * since erased).
 */
export async function listModerationLog(actor: PublicUser, take = MODERATION_LOG_SHOWN) {
  requireAdmin(actor);
  const rows = await prisma.moderationLogEntry.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      action: true,
      targetType: true,
      targetId: true,
      targetUserId: true,
      targetName: true,
      actorId: true,
      actorName: true,
      detail: true,
      createdAt: true,
    },
  });
  const names = await namesOf(rows);
  return rows.map(({ targetName, ...row }) => {
    const named = names.get(`${row.targetType}:${row.targetId}`);
    return {
      ...row,
      title: row.targetType === "user" ? (targetName ?? "an account") : (named?.title ?? null),
      url: row.targetType === "user" ? null : (named?.url ?? null),
    };
  });
}
export type ModerationLogItem = Awaited<ReturnType<typeof listModerationLog>>[number];
