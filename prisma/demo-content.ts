import type { PrismaClient } from "@prisma/client";
import { hashPassword } from "../app/models/password.server";
import { tagKey, tagSkeleton } from "../app/models/tag";
import { seedChat } from "./demo/chat";
import { seedEvents } from "./demo/events";
import { seedForum } from "./demo/forum";
import { seedFriends } from "./demo/friends";
import { seedPolls } from "./demo/polls";
import { seedRivalries } from "./demo/rivalries";
import { seedSets } from "./demo/sets";
import { seedTournaments } from "./demo/tournaments";

// Demo content for a fresh database (SEED_DEMO, default on). Each area seeds itself only while
// its own table is empty, so restarts never duplicate anything and real data is never touched.
export const DEMO_PASSWORD = "melee-demo";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const DEMO_USERS = [
  {
    username: "ShineSpike",
    email: "shinespike@example.com",
    isAdmin: true,
    main: "Fox",
    secondaries: "Falco",
    slippiCode: "SHNE#101",
    days: 330,
  },
  {
    username: "WavedashWiz",
    email: "wavedash@example.com",
    main: "Marth",
    secondaries: "Sheik",
    slippiCode: "WAVE#202",
    days: 200,
  },
  {
    username: "LedgeHog",
    email: "ledgehog@example.com",
    main: "Jigglypuff",
    secondaries: null,
    slippiCode: "HOGG#303",
    days: 30,
  },
  {
    username: "PillarPro",
    email: "pillar@example.com",
    main: "Falco",
    secondaries: "Fox, Sheik",
    slippiCode: null,
    days: 12,
  },
  {
    username: "TurnipQueen",
    email: "turnips@example.com",
    main: "Peach",
    secondaries: "Ice Climbers",
    slippiCode: "PEAC#404",
    days: 4,
  },
  {
    username: "FalconPunch",
    email: "knee@example.com",
    main: "Captain Falcon",
    secondaries: "Ganondorf",
    slippiCode: "KNEE#505",
    days: 2,
  },
  {
    username: "SaltyRunback",
    email: "salty@example.com",
    isBanned: true,
    main: "Ganondorf",
    secondaries: null,
    slippiCode: null,
    days: 20,
  },
];

// The release notes' history, on fixed days (spec 1 §2 names v1.4.0 and v1.4.1 and their dates);
// noon UTC, so the day is the same wherever the site is read.
const RELEASE_UPDATES = [
  {
    version: "1.2.0",
    category: "security",
    title: "Safer Sign-In",
    date: "2025-06-02",
    description:
      "Sessions now end after 20 minutes without activity.\n- Signing out ends the session on the server too\n- Repeated failed sign-ins are slowed down",
  },
  {
    version: "1.3.0",
    category: "feature",
    title: "Weekly Poll",
    date: "2025-06-20",
    description:
      "Vote in the community's weekly poll right from the home page.\n- One vote per account\n- Live results with percentages",
  },
  {
    version: "1.3.1",
    category: "fix",
    title: "Tournament Search Fix",
    date: "2025-06-27",
    description:
      "Searching tournaments for % or _ now finds those characters instead of matching everything.",
  },
  {
    version: "1.4.0",
    category: "improvement",
    title: "Friends System Launch",
    date: "2025-07-09",
    description:
      "Send friend requests and chat in real time.\n- Friend requests with accept and reject\n- Real-time direct messages",
  },
  {
    version: "1.4.1",
    category: "feature",
    title: "Enhanced Profile System",
    date: "2025-07-10",
    description:
      "Profile customization with photo uploads and Slippi integration.\n* Upload a profile picture\n* Show your Slippi code",
  },
];

async function seedUsers(prisma: PrismaClient) {
  // The owner exists already (ensureOwner); demo players join only a database with no one else.
  if ((await prisma.user.count({ where: { role: { not: "owner" } } })) > 0) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const { days, isAdmin = false, isBanned = false, ...u } of DEMO_USERS as Array<
    (typeof DEMO_USERS)[number] & { isAdmin?: boolean; isBanned?: boolean }
  >) {
    const createdAt = daysAgo(days);
    const user = await prisma.user.create({
      data: {
        ...u,
        usernameKey: tagKey(u.username),
        usernameSkeleton: tagSkeleton(u.username),
        isAdmin,
        isBanned,
        createdAt,
        password: { create: { hash } },
      },
    });
    // A few past sign-ins so the analytics have a history.
    await prisma.loginRecord.createMany({
      data: [days, Math.floor(days / 2), 1].map((d) => ({
        userId: user.id,
        username: user.username,
        loginTime: daysAgo(d),
      })),
    });
  }
}

async function seedContactMessages(prisma: PrismaClient) {
  if ((await prisma.contactMessage.count()) > 0) return;
  const from = await prisma.user.findMany({
    where: { role: { not: "owner" }, isBanned: false },
    take: 2,
    orderBy: { createdAt: "asc" },
  });
  const texts = [
    { messageType: "feature", message: "Could the tournament list show stream links for majors?" },
    {
      messageType: "general",
      message: "Love the site! Is there a way to export my score tracker history?",
    },
  ];
  await prisma.contactMessage.createMany({
    data: from.map((u, i) => ({
      userId: u.id,
      name: u.username,
      email: u.email,
      ...texts[i],
      createdAt: daysAgo(i + 1),
    })),
  });
}

async function seedReleaseUpdates(prisma: PrismaClient) {
  if ((await prisma.releaseUpdate.count()) > 0) return;
  for (const { date, ...u } of RELEASE_UPDATES) {
    await prisma.releaseUpdate.create({ data: { ...u, createdAt: new Date(`${date}T12:00:00Z`) } });
  }
}

// One of each state: ShineSpike's was approved (they are the demo admin), LedgeHog's rejected,
// TurnipQueen's still waits for the owner.
const ADMIN_REQUESTS = [
  {
    username: "ShineSpike",
    status: "approved",
    days: 80,
    processedDays: 79,
    message: "I run the Thursday weeklies and can help review tournament submissions.",
  },
  {
    username: "LedgeHog",
    status: "rejected",
    days: 25,
    processedDays: 24,
    message: "Make me admin pls",
  },
  {
    username: "TurnipQueen",
    status: "pending",
    days: 1,
    processedDays: null,
    message: "I moderate a regional Discord and would love to help keep the forum friendly.",
  },
];

async function seedAdminRequests(prisma: PrismaClient) {
  if ((await prisma.adminRequest.count()) > 0) return;
  const owner = await prisma.user.findFirst({
    where: { role: "owner" },
    select: { username: true },
  });
  const users = await prisma.user.findMany({
    where: { usernameKey: { in: ADMIN_REQUESTS.map((r) => tagKey(r.username)) } },
    select: { id: true, username: true, email: true },
  });
  for (const { username, status, days, processedDays, message } of ADMIN_REQUESTS) {
    const user = users.find((u) => u.username === username);
    if (!user) continue;
    await prisma.adminRequest.create({
      data: {
        userId: user.id,
        username: user.username,
        email: user.email,
        message,
        status,
        createdAt: daysAgo(days),
        processedAt: processedDays === null ? null : daysAgo(processedDays),
        processedBy: processedDays === null ? null : (owner?.username ?? "Owner"),
      },
    });
  }
}

// A player the owner removed, so the analytics' Removed Users list has a row.
async function seedDeletionRecords(prisma: PrismaClient) {
  if ((await prisma.deletionRecord.count()) > 0) return;
  const owner = await prisma.user.findFirst({
    where: { role: "owner" },
    select: { id: true, username: true },
  });
  if (!owner) return;
  await prisma.deletionRecord.create({
    data: {
      deletedUserId: "demo-deleted-user",
      deletedUsername: "SpamBot3000",
      deletedByUserId: owner.id,
      deletedByUsername: owner.username,
      deletionTime: daysAgo(3),
    },
  });
}

/**
 * Sign-ins spread over the past year (a few a week, more recently), so the analytics and the
 * chart show a history. Only once: while the players have just their first three sign-ins.
 */
async function seedLoginHistory(prisma: PrismaClient) {
  const players = await prisma.user.findMany({
    where: { usernameKey: { in: DEMO_USERS.map((u) => tagKey(u.username)) } },
    select: { id: true, username: true, createdAt: true },
  });
  if (players.length === 0) return;
  // seedUsers gave each player three sign-ins; anything more means the history is there already.
  const existing = await prisma.loginRecord.count({
    where: { userId: { in: players.map((p) => p.id) } },
  });
  if (existing > players.length * 3) return;
  const rows: { userId: string; username: string; loginTime: Date }[] = [];
  for (const [i, p] of players.entries()) {
    // Deterministic spread since each account was created: every week or so, denser lately.
    const age = Math.min(364, Math.floor((Date.now() - p.createdAt.getTime()) / DAY));
    for (let d = age; d >= 0; d -= d > 30 ? 6 + i : 2 + (i % 3)) {
      rows.push({
        userId: p.id,
        username: p.username,
        loginTime: new Date(Date.now() - d * DAY - (i + 1) * 60 * 60 * 1000),
      });
    }
  }
  await prisma.loginRecord.createMany({ data: rows });
}

const FEATURED_UPDATES = [
  "Summer Showdown registration is open: sign up on the Tournaments page!",
  "New: weekly polls on the home page. Tell us your favourite stage.",
  "Friends and chat are live: add your doubles partner and plan your next session.",
  "Link your Slippi code on your profile so others can find you online.",
];

async function seedFeaturedUpdates(prisma: PrismaClient) {
  if ((await prisma.featuredUpdate.count()) > 0) return;
  await prisma.featuredUpdate.createMany({
    data: FEATURED_UPDATES.map((text, i) => ({ text, order: i + 1, isActive: true })),
  });
}

export async function seedDemoContent(prisma: PrismaClient) {
  await seedUsers(prisma);
  await seedContactMessages(prisma);
  await seedReleaseUpdates(prisma);
  await seedAdminRequests(prisma);
  await seedDeletionRecords(prisma);
  await seedLoginHistory(prisma);
  await seedFeaturedUpdates(prisma);
  await seedTournaments(prisma);
  await seedSets(prisma);
  await seedFriends(prisma);
  await seedChat(prisma);
  await seedPolls(prisma);
  await seedForum(prisma);
  await seedEvents(prisma);
  await seedRivalries(prisma);
}
