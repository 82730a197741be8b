import { prisma } from "~/db.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/events.server";
import type { AdminRequestInput } from "~/schemas/profile";
import { DomainError } from "~/utils/domain-error";

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

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "P2002";

/**
 * A basic user asks the owner for admin rights. Name and email come from the account; one
 * pending request per user (the partial unique index settles two requests at the same moment).
 */
export async function createAdminRequest(user: PublicUser, input: AdminRequestInput) {
  if (isAdmin(user)) throw new DomainError(403, ALREADY_ADMIN, "Request Failed");
  if (await getPendingAdminRequest(user.id)) {
    throw new DomainError(409, ALREADY_PENDING, "Request Failed");
  }
  let created;
  try {
    created = await prisma.adminRequest.create({
      data: { userId: user.id, username: user.username, email: user.email, message: input.message },
      select: adminRequestSelect,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, ALREADY_PENDING, "Request Failed");
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
