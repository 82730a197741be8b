import type { PrismaClient } from "@prisma/client";
import { tagKey } from "../../app/models/tag";

// The forum's demo threads: the owner's pinned welcome post and about twenty posts by the demo
// players across the four categories, spread over the past weeks, with comments and likes.
// likesCount and commentsCount are written from the rows created, so they always agree.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** `days` and `hours` ago. */
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * HOUR);

type DemoComment = { by: string; text: string; hoursLater: number };
type DemoPost = {
  by: string;
  category: "general" | "tournaments" | "tech" | "community";
  title: string;
  content: string;
  days: number;
  pinned?: boolean;
  likedBy: string[];
  comments: DemoComment[];
};

/** By the owner: pinned, and always first on the home page. */
const WELCOME: Omit<DemoPost, "by"> = {
  category: "general",
  days: 30,
  likedBy: ["ShineSpike", "WavedashWiz", "LedgeHog", "PillarPro", "TurnipQueen", "FalconPunch"],
  comments: [
    {
      by: "ShineSpike",
      text: "Glad to have a home for all the tech talk. GLHF everyone!",
      hoursLater: 5,
    },
    { by: "TurnipQueen", text: "Finally! See you all in the meetup thread.", hoursLater: 28 },
  ],
  title: "Welcome to the Melee Hub forum!",
  content: `Welcome, everyone!

This is the place to talk Melee: tech, brackets, locals, netplay and everything in between.

A few ground rules:
- Be respectful. Everyone was a Level 1 CPU once.
- Keep tech threads on topic so they stay useful.
- Tournament organisers: post your events in Tournaments.

Have fun, and see you in bracket.`,
};

const POSTS: DemoPost[] = [
  {
    by: "WavedashWiz",
    category: "tech",
    title: "Wavedash out of shield: a practice routine that finally clicked",
    content: `I struggled with wavedash out of shield for months. What worked for me:

1. Shield in the middle of Final Destination.
2. Jump out of shield with X, then air dodge diagonally down right away.
3. Do it 50 times each side, only counting clean ones.

After two weeks it was automatic. Try it with UnclePunch's frame advance if you can.`,
    days: 2,
    likedBy: ["ShineSpike", "LedgeHog", "PillarPro", "TurnipQueen", "FalconPunch"],
    comments: [
      { by: "PillarPro", text: "The 50-each-side rule is great. Doing it tonight.", hoursLater: 3 },
      {
        by: "ShineSpike",
        text: "Also try it against Fox shine pressure in training mode.",
        hoursLater: 6,
      },
      { by: "TurnipQueen", text: "Peach float cancel next please!", hoursLater: 20 },
    ],
  },
  {
    by: "LedgeHog",
    category: "tech",
    title: "Ledgedash timing for every character?",
    content: `Is there a chart with ledgedash windows per character? Jigglypuff's is so different from everyone else's that I can't build a habit for my secondaries.

Bonus question: is GALINT worth learning this early?`,
    days: 4,
    likedBy: ["WavedashWiz", "ShineSpike"],
    comments: [
      {
        by: "WavedashWiz",
        text: "Learn the drop-jump-airdodge rhythm on one character first; GALINT comes with it.",
        hoursLater: 2,
      },
      {
        by: "FalconPunch",
        text: "Falcon's ledgedash is generous, good practice character.",
        hoursLater: 9,
      },
    ],
  },
  {
    by: "ShineSpike",
    category: "tech",
    title: "Shield drops: axe method vs. polling drop",
    content: `Quick comparison after a month with both:

Axe method: reliable on most controllers, needs a notch or good muscle memory.
Polling drop: no notch needed, but feels inconsistent on some setups.

Which one do you use, and did a notch help?`,
    days: 6,
    likedBy: ["WavedashWiz", "PillarPro", "LedgeHog"],
    comments: [
      {
        by: "PillarPro",
        text: "Axe with a notch. Consistency went from 60% to 95%.",
        hoursLater: 4,
      },
      {
        by: "WavedashWiz",
        text: "Polling drop on a stock controller works fine for me.",
        hoursLater: 30,
      },
    ],
  },
  {
    by: "PillarPro",
    category: "tech",
    title: "Falco pillars on Fox: when to stop",
    content: `I keep dropping pillar combos on Fox when he DIs out. At what percent do you switch to uair or bair to finish?`,
    days: 9,
    likedBy: ["ShineSpike"],
    comments: [
      {
        by: "ShineSpike",
        text: "Around 60-70% watch his DI and go for the tech chase instead.",
        hoursLater: 5,
      },
    ],
  },
  {
    by: "FalconPunch",
    category: "tech",
    title: "Knee of justice: stomp to knee on platforms",
    content: `Stomp to knee feels impossible on Battlefield side platforms. Any tips for the spacing? I keep whiffing the knee by a hair.`,
    days: 12,
    likedBy: ["TurnipQueen", "LedgeHog"],
    comments: [],
  },
  {
    by: "TurnipQueen",
    category: "tech",
    title: "Float cancel nair: the input that changed my Peach",
    content: `Float cancel nair out of a full hop lets you land with almost no lag. Hold jump, hold down slightly, nair, release. It's the backbone of Peach's pressure.`,
    days: 15,
    likedBy: ["WavedashWiz", "FalconPunch", "PillarPro"],
    comments: [{ by: "LedgeHog", text: "This is the thread I needed. Thanks!", hoursLater: 12 }],
  },
  {
    by: "ShineSpike",
    category: "tournaments",
    title: "Fête 4 bracket predictions",
    content: `Pools are out for Fête 4! My top 8 picks:

- Winners side looks stacked with spacies.
- Watch out for the Puff in pool C.

Who are your dark horses?`,
    days: 1,
    likedBy: ["WavedashWiz", "LedgeHog", "TurnipQueen"],
    comments: [
      {
        by: "LedgeHog",
        text: "Puff in pool C is my doubles partner. She's going deep.",
        hoursLater: 1,
      },
      { by: "WavedashWiz", text: "Marth sleeper pick in pool A.", hoursLater: 4 },
      { by: "FalconPunch", text: "Falcon to win it all, as always.", hoursLater: 8 },
      {
        by: "TurnipQueen",
        text: "Turnips will be pulled. Stitch faces will happen.",
        hoursLater: 10,
      },
    ],
  },
  {
    by: "WavedashWiz",
    category: "tournaments",
    title: "Should locals run double elimination or round robin pools?",
    content: `Our weekly gets 40 entrants. Round robin pools give everyone more sets but run long. Double elim is faster. What does your local do?`,
    days: 5,
    likedBy: ["ShineSpike", "PillarPro"],
    comments: [
      {
        by: "ShineSpike",
        text: "RR pools into a top 16 double elim bracket. Worth the extra hour.",
        hoursLater: 2,
      },
      {
        by: "PillarPro",
        text: "Double elim, but with an amateur bracket for early outs.",
        hoursLater: 7,
      },
    ],
  },
  {
    by: "PillarPro",
    category: "tournaments",
    title: "Seeding complaints thread",
    content: `Got put in the same pool as the top seed again. Is there a fair way to seed newer players without results? Share how your TOs handle it.`,
    days: 10,
    likedBy: ["LedgeHog"],
    comments: [
      {
        by: "WavedashWiz",
        text: "Our TO uses netplay results when someone has no local history.",
        hoursLater: 6,
      },
    ],
  },
  {
    by: "LedgeHog",
    category: "tournaments",
    title: "First major: what should I bring?",
    content: `Going to my first major next month. Besides my controller: do I need a GameCube, a CRT, an adapter? What do people actually bring?`,
    days: 14,
    likedBy: ["ShineSpike", "TurnipQueen", "WavedashWiz", "FalconPunch"],
    comments: [
      {
        by: "ShineSpike",
        text: "Controller, a backup cable, snacks, and a setup if you can: TOs love you for it.",
        hoursLater: 3,
      },
      { by: "TurnipQueen", text: "Comfy shoes. You'll stand a lot.", hoursLater: 11 },
    ],
  },
  {
    by: "FalconPunch",
    category: "tournaments",
    title: "Doubles partner wanted for Summer Showdown",
    content: `Captain Falcon main looking for a doubles partner. Ideally a Peach or Sheik who likes to hold centre stage while I run around.`,
    days: 18,
    likedBy: ["TurnipQueen"],
    comments: [{ by: "TurnipQueen", text: "Peach here, I'll DM you!", hoursLater: 2 }],
  },
  {
    by: "TurnipQueen",
    category: "community",
    title: "Monthly meetup at the arcade: who's in?",
    content: `We're organising a casual meetup on the first Saturday of every month. Friendlies, a small bracket, pizza. Bring setups if you can!`,
    days: 3,
    likedBy: ["FalconPunch", "LedgeHog", "PillarPro", "WavedashWiz"],
    comments: [
      { by: "FalconPunch", text: "I'll bring a CRT and a Wii.", hoursLater: 1 },
      { by: "PillarPro", text: "Count me in. Can bring extension cords.", hoursLater: 5 },
    ],
  },
  {
    by: "ShineSpike",
    category: "community",
    title: "Stream team volunteers for the weekly",
    content: `We want to stream our weekly. Looking for people who can commentate or run OBS. No experience needed, we'll teach you.`,
    days: 8,
    likedBy: ["WavedashWiz", "TurnipQueen"],
    comments: [{ by: "WavedashWiz", text: "I'd love to try commentary!", hoursLater: 4 }],
  },
  {
    by: "PillarPro",
    category: "community",
    title: "Netplay etiquette reminders",
    content: `A few reminders for unranked and direct connect:
- Say GG, even after a rough set.
- Don't ragequit mid-game.
- Report lag honestly.

Anything else you'd add?`,
    days: 11,
    likedBy: ["ShineSpike", "LedgeHog", "TurnipQueen"],
    comments: [
      {
        by: "LedgeHog",
        text: "Don't pick Puff on Poke Floats. Okay, maybe sometimes.",
        hoursLater: 9,
      },
    ],
  },
  {
    by: "WavedashWiz",
    category: "community",
    title: "Controller repair recommendations?",
    content: `My trigger plug is worn down and my stick has snapback. Any recommended modders, or guides to do it myself?`,
    days: 20,
    likedBy: ["PillarPro"],
    comments: [],
  },
  {
    by: "LedgeHog",
    category: "general",
    title: "What got you into Melee?",
    content: `For me it was a Genesis Puff match on YouTube. I didn't know a balloon could be that scary. What's your story?`,
    days: 2,
    likedBy: ["ShineSpike", "WavedashWiz", "PillarPro", "TurnipQueen", "FalconPunch"],
    comments: [
      {
        by: "FalconPunch",
        text: "Seeing a Falcon knee someone off the top at Evo.",
        hoursLater: 2,
      },
      {
        by: "WavedashWiz",
        text: "A friend showed me wavedashing in 2008. Never left.",
        hoursLater: 3,
      },
      {
        by: "TurnipQueen",
        text: "Played casually with my siblings, found the scene much later.",
        hoursLater: 7,
      },
    ],
  },
  {
    by: "TurnipQueen",
    category: "general",
    title: "Best stage for Peach: Yoshi's Story or Dream Land?",
    content: `I counterpick Dream Land every time, but friends keep telling me Yoshi's is better for Peach. Thoughts?`,
    days: 7,
    likedBy: ["ShineSpike"],
    comments: [
      { by: "ShineSpike", text: "As a Fox, please don't take me to Yoshi's.", hoursLater: 1 },
    ],
  },
  {
    by: "FalconPunch",
    category: "general",
    title: "Hot take: Falcon is the most fun character to watch",
    content: `Fight me. Every knee is a highlight.`,
    days: 13,
    likedBy: ["LedgeHog", "TurnipQueen"],
    comments: [
      { by: "PillarPro", text: "Correct, but Falco combos are a close second.", hoursLater: 2 },
    ],
  },
  {
    by: "ShineSpike",
    category: "general",
    title: "Favourite set of all time?",
    content: `Mine is still a certain Grand Finals that went to last hit, last stock. Post yours (no spoilers in the title for the new ones!).`,
    days: 17,
    likedBy: ["WavedashWiz", "FalconPunch"],
    comments: [
      { by: "WavedashWiz", text: "Any Marth ditto that ends in a ken combo.", hoursLater: 5 },
    ],
  },
  {
    by: "PillarPro",
    category: "general",
    title: "How many hours a week do you practise?",
    content: `Trying to build a schedule: how do you split time between tech practice, netplay and locals?`,
    days: 22,
    likedBy: [],
    comments: [],
  },
];

type Ids = Map<string, string>;

/** One post with its likes and comments; the counters are the number of rows written. */
async function createPost(
  prisma: PrismaClient,
  post: Omit<DemoPost, "by">,
  authorId: string,
  idOf: Ids,
  flags: { isPinned?: boolean; isWelcome?: boolean } = {},
) {
  const createdAt = ago(post.days, 2);
  const likers = post.likedBy.map((n) => idOf.get(n)).filter((id): id is string => Boolean(id));
  const comments = post.comments.flatMap((c) => {
    const by = idOf.get(c.by);
    const at = new Date(createdAt.getTime() + c.hoursLater * HOUR);
    return by ? [{ authorId: by, content: c.text, createdAt: at, updatedAt: at }] : [];
  });
  await prisma.forumPost.create({
    data: {
      title: post.title,
      content: post.content,
      category: post.category,
      authorId,
      isPinned: flags.isPinned ?? post.pinned ?? false,
      isWelcome: flags.isWelcome ?? false,
      createdAt,
      updatedAt: createdAt,
      likesCount: likers.length,
      commentsCount: comments.length,
      likes: { create: likers.map((userId) => ({ userId, createdAt })) },
      comments: { create: comments },
    },
  });
}

export async function seedForum(prisma: PrismaClient) {
  if ((await prisma.forumPost.count()) > 0) return;
  const owner = await prisma.user.findFirst({ where: { role: "owner" }, select: { id: true } });
  const names: string[] = [
    ...POSTS.map((p) => p.by),
    ...[...POSTS, WELCOME].flatMap((p) => [...p.likedBy, ...p.comments.map((c) => c.by)]),
  ];
  const users = await prisma.user.findMany({
    where: { usernameKey: { in: [...new Set(names)].map(tagKey) } },
    select: { id: true, username: true },
  });
  const idOf: Ids = new Map(users.map((u) => [u.username, u.id]));

  if (owner) await createPost(prisma, WELCOME, owner.id, idOf, { isPinned: true, isWelcome: true });
  for (const post of POSTS) {
    const authorId = idOf.get(post.by);
    if (authorId) await createPost(prisma, post, authorId, idOf);
  }
}
