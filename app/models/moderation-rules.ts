import { DomainError } from "~/models/domain-error";

// Shared by the admin page (which actions a user row offers) and the domain (which it allows),
// so the two cannot drift apart: no Prisma here, it runs in the browser too.

export const OWNER_REQUIRED = "Owner access required";
export const OWNER_PROTECTED = "The owner account is protected";
export const ADMIN_PROTECTED = "Administrator accounts cannot be banned or deleted";
export const ALREADY_ADMIN_USER = "That user is already an administrator";
export const NOT_AN_ADMIN = "That user is not an administrator";
export const BANNED_NOT_ADMIN = "A banned user cannot be made an administrator";

export type ModerationAction = "promote" | "demote" | "ban" | "unban" | "delete";

/** Who moderates: only the owner may. */
export type Moderator = { id: string; isOwner: boolean };

/** The account acted on (a row of the admin page's user list). */
export type ModerationTarget = { id: string; role: string; isAdmin: boolean; isBanned: boolean };

/** A refusal's answer: its HTTP status and the message the moderator reads. */
type Refusal = { status: 403 | 409; message: string };

/**
 * Why `moderator` may not take `action` on `target`, or null when the action is allowed.
 * Nobody acts on an owner account (the owner's own included). An administrator must first lose
 * the rights (demote) before a ban or a deletion; a banned user is never made one. Lifting a ban
 * stays allowed on anyone: it only restores access.
 */
function refusalOf(
  moderator: Moderator,
  target: ModerationTarget,
  action: ModerationAction,
): Refusal | null {
  if (!moderator.isOwner) return { status: 403, message: OWNER_REQUIRED };
  if (target.role === "owner" || target.id === moderator.id) {
    return { status: 403, message: OWNER_PROTECTED };
  }
  switch (action) {
    case "unban":
      return null;
    case "demote":
      return target.isAdmin ? null : { status: 409, message: NOT_AN_ADMIN };
    case "promote":
      if (target.isAdmin) return { status: 409, message: ALREADY_ADMIN_USER };
      return target.isBanned ? { status: 409, message: BANNED_NOT_ADMIN } : null;
    case "ban":
    case "delete":
      return target.isAdmin ? { status: 403, message: ADMIN_PROTECTED } : null;
  }
}

/** refusalOf as the error the domain throws, or null when the action is allowed. */
export function moderationRefusal(
  moderator: Moderator,
  target: ModerationTarget,
  action: ModerationAction,
): DomainError | null {
  const refusal = refusalOf(moderator, target, action);
  return refusal && new DomainError(refusal.status, refusal.message);
}

/** The actions a user row offers, of those allowed: Ban or Unban, whichever changes something. */
export function userActionsFor(viewer: Moderator, user: ModerationTarget): ModerationAction[] {
  const actions: ModerationAction[] = [
    "promote",
    "demote",
    user.isBanned ? "unban" : "ban",
    "delete",
  ];
  // The plain refusal, not the error: an Error records a stack trace, and the admin page asks
  // four times for each row of its user list.
  return actions.filter((action) => refusalOf(viewer, user, action) === null);
}
