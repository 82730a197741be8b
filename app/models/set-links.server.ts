import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { tagKeys, type PublicUser } from "~/models/user.server";
import type { StartSetInput } from "~/schemas/set";
import { prisma } from "~/server/db.server";

/**
 * Which accounts played a score-tracker set, and whether its opponent agrees. Its creator may
 * link the players' accounts when starting it, but only as one of them: linking both makes it
 * "pending" until the linked opponent (the linked player who did not start it) confirms or
 * disputes it. Only confirmed sets, once completed, count in the players' records.
 */

export const UNKNOWN_TAG = (tag: string) => `No player has the tag ${tag}`;
export const UNKNOWN_ACCOUNT = "No player has that account";
export const TAG_AND_ID_DIFFER = (side: 1 | 2) =>
  `Player ${side}'s tag and account name different players`;
export const LINK_YOURSELF =
  "You can link players' accounts only as one of them: link your own account too";
export const SAME_PLAYER = "Both players are the same account: link two different players";

export const CONFIRMATIONS = ["none", "pending", "confirmed", "disputed", "bracket"] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

/** At most this many sets are listed as awaiting a player's answer (the badge counts them all). */
export const AWAITING_LIST = 20;

/**
 * How many of a player's sets may wait for their opponents' answers at once: a set linking
 * another player asks that player something, and nobody may fill others' lists faster than
 * they answer.
 */
export const MAX_ASKING = 10;
export const TOO_MANY_ASKING = `You have ${MAX_ASKING} sets waiting for your opponents' confirmation: wait for their answers before linking more players`;

type Account = { id: string; username: string };

/** The account a side names by id or tag (422 when no active player has it). */
async function linkedAccount(
  side: 1 | 2,
  id: string | undefined,
  tag: string | undefined,
): Promise<Account | null> {
  if (!id && !tag) return null;
  const where = id ? { id } : { usernameKey: { in: tagKeys(tag ?? "") } };
  // A banned account reads as unknown: a set cannot name it, and the answer does not tell.
  const found = await prisma.user.findFirst({
    where: { ...where, isBanned: false },
    select: { id: true, username: true, usernameKey: true },
  });
  if (!found) throw new DomainError(422, tag && !id ? UNKNOWN_TAG(tag) : UNKNOWN_ACCOUNT);
  if (id && tag && !tagKeys(tag).includes(found.usernameKey)) {
    throw new DomainError(422, TAG_AND_ID_DIFFER(side));
  }
  return { id: found.id, username: found.username };
}

/**
 * What a new set stores of its players: their names (a linked player's defaults to their tag),
 * accounts and confirmation. 422 for an unknown or banned player, 403 when the creator links
 * others without being one of them, 400 for the same account twice, 429 while MAX_ASKING of the
 * creator's sets still wait for an answer; nothing is written before.
 */
export async function linkedPlayers(user: PublicUser, input: StartSetInput) {
  const one = await linkedAccount(1, input.player1UserId, input.player1Tag || undefined);
  const two = await linkedAccount(2, input.player2UserId, input.player2Tag || undefined);
  if ((one || two) && one?.id !== user.id && two?.id !== user.id) {
    throw new DomainError(403, LINK_YOURSELF);
  }
  if (one && two && one.id === two.id) throw new DomainError(400, SAME_PLAYER);
  const confirmation: Confirmation = one && two ? "pending" : "none";
  if (confirmation === "pending") {
    const asking = await prisma.set.count({ where: { userId: user.id, confirmation: "pending" } });
    if (asking >= MAX_ASKING) throw new DomainError(429, TOO_MANY_ASKING);
  }
  return {
    player1Name: input.player1Name ?? one?.username ?? "",
    player2Name: input.player2Name ?? two?.username ?? "",
    player1UserId: one?.id ?? null,
    player2UserId: two?.id ?? null,
    confirmation,
  };
}

type Linked = {
  userId: string;
  player1UserId: string | null;
  player2UserId: string | null;
};

/** The linked player who must confirm the set: the one who did not start it (null: none). */
export function opponentOf({ userId, player1UserId, player2UserId }: Linked) {
  if (!player1UserId || !player2UserId) return null;
  if (player1UserId === userId) return player2UserId;
  if (player2UserId === userId) return player1UserId;
  return null;
}

/** Sets the user is the linked opponent of, still pending: what the notification lists. */
const awaitingWhere = (userId: string) => ({
  confirmation: "pending",
  NOT: { userId },
  OR: [{ player1UserId: userId }, { player2UserId: userId }],
});

/** How many sets wait for the user's confirmation (the badge). */
export function awaitingCount(userId: string) {
  return prisma.set.count({ where: awaitingWhere(userId) });
}

/** The newest sets waiting for the user's confirmation, with who started them. */
export function awaitingSets(userId: string) {
  return prisma.set.findMany({
    where: awaitingWhere(userId),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: AWAITING_LIST,
    select: {
      id: true,
      player1Name: true,
      player2Name: true,
      player1Score: true,
      player2Score: true,
      matchStatus: true,
      createdAt: true,
      user: { select: { username: true } },
    },
  });
}

export type AwaitingSet = Awaited<ReturnType<typeof awaitingSets>>[number];

/** Normalised connect code ("abc#123 " and "ABC#123" are one). */
export const sameCode = (code: string) => code.trim().toUpperCase();

/** The profile Slippi codes of the set's linked players, by side (null where none). */
export async function linkedCodes(
  set: Pick<Linked, "player1UserId" | "player2UserId">,
  db: Prisma.TransactionClient = prisma,
) {
  const ids = [set.player1UserId, set.player2UserId].filter((id): id is string => !!id);
  if (ids.length === 0) return [null, null] as const;
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, slippiCode: true },
  });
  const codeOf = (id: string | null) => {
    const code = users.find((user) => user.id === id)?.slippiCode;
    return code?.trim() ? sameCode(code) : null;
  };
  return [codeOf(set.player1UserId), codeOf(set.player2UserId)] as const;
}

/**
 * What the set page says of a set's confirmation: who must answer a pending set (and whether
 * the viewer is that player), who disputed one; null for sets with nothing to say.
 */
export async function confirmationLine(
  set: Linked & { confirmation: string },
  viewerId: string | null,
) {
  if (set.confirmation !== "pending" && set.confirmation !== "disputed") return null;
  const opponentId = opponentOf(set);
  if (!opponentId) return null;
  const opponent = await prisma.user.findUnique({
    where: { id: opponentId },
    select: { username: true },
  });
  return {
    state: set.confirmation,
    opponent: opponent?.username ?? "the opponent",
    mayAnswer: set.confirmation === "pending" && viewerId === opponentId,
  } as const;
}
