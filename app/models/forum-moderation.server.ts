import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import {
  canRemovePost,
  COMMENT_NOT_FOUND,
  commentSelect,
  findVisiblePost,
  getPost,
  recountComments,
  toComment,
  type DeletedBy,
} from "~/models/forum.server";
import { logModeration, type ModerationTargetType } from "~/models/moderation-log.server";
import { requireAdmin } from "~/models/permissions.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { POST_NOT_FOUND } from "~/schemas/forum";
import { lockRow, prisma } from "~/server/db.server";
import { idOrNotFound } from "~/utils/id";

// Soft delete and restore of posts and comments. Nothing is erased: the row stays with deletedAt
// and who deleted it, so an admin can bring it back with its likes and comments.

export const DELETE_POST_FORBIDDEN = "Only the author or an admin can delete this post";
export const DELETE_COMMENT_FORBIDDEN = "Only the author or an admin can delete this comment";
export const RESTORE_ADMINS_ONLY = "Only admins can restore deleted posts and comments";
export const NOTHING_TO_RESTORE = "There is nothing to restore: it is neither deleted nor hidden";

type Tx = Prisma.TransactionClient;

/** A comment id from a URL; anything but a positive 32-bit integer names no comment (404). */
export const commentIdOf = (raw: string | undefined) => idOrNotFound(raw, COMMENT_NOT_FOUND);
export type ForumTarget = { type: ModerationTargetType; id: number };

type Removal = { deletedAt: Date | null; deletedBy: string | null; hiddenAt: Date | null };
const removalSelect = { deletedAt: true, deletedBy: true, hiddenAt: true } as const;

/**
 * Holds the item's row until the transaction ends: whoever deletes, restores, hides or resolves
 * it next waits, then reads what this one committed (see lockRow).
 */
export const lockTarget = (tx: Tx, target: ForumTarget) =>
  lockRow(tx, target.type === "post" ? "ForumPost" : "ForumComment", target.id);

/**
 * Sets whether a post or comment is deleted or hidden, from what it is now. A post keeps its
 * dateModified (removing is not an edit); a comment's post recounts the comments it shows.
 */
async function setRemoval(tx: Tx, target: ForumTarget, change: (now: Removal) => Partial<Removal>) {
  if (target.type === "post") {
    const post = await tx.forumPost.findUnique({
      where: { id: target.id },
      select: { ...removalSelect, updatedAt: true },
    });
    if (!post) return;
    await tx.forumPost.update({
      where: { id: target.id },
      data: { ...change(post), updatedAt: post.updatedAt },
    });
    return;
  }
  const comment = await tx.forumComment.findUnique({
    where: { id: target.id },
    select: { ...removalSelect, postId: true },
  });
  if (!comment) return;
  await tx.forumComment.update({ where: { id: target.id }, data: change(comment) });
  await recountComments(tx, comment.postId);
}

/**
 * Deletes a post or comment (by its author or a moderator); a report's hiding is over. An item
 * already deleted keeps who deleted it and when: a moderator's remove does not make an author's
 * own deletion theirs.
 */
export const removeTarget = (tx: Tx, target: ForumTarget, by: DeletedBy) =>
  setRemoval(tx, target, (now) =>
    now.deletedAt ? { hiddenAt: null } : { deletedAt: new Date(), deletedBy: by, hiddenAt: null },
  );

/**
 * Reports dismissed: the item shows again after a hide or a moderator's removal, but an author's
 * own deletion stands (only an admin's explicit restore undoes it).
 */
export const showTarget = (tx: Tx, target: ForumTarget) =>
  setRemoval(tx, target, (now) =>
    now.deletedBy === "author"
      ? { hiddenAt: null }
      : { deletedAt: null, deletedBy: null, hiddenAt: null },
  );

/** Hides a post or comment until an admin decides (the reports rule). */
export const hideTarget = (tx: Tx, target: ForumTarget) =>
  setRemoval(tx, target, () => ({ hiddenAt: new Date() }));

/**
 * Closes the open reports of an item: "removed" when a moderator deleted it, "dismissed"
 * otherwise (shown again, or deleted by its own author: no moderator found fault with it).
 */
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
 * What a user may find to delete: admins anything; others what is shown, and their own post or
 * comment hidden by reports too (deleting one's own words is always allowed).
 */
function mayDelete(user: PublicUser, item: Removal & { authorId: string | null }) {
  if (isAdmin(user)) return true;
  return !item.deletedAt && (!item.hiddenAt || item.authorId === user.id);
}

/**
 * Deletes an item found under the row lock; deleting it again changes nothing. Its open reports
 * close with it: "removed" by a moderator, "dismissed" by its author (nothing is left to judge).
 */
async function deleteTarget(
  tx: Tx,
  user: PublicUser,
  target: ForumTarget,
  item: { authorId: string | null; deletedAt: Date | null },
  forbidden: string,
) {
  if (!canRemovePost(user, item)) throw new DomainError(403, forbidden);
  if (item.deletedAt) return;
  const by = item.authorId === user.id ? "author" : "moderator";
  await removeTarget(tx, target, by);
  await closeReports(tx, user, target, by === "moderator" ? "removed" : "dismissed");
  await logModeration(tx, user, "delete", target, `by its ${by}`);
}

/**
 * DELETE /api/forum/posts/{id}: the author or an admin. The post is then 404 for everyone but
 * admins and off every list; deleting it again changes nothing.
 */
export async function deletePost(user: PublicUser, id: number) {
  const target = { type: "post", id } as const;
  await prisma.$transaction(async (tx) => {
    await lockTarget(tx, target);
    const post = await tx.forumPost.findUnique({
      where: { id },
      select: { ...removalSelect, authorId: true },
    });
    if (!post || !mayDelete(user, post)) throw new DomainError(404, POST_NOT_FOUND);
    await deleteTarget(tx, user, target, post, DELETE_POST_FORBIDDEN);
  });
  return { id, isDeleted: true };
}

/**
 * Restores a deleted or hidden item (admins): it shows again, whoever removed it, and its open
 * reports close as dismissed. 409 when it is shown: there is nothing to restore.
 */
async function restoreTarget(tx: Tx, user: PublicUser, target: ForumTarget, notFound: string) {
  await lockTarget(tx, target);
  const where = { where: { id: target.id }, select: removalSelect };
  const item =
    target.type === "post"
      ? await tx.forumPost.findUnique(where)
      : await tx.forumComment.findUnique(where);
  if (!item) throw new DomainError(404, notFound);
  if (!item.deletedAt && !item.hiddenAt) throw new DomainError(409, NOTHING_TO_RESTORE);
  await setRemoval(tx, target, () => ({ deletedAt: null, deletedBy: null, hiddenAt: null }));
  await closeReports(tx, user, target, "dismissed");
  await logModeration(tx, user, "restore", target);
}

/** POST /api/forum/posts/{id}/restore (admins): the post, its place and its counts come back. */
export async function restorePost(user: PublicUser, id: number) {
  requireAdmin(user, RESTORE_ADMINS_ONLY);
  await prisma.$transaction((tx) => restoreTarget(tx, user, { type: "post", id }, POST_NOT_FOUND));
  return getPost(user, id);
}

/**
 * DELETE /api/forum/comments/{id}: the author or an admin, under a post the user may see. The
 * thread keeps a placeholder and the post's commentsCount drops; deleting it again changes nothing.
 */
export async function deleteComment(user: PublicUser, id: number) {
  const target = { type: "comment", id } as const;
  return prisma.$transaction(async (tx) => {
    await lockTarget(tx, target);
    const comment = await tx.forumComment.findUnique({ where: { id }, select: commentSelect });
    if (!comment || !mayDelete(user, comment)) throw new DomainError(404, COMMENT_NOT_FOUND);
    await findVisiblePost(tx, user, comment.postId, { id: true });
    await deleteTarget(tx, user, target, comment, DELETE_COMMENT_FORBIDDEN);
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
    await restoreTarget(tx, user, { type: "comment", id }, COMMENT_NOT_FOUND);
    return toComment(
      await tx.forumComment.findUniqueOrThrow({ where: { id }, select: commentSelect }),
      user,
    );
  });
}
