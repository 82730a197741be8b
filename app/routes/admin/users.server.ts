import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { userActionsFor } from "~/models/moderation-rules";
import {
  banUser,
  deleteUser,
  demoteUser,
  listUsers,
  newUsers,
  promoteUser,
  unbanUser,
} from "~/models/user-moderation.server";
import { isOwner, type PublicUser } from "~/models/user.server";
import type { Timeframe } from "~/utils/timeframe";
import { textId } from "./fields";

/** User Management: every account, those who joined in the timeframe, and a pending confirmation. */
export async function loadUsers(actor: PublicUser, params: URLSearchParams, joined: Timeframe) {
  const [all, recent] = await Promise.all([listUsers(actor), newUsers(actor, joined)]);
  // The no-JavaScript confirmation step: ?confirm=<action>&user=<id>, for an action the row offers.
  const viewer = { id: actor.id, isOwner: isOwner(actor) };
  const action = params.get("confirm");
  const target = all.find((u) => u.id === params.get("user"));
  const offered = target && userActionsFor(viewer, target).find((a) => a === action);
  return {
    viewer,
    all,
    recent,
    confirm: offered
      ? { action: offered, user: { id: target.id, username: target.username } }
      : null,
  };
}

const user = z.object({ userId: textId });

/** The owner's actions on a user row, confirmed first (see ConfirmPanel). */
export const userIntents = {
  promote: pageIntent({
    schema: user,
    failure: { title: "Promotion Failed", fallback: "Failed to promote user to admin." },
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
    schema: user,
    failure: "Ban Failed",
    run: async (actor, { userId }) => {
      const banned = await banUser(actor, userId);
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
    failure: { title: "Delete Failed", fallback: "Failed to delete user." },
    run: async (actor, { userId }) => {
      const record = await deleteUser(actor, userId);
      return { title: "User Deleted", description: `${record.deletedUsername} has been deleted.` };
    },
  }),
};
