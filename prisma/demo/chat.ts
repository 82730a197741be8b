import type { PrismaClient } from "@prisma/client";
import { pairKey } from "../../app/models/friendship.server";
import { tagKey } from "../../app/models/tag";

// A few conversations between demo players and with the owner, with reactions and some
// messages the owner has not read yet, so /messages and its badges show something at once.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Line = {
  /** 0: the first person of the conversation wrote it, 1: the second. */
  from: 0 | 1;
  text: string;
  /** How long ago it was sent. */
  ago: number;
  /** Unread by its receiver. */
  unread?: boolean;
  /** Reactions: [0|1 (who), emoji]. */
  reactions?: Array<[0 | 1, string]>;
};

const CONVERSATIONS: Array<{ between: [string, string]; lines: Line[] }> = [
  {
    between: ["Owner", "WavedashWiz"],
    lines: [
      { from: 1, text: "Hey! Are you going to the Xanadu weekly tonight?", ago: 3 * DAY },
      {
        from: 0,
        text: "Probably, if work lets me out on time. Bringing a setup?",
        ago: 3 * DAY - 20 * MINUTE,
      },
      {
        from: 1,
        text: "Yes, CRT and all. Let's get friendlies in before bracket.",
        ago: 3 * DAY - 15 * MINUTE,
        reactions: [[0, "👍"]],
      },
      { from: 1, text: "GGs last night! That last stock on FD was wild.", ago: 50 * MINUTE },
      {
        from: 1,
        text: "Rematch this weekend? I've been labbing the ledge-dash.",
        ago: 12 * MINUTE,
        unread: true,
      },
      {
        from: 1,
        text: "Also: can you add my tournament to the list?",
        ago: 10 * MINUTE,
        unread: true,
      },
    ],
  },
  {
    between: ["Owner", "ShineSpike"],
    lines: [
      {
        from: 1,
        text: "Reviewed the pending tournaments, two look legit and one is a duplicate.",
        ago: 2 * DAY,
      },
      {
        from: 0,
        text: "Thanks! Approve the two, I'll reject the duplicate.",
        ago: 2 * DAY - 30 * MINUTE,
        reactions: [
          [1, "🔥"],
          [1, "💯"],
        ],
      },
      { from: 1, text: "Done 🎉", ago: 2 * DAY - 25 * MINUTE, reactions: [[0, "🎉"]] },
      { from: 1, text: "New poll idea: best stage for doubles?", ago: 3 * HOUR, unread: true },
    ],
  },
  {
    between: ["WavedashWiz", "LedgeHog"],
    lines: [
      { from: 1, text: "Rest setups are not a personality", ago: 5 * HOUR },
      {
        from: 0,
        text: "Says the Puff main 😂",
        ago: 5 * HOUR - 2 * MINUTE,
        reactions: [[1, "😂"]],
      },
      { from: 1, text: "Fair. Money match Friday?", ago: 4 * HOUR },
    ],
  },
  {
    between: ["ShineSpike", "PillarPro"],
    lines: [
      { from: 1, text: "Spacie dittos at my place on Sunday?", ago: 26 * HOUR },
      {
        from: 0,
        text: "I'm in. Bring your controller, mine has a sticky Z.",
        ago: 25 * HOUR,
        reactions: [[1, "❤️"]],
      },
    ],
  },
];

/**
 * The demo chat, once (while no message exists). Each conversation needs an accepted
 * friendship: one is created when missing, and a conversation whose pair is something else
 * (say, a pending request the friends demo made) is skipped.
 */
export async function seedChat(prisma: PrismaClient) {
  if ((await prisma.chatMessage.count()) > 0) return;
  const names = [...new Set(CONVERSATIONS.flatMap((c) => c.between))];
  const users = await prisma.user.findMany({
    where: {
      OR: [{ role: "owner" }, { usernameKey: { in: names.map(tagKey) } }],
    },
    select: { id: true, usernameKey: true, role: true },
  });
  // "Owner" is whoever holds the owner role (OWNER_USERNAME may name them otherwise).
  const idOf = (name: string) =>
    users.find((u) =>
      name === "Owner" ? u.role === "owner" : u.usernameKey === name.toLowerCase(),
    )?.id;

  for (const { between, lines } of CONVERSATIONS) {
    const pair = between.map(idOf);
    const [a, b] = pair;
    if (!a || !b) continue;
    const friendship = await prisma.friendship.upsert({
      where: { pairKey: pairKey(a, b) },
      create: { requesterId: b, receiverId: a, pairKey: pairKey(a, b), status: "accepted" },
      update: {},
    });
    if (friendship.status !== "accepted") continue;

    // Oldest first, so ids follow the order the messages were sent in.
    for (const line of [...lines].sort((x, y) => y.ago - x.ago)) {
      const senderId = pair[line.from] as string;
      const receiverId = pair[1 - line.from] as string;
      const createdAt = new Date(Date.now() - line.ago);
      await prisma.chatMessage.create({
        data: {
          senderId,
          receiverId,
          message: line.text,
          isRead: !line.unread,
          createdAt,
          reactions: {
            create: (line.reactions ?? []).map(([who, emoji]) => ({
              userId: pair[who] as string,
              emoji,
              createdAt: new Date(createdAt.getTime() + MINUTE),
            })),
          },
        },
      });
    }
  }
}
