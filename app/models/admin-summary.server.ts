import { prisma } from "~/db.server";
import type { PublicUser } from "~/models/user.server";

export const NOTHING_NEW =
  "There were no new tournaments submitted, users joined, messages received, or polls answered since you last logged in.";

/** When the admin last signed in before the current visit: their second-newest Login record. */
async function previousSignIn(admin: PublicUser) {
  const [, previous] = await prisma.loginRecord.findMany({
    where: { userId: admin.id },
    orderBy: { loginTime: "desc" },
    take: 2,
    select: { loginTime: true },
  });
  return previous?.loginTime ?? admin.createdAt;
}

/** Spec 1 §9: the admin's home summary. Unread contact messages count whatever their age. */
export async function getAdminActivitySummary(admin: PublicUser) {
  const since = await previousSignIn(admin);
  const [newUsers, unreadMessages] = await Promise.all([
    prisma.user.count({ where: { createdAt: { gt: since } } }),
    prisma.contactMessage.count({ where: { isRead: false } }),
  ]);
  const items: string[] = [];
  if (newUsers > 0) items.push("users joined");
  if (unreadMessages > 0) items.push("messages received");
  return summarise(items);
}

export function summarise(items: string[]) {
  if (items.length === 0) return NOTHING_NEW;
  const list =
    items.length === 1
      ? items[0]
      : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  return `There are a few ${list} since you last logged in.`;
}

const NICKNAMES = [
  "Champ",
  "Boss",
  "Legend",
  "Commander",
  "Chief",
  "Captain",
  "Maestro",
  "Gatekeeper",
  "Bracket Master",
  "TO Extraordinaire",
];

export function randomNickname() {
  return NICKNAMES[Math.floor(Math.random() * NICKNAMES.length)];
}
