import { DomainError } from "~/models/domain-error";
import { BANNED_NOT_ADMIN } from "~/models/moderation-rules";
import { requireAdmin, requireOwner } from "~/models/permissions.server";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import { OWNER_REQUIRED_FOR_REQUESTS } from "~/schemas/admin";
import type { AdminRequestInput } from "~/schemas/profile";
import { prisma } from "~/server/db.server";

export const ALREADY_ADMIN = "Administrators already have admin access";
export const ALREADY_PENDING =
  "You already have a pending admin request. The owner will review it soon.";

export const adminRequestSelect = {
  id: true,
  userId: true,
  username: true,
  email: true,
  message: true,
  status: true,
  createdAt: true,
  processedAt: true,
  processedBy: true,
} as const;

/**
 * A basic user asks the owner for admin rights. Name and email come from the account; one
 * pending request per user (the partial unique index settles two requests at the same moment).
 */
export async function createAdminRequest(user: PublicUser, input: AdminRequestInput) {
  if (isAdmin(user)) throw new DomainError(403, ALREADY_ADMIN);
  if (await getPendingAdminRequest(user.id)) {
    throw new DomainError(409, ALREADY_PENDING);
  }
  let created;
  try {
    created = await prisma.adminRequest.create({
      data: { userId: user.id, username: user.username, email: user.email, message: input.message },
      select: adminRequestSelect,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, ALREADY_PENDING);
    throw error;
  }
  publish("toAdmins", { event: "adminRequestCreated", payload: { id: created.id } });
  return created;
}

/** The user's open request, if any (the profile shows it instead of the form). */
export function getPendingAdminRequest(userId: string) {
  return prisma.adminRequest.findFirst({
    where: { userId, status: "pending" },
    select: { id: true, createdAt: true, message: true },
  });
}

export const ALREADY_PROCESSED = "This request has already been processed";

/** The admin page's list of admin-access requests (optionally one status), newest first. */
export async function listAdminRequests(
  actor: PublicUser,
  { status }: { status?: "pending" | "approved" | "rejected" } = {},
) {
  requireAdmin(actor);
  return prisma.adminRequest.findMany({
    where: status ? { status } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: adminRequestSelect,
  });
}

/**
 * The owner approves (the user becomes an admin) or rejects a pending request. Who processed it
 * and when come from the session and the clock, never from the request body.
 */
export async function processAdminRequest(
  actor: PublicUser,
  id: string,
  status: "approved" | "rejected",
) {
  requireOwner(actor, OWNER_REQUIRED_FOR_REQUESTS);
  const found = await prisma.adminRequest.findUnique({
    where: { id },
    select: { id: true, status: true, userId: true },
  });
  if (!found) throw new DomainError(404, "Admin request not found");
  if (found.status !== "pending") {
    throw new DomainError(409, ALREADY_PROCESSED);
  }
  const promote = status === "approved" && found.userId !== null;
  await prisma.$transaction(async (tx) => {
    // Only a still-pending row is claimed, so two clicks cannot both process it.
    const claimed = await tx.adminRequest.updateMany({
      where: { id, status: "pending" },
      data: { status, processedAt: new Date(), processedBy: actor.username },
    });
    if (claimed.count === 0) throw new DomainError(409, ALREADY_PROCESSED);
    if (!promote) return;
    // A banned user is never an administrator, even one banned while the request waited.
    const granted = await tx.user.updateMany({
      where: { id: found.userId!, isBanned: false },
      data: { isAdmin: true },
    });
    if (granted.count === 0) throw new DomainError(409, BANNED_NOT_ADMIN);
  });
  if (promote) {
    publish("toUser", {
      userId: found.userId!,
      event: "userPromoted",
      payload: { newRole: "admin" },
    });
  }
  publish("toAdmins", { event: "adminRequestProcessed", payload: { id, status } });
  return prisma.adminRequest.findUniqueOrThrow({ where: { id }, select: adminRequestSelect });
}
