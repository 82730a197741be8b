import type { PrismaClient } from "@prisma/client";
import { pairKey } from "../../app/models/friendship.server";
import { tagKey } from "../../app/models/tag";

// Friendships among the demo players and the owner, plus requests still waiting for an answer:
// two for the owner (so the top bar's Friends badge shows), one the owner sent ('Request Sent'
// in Find Friends) and a couple between players.

const DAY = 24 * 60 * 60 * 1000;

/** [requester, receiver, days ago] by tag; "Owner" is whoever holds the owner role. */
const FRIENDS: [string, string, number][] = [
  ["Owner", "ShineSpike", 60],
  ["WavedashWiz", "Owner", 30],
  ["ShineSpike", "WavedashWiz", 120],
  ["ShineSpike", "LedgeHog", 25],
  ["WavedashWiz", "PillarPro", 10],
  ["LedgeHog", "TurnipQueen", 3],
  ["TurnipQueen", "FalconPunch", 2],
];

const PENDING: [string, string, number][] = [
  ["PillarPro", "Owner", 1],
  ["FalconPunch", "Owner", 0.5],
  ["Owner", "LedgeHog", 2],
  ["TurnipQueen", "ShineSpike", 1],
  ["LedgeHog", "FalconPunch", 0.2],
];

export async function seedFriends(prisma: PrismaClient) {
  if ((await prisma.friendship.count()) > 0) return;
  const tags = [...new Set([...FRIENDS, ...PENDING].flatMap(([a, b]) => [a, b]))];
  const users = await prisma.user.findMany({
    where: {
      OR: [{ role: "owner" }, { usernameKey: { in: tags.map(tagKey) } }],
    },
    select: { id: true, username: true, role: true },
  });
  const idOf = (tag: string) =>
    users.find((u) => (tag === "Owner" ? u.role === "owner" : u.username === tag))?.id;

  const rows = [
    ...FRIENDS.map((f) => [...f, "accepted"] as const),
    ...PENDING.map((p) => [...p, "pending"] as const),
  ].flatMap(([from, to, days, status]) => {
    const [requesterId, receiverId] = [idOf(from), idOf(to)];
    if (!requesterId || !receiverId) return [];
    const createdAt = new Date(Date.now() - days * DAY);
    return [
      {
        requesterId,
        receiverId,
        pairKey: pairKey(requesterId, receiverId),
        status,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  await prisma.friendship.createMany({ data: rows });
}
