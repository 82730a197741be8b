import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import {
  canRemovePost,
  COMMENT_NOT_FOUND,
  commentSelect,
  findVisiblePost,
  getPost,
  recountComments,
  shownWhere,
  toComment,
} from "~/models/forum.server";
import { logModeration, type ModerationTargetType } from "~/models/moderation-log.server";
import { requireAdmin } from "~/models/permissions.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { POST_NOT_FOUND } from "~/schemas/forum";
import { DomainError } from "~/utils/domain-error";
import { idOrNotFound } from "~/utils/id";

// Soft delete and restore of posts and comments. Nothing is erased: the row stays with deletedAt
// and who deleted it, so an admin can bring it back with its likes and comments.

export const DELETE_POST_FORBIDDEN = "Only the author or an admin can delete this post";
export const DELETE_COMMENT_FORBIDDEN = "Only the author or an admin can delete this comment";
export const RESTORE_ADMINS_ONLY = "Only admins can restore deleted posts and comments";

type Tx = Prisma.TransactionClient;

/** A comment id from a URL; anything but a positive 32-bit integer names no comment (404). */
export const commentIdOf = (raw: string | undefined) => idOrNotFound(raw, COMMENT_NOT_FOUND);
export type ForumTarget = { type: ModerationTargetType; id: number };

type Removal = { deletedAt?: Date | null; deletedBy?: string | null; hiddenAt?: Date | null };

/**
 * Sets whether a post or comment is deleted or hidden. A post keeps its dateModified (removing is
 * not an edit); a comment's post recounts the comments it shows.
 */
async function setRemoval(tx: Tx, target: ForumTarget, data: Removal) {
  if (target.type === "post") {
    const post = await tx.forumPost.findUnique({
      where: { id: target.id },
      select: { updatedAt: true },
    });
    if (post) await tx.forumPost.update({ where: { id: target.id }, data: { ...data, ...post } });
    return;
  }
  const comment = await tx.forumComment.findUnique({
    where: { id: target.id },
    select: { postId: true },
  });
  if (!comment) return;
  await tx.forumComment.update({ where: { id: target.id }, data });
  await recountComments(tx, comment.postId);
}

/** Deletes a post or comment (by its author or a moderator); a report's hiding is over. */
export const removeTarget = (tx: Tx, target: ForumTarget, by: "author" | "moderator") =>
  setRemoval(tx, target, { deletedAt: new Date(), deletedBy: by, hiddenAt: null });

/** Shows a post or comment again (restored, or its reports dismissed); counts come back. */
export const showTarget = (tx: Tx, target: ForumTarget) =>
  setRemoval(tx, target, { deletedAt: null, deletedBy: null, hiddenAt: null });

/** Hides a post or comment until an admin decides (the reports rule). */
export const hideTarget = (tx: Tx, target: ForumTarget) =>
  setRemoval(tx, target, { hiddenAt: new Date() });

/** Closes the open reports of an item with the admin's decision. */
export function closeReports(
  tx: Tx,
  actor: PublicUser,
  target: ForumTarget,
  status: "removed" | "dismissed",
) {
  return tx.forumReport.updateMany({
    where: { targetType: target.type, targetId: target.id, status: "open" },
    data: { status, resolvedById: actor.id, resolvedAt: new Date() },
  });
}

/**
 * DELETE /api/forum/posts/{id}: the author or an admin. The post is then 404 for everyone but
 * admins and off every list; deleting it again changes nothing.
 */
export async function deletePost(user: PublicUser, id: number) {
  await prisma.$transaction(async (tx) => {
    const post = await findVisiblePost(tx, user, id, {
      authorId: true,
      deletedAt: true,
    });
    if (!canRemovePost(user, post)) throw new DomainError(403, DELETE_POST_FORBIDDEN);
    if (post.deletedAt) return;
    const by = post.authorId === user.id ? "author" : "moderator";
    const target = { type: "post", id } as const;
    await removeTarget(tx, target, by);
    if (by === "moderator") await closeReports(tx, user, target, "removed");
    await logModeration(tx, user, "delete", target, `by its ${by}`);
  });
  return { id, isDeleted: true };
}

/** POST /api/forum/posts/{id}/restore (admins): the post, its place and its counts come back. */
export async function restorePost(user: PublicUser, id: number) {
  requireAdmin(user, RESTORE_ADMINS_ONLY);
  await prisma.$transaction(async (tx) => {
    const post = await tx.forumPost.findUnique({ where: { id }, select: { id: true } });
    if (!post) throw new DomainError(404, POST_NOT_FOUND);
    const target = { type: "post", id } as const;
    await showTarget(tx, target);
    await closeReports(tx, user, target, "dismissed");
    await logModeration(tx, user, "restore", target);
  });
  return getPost(user, id);
}

/** A comment the user may see, under a post they may see: 404 otherwise. */
async function findVisibleComment(tx: Tx, user: PublicUser, id: number) {
  const comment = await tx.forumComment.findUnique({
    where: { id, ...(!isAdmin(user) && shownWhere) },
    select: commentSelect,
  });
  if (!comment) throw new DomainError(404, COMMENT_NOT_FOUND);
  await findVisiblePost(tx, user, comment.postId, { id: true });
  return comment;
}

/**
 * DELETE /api/forum/comments/{id}: the author or an admin. The thread keeps a placeholder and
 * the post's commentsCount drops; deleting it again changes nothing.
 */
export async function deleteComment(user: PublicUser, id: number) {
  return prisma.$transaction(async (tx) => {
    const comment = await findVisibleComment(tx, user, id);
    if (!canRemovePost(user, comment)) throw new DomainError(403, DELETE_COMMENT_FORBIDDEN);
    if (!comment.deletedAt) {
      const by = comment.authorId === user.id ? "author" : "moderator";
      const target = { type: "comment", id } as const;
      await removeTarget(tx, target, by);
      if (by === "moderator") await closeReports(tx, user, target, "removed");
      await logModeration(tx, user, "delete", target, `by its ${by}`);
    }
    return toComment(
      await tx.forumComment.findUniqueOrThrow({ where: { id }, select: commentSelect }),
      user,
    );
  });
}

/** POST /api/forum/comments/{id}/restore (admins): content and count come back. */
export async function restoreComment(user: PublicUser, id: number) {
  requireAdmin(user, RESTORE_ADMINS_ONLY);
  return prisma.$transaction(async (tx) => {
    const found = await tx.forumComment.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw new DomainError(404, COMMENT_NOT_FOUND);
    const target = { type: "comment", id } as const;
    await showTarget(tx, target);
    await closeReports(tx, user, target, "dismissed");
    await logModeration(tx, user, "restore", target);
    return toComment(
      await tx.forumComment.findUniqueOrThrow({ where: { id }, select: commentSelect }),
      user,
    );
  });
}
