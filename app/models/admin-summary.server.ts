import { getNotificationState } from "~/models/admin-notifications.server";
import { countVotesSince } from "~/models/poll.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";

export const NOTHING_NEW =
  "There were no new tournaments submitted, users joined, messages received, or polls answered since you last logged in.";

/**
 * The admin's home summary, from the admin notification counts (submissions waiting
 * for review, users who joined since the admin last looked), unread contact messages whatever
 * their age, and poll votes cast since the admin last looked.
 */
export async function getAdminActivitySummary(admin: PublicUser) {
  const [{ lastViewedAt, counts }, unreadMessages] = await Promise.all([
    getNotificationState(admin),
    prisma.contactMessage.count({ where: { isRead: false } }),
  ]);
  const votes = await countVotesSince(lastViewedAt);
  const items: string[] = [];
  if (counts.pendingTournamentCount > 0) items.push("tournaments submitted");
  if (counts.newUsersCount > 0) items.push("users joined");
  if (unreadMessages > 0) items.push("messages received");
  if (votes > 0) items.push("polls answered");
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
