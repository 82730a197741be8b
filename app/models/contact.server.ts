import { DomainError } from "~/models/domain-error";
import { requireAdmin } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import type { ContactInput } from "~/schemas/contact";
import { prisma } from "~/server/db.server";

const contactMessageSelect = {
  id: true,
  name: true,
  email: true,
  message: true,
  messageType: true,
  isRead: true,
  createdAt: true,
  respondedAt: true,
  response: true,
} as const;

/** A message to the owner. Name and email come from the account, never from the request. */
export async function createContactMessage(user: PublicUser, input: ContactInput) {
  const created = await prisma.contactMessage.create({
    data: {
      userId: user.id,
      name: user.username,
      email: user.email,
      message: input.message,
      messageType: input.messageType,
    },
    select: contactMessageSelect,
  });
  publish("toAdmins", { event: "contactMessageReceived", payload: { id: created.id } });
  return created;
}

const MESSAGE_LIST_LIMIT = 200;

/** The admin page's Messages: unread first, then newest first. */
export async function listContactMessages(actor: PublicUser) {
  requireAdmin(actor);
  return prisma.contactMessage.findMany({
    orderBy: [{ isRead: "asc" }, { createdAt: "desc" }, { id: "desc" }],
    take: MESSAGE_LIST_LIMIT,
    select: contactMessageSelect,
  });
}

/** 'New' to read. */
export async function markMessageRead(actor: PublicUser, id: string) {
  requireAdmin(actor);
  const { count } = await prisma.contactMessage.updateMany({
    where: { id },
    data: { isRead: true },
  });
  if (count === 0) throw new DomainError(404, "Message not found");
  return prisma.contactMessage.findUniqueOrThrow({
    where: { id },
    select: { id: true, isRead: true },
  });
}
