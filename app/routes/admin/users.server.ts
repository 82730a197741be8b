import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { isDomainError } from "~/models/domain-error";
import { userActionsFor } from "~/models/moderation-rules";
import {
  banUser,
  countNewUsers,
  deleteUser,
  demoteUser,
  adminUser,
  listUsers,
  newUsers,
  promoteUser,
  unbanUser,
} from "~/models/user-moderation.server";
import { isOwner, type PublicUser } from "~/models/user.server";
import { banFormSchema } from "~/schemas/admin";
import type { AdminView } from "~/ui/admin/types";
import { textId } from "./fields";

/**
 * New Users on the page: the newest 20 of the timeframe beside their count. They are the first
 * rows of Registered Users (newest first too), which pages through all of them: a busy week
 * (10,000 players at scale, 200 a week) no longer draws 200 rows above the 100 of the list.
 */
export const NEW_USERS_SHOWN = 20;

/**
 * User Management: a page of the accounts (those the search finds) and those who joined in the
 * timeframe.
 */
export async function loadUsers(actor: PublicUser, view: AdminView) {
  const [list, recent, recentTotal] = await Promise.all([
    userList(actor, view),
    newUsers(actor, view.newUsers, new Date(), NEW_USERS_SHOWN),
    countNewUsers(actor, view.newUsers),
  ]);
  return { viewer: { id: actor.id, isOwner: isOwner(actor) }, list, recent, recentTotal };
}

/**
 * The no-JavaScript confirmation step, ?confirm=<action>&user=<id>, for an action the account's
 * row offers; on any section (Ban author on a report), whichever page of the list it is on.
 */
export async function loadConfirm(actor: PublicUser, params: URLSearchParams) {
  const targetId = params.get("user");
  const action = params.get("confirm");
  if (!targetId || !action) return null;
  const target = await adminUser(actor, targetId);
  const viewer = { id: actor.id, isOwner: isOwner(actor) };
  const offered = target && userActionsFor(viewer, target).find((a) => a === action);
  return offered ? { action: offered, user: { id: target.id, username: target.username } } : null;
}

/**
 * The list as the view asks for it: a page past the end (its last account was just deleted, an
 * old link) shows the last page; a search the domain refuses shows its reason instead.
 */
async function userList(actor: PublicUser, view: AdminView) {
  try {
    const asked = await listUsers(actor, { query: view.users, page: view.usersPage });
    const list =
      asked.page > asked.pageCount
        ? await listUsers(actor, { query: view.users, page: asked.pageCount })
        : asked;
    return { ...list, refusal: null };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return {
      query: view.users,
      page: 1,
      pageCount: 1,
      total: 0,
      users: [],
      refusal: error.message,
    };
  }
}

const user = z.object({ userId: textId });

/** The owner's actions on a user row, confirmed first (see ConfirmPanel). */
export const userIntents = {
  promote: pageIntent({
    schema: user,
    failure: "Promotion Failed",
    run: async (actor, { userId }) => {
      const promoted = await promoteUser(actor, userId);
      return {
        title: "User Promoted",
        description: `${promoted.username} is now an administrator.`,
      };
    },
  }),
  demote: pageIntent({
    schema: user,
    failure: "Removal Failed",
    run: async (actor, { userId }) => {
      const demoted = await demoteUser(actor, userId);
      return {
        title: "Administrator Removed",
        description: `${demoted.username} is no longer an administrator.`,
      };
    },
  }),
  ban: pageIntent({
    schema: user.and(banFormSchema),
    failure: "Ban Failed",
    run: async (actor, { userId, ...ban }) => {
      const banned = await banUser(actor, userId, ban);
      return { title: "User Banned", description: `${banned.username} has been banned.` };
    },
  }),
  unban: pageIntent({
    schema: user,
    failure: "Unban Failed",
    run: async (actor, { userId }) => {
      const unbanned = await unbanUser(actor, userId);
      return { title: "User Unbanned", description: `${unbanned.username} can sign in again.` };
    },
  }),
  delete: pageIntent({
    schema: user,
    failure: "Delete Failed",
    run: async (actor, { userId }) => {
      const record = await deleteUser(actor, userId);
      return { title: "User Deleted", description: `${record.deletedUsername} has been deleted.` };
    },
  }),
};
