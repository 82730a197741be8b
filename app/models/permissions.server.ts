import { DomainError } from "~/models/domain-error";
import { OWNER_REQUIRED } from "~/models/moderation-rules";
import { isAdmin, isOwner, type PublicUser } from "~/models/user.server";

type Actor = Pick<PublicUser, "role" | "isAdmin"> | null | undefined;

export const ADMIN_REQUIRED = "Admin privileges required";

/** Domain guard: admins (and the owner, who has admin rights) only; 403 otherwise. */
export function requireAdmin<U extends Actor>(
  user: U,
  message = ADMIN_REQUIRED,
): asserts user is NonNullable<U> {
  if (!isAdmin(user)) throw new DomainError(403, message);
}

/** Domain guard: the owner only; 403 otherwise (admins included). */
export function requireOwner<U extends Actor>(
  user: U,
  message = OWNER_REQUIRED,
): asserts user is NonNullable<U> {
  if (!isOwner(user)) throw new DomainError(403, message);
}
