import type { PrismaClient } from "@prisma/client";

// Three polls with votes from the demo players: one running on the home page, two past ones.
// Each option's voteCount is the number of PollVote rows written for it.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type DemoPoll = {
  question: string;
  isActive: boolean;
  /** Created this many days ago. */
  days: number;
  /** Option text → the demo players who voted for it. */
  options: [string, string[]][];
};

const DEMO_POLLS: DemoPoll[] = [
  {
    question: "Best stage for neutral?",
    isActive: false,
    days: 45,
    options: [
      ["Battlefield", ["ShineSpike", "PillarPro"]],
      ["Final Destination", ["WavedashWiz"]],
      ["Yoshi's Story", ["LedgeHog", "FalconPunch"]],
      ["Dream Land", []],
      ["Fountain of Dreams", ["TurnipQueen"]],
    ],
  },
  {
    question: "Which character is the most fun to play?",
    isActive: false,
    days: 20,
    options: [
      ["Fox", ["ShineSpike"]],
      ["Marth", ["WavedashWiz", "TurnipQueen"]],
      ["Captain Falcon", ["FalconPunch", "PillarPro", "LedgeHog"]],
      ["Ice Climbers", []],
    ],
  },
  {
    question: "Who wins the next major?",
    isActive: true,
    days: 3,
    options: [
      ["Zain", ["ShineSpike", "PillarPro"]],
      ["Cody Schwab", ["WavedashWiz"]],
      ["Jmook", ["LedgeHog"]],
      ["Mang0", ["FalconPunch"]],
      ["aMSa", []],
    ],
  },
];

export async function seedPolls(prisma: PrismaClient) {
  if ((await prisma.poll.count()) > 0) return;
  const players = await prisma.user.findMany({
    where: {
      usernameKey: {
        in: DEMO_POLLS.flatMap((p) => p.options.flatMap(([, v]) => v)).map((u) => u.toLowerCase()),
      },
    },
    select: { id: true, username: true },
  });
  const idOf = new Map(players.map((p) => [p.username, p.id]));
  const owner = await prisma.user.findFirst({ where: { role: "owner" }, select: { id: true } });

  for (const demo of DEMO_POLLS) {
    const createdAt = new Date(Date.now() - demo.days * DAY);
    const poll = await prisma.poll.create({
      data: {
        question: demo.question,
        isActive: demo.isActive,
        createdAt,
        createdById: owner?.id ?? null,
        options: {
          create: demo.options.map(([optionText, voters], position) => ({
            optionText,
            position,
            // Only players that exist count, so the total always matches the vote rows.
            voteCount: voters.filter((v) => idOf.has(v)).length,
          })),
        },
      },
      select: { id: true, options: { select: { id: true, optionText: true } } },
    });
    const optionId = new Map(poll.options.map((o) => [o.optionText, o.id]));
    let hoursAfter = 1;
    await prisma.pollVote.createMany({
      data: demo.options.flatMap(([optionText, voters]) =>
        voters.flatMap((username) => {
          const userId = idOf.get(username);
          if (!userId) return [];
          hoursAfter += 5;
          return [
            {
              pollId: poll.id,
              optionId: optionId.get(optionText)!,
              userId,
              votedAt: new Date(createdAt.getTime() + hoursAfter * HOUR),
            },
          ];
        }),
      ),
    });
  }
}
