import { prisma } from "~/db.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/events.server";
import type { ContactInput } from "~/schemas/contact";

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
    select: {
      id: true,
      name: true,
      email: true,
      message: true,
      messageType: true,
      isRead: true,
      createdAt: true,
    },
  });
  publish("toAdmins", { event: "contactMessageReceived", payload: { id: created.id } });
  return created;
}
