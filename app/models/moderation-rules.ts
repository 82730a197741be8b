import { DomainError } from "~/utils/domain-error";

// Shared by the admin page (which actions a user row offers) and the domain (which it allows),
// so the two cannot drift apart: no Prisma here, it runs in the browser too.

export const OWNER_REQUIRED = "Owner access required";
export const OWNER_PROTECTED = "The owner account is protected";
export const ADMIN_PROTECTED = "Administrator accounts cannot be banned or deleted";
export const ALREADY_ADMIN_USER = "That user is already an administrator";

export type ModerationAction = "promote" | "ban" | "unban" | "delete";

/** Who moderates: only the owner may. */
export type Moderator = { id: string; isOwner: boolean };

/** The account acted on (a row of the admin page's user list). */
export type ModerationTarget = { id: string; role: string; isAdmin: boolean };

/**
 * Why `moderator` may not take `action` on `target`, or null when the action is allowed.
 * Nobody acts on an owner account (the owner's own included). An administrator cannot be
 * promoted again, banned or deleted; lifting a ban stays allowed: it only restores access, and it
 * is the way out for an account that was banned, then promoted.
 */
export function moderationRefusal(
  moderator: Moderator,
  target: ModerationTarget,
  action: ModerationAction,
): DomainError | null {
  if (!moderator.isOwner) return new DomainError(403, OWNER_REQUIRED);
  if (target.role === "owner" || target.id === moderator.id) {
    return new DomainError(403, OWNER_PROTECTED);
  }
  if (!target.isAdmin || action === "unban") return null;
  return action === "promote"
    ? new DomainError(409, ALREADY_ADMIN_USER)
    : new DomainError(403, ADMIN_PROTECTED);
}

/** The actions a user row offers: Ban or Unban (whichever changes something), if allowed. */
export function userActionsFor(
  viewer: Moderator,
  user: ModerationTarget & { isBanned: boolean },
): ModerationAction[] {
  const actions: ModerationAction[] = ["promote", user.isBanned ? "unban" : "ban", "delete"];
  return actions.filter((action) => moderationRefusal(viewer, user, action) === null);
}
