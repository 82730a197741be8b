import { beforeAll, describe, expect, it } from "vitest";
import {
  countNewUsers,
  listUsers,
  newUsers,
  USERS_PAGE_SIZE,
} from "~/models/user-moderation.server";
import type { PublicUser } from "~/models/user.server";
import { USER_QUERY_MAX_LENGTH } from "~/schemas/admin";
import { prisma } from "~/server/db.server";
import { actor, expectRefusal, uniqueTag } from "./actors";

let admin: PublicUser;
const tag = uniqueTag("crowd");
const extra = 25;

/** `count` accounts named <tag>_<n>, one a minute apart, the last the newest. */
async function crowd(count: number) {
  const start = Date.parse("2026-01-01T00:00:00Z");
  await prisma.user.createMany({
    data: Array.from({ length: count }, (_, n) => ({
      username: `${tag}_${n}`,
      usernameKey: `${tag}_${n}`.toLowerCase(),
      email: `Player${n}@Example.ORG`,
      createdAt: new Date(start + n * 60_000),
    })),
  });
}

beforeAll(async () => {
  admin = await actor("admin");
  await crowd(USERS_PAGE_SIZE + extra);
});

const everyone = { query: "", page: 1 };

describe("the admin's user list", () => {
  it("pages through every account, newest first, with the real total", async () => {
    const total = await prisma.user.count();
    const first = await listUsers(admin, everyone);
    expect(first.total).toBe(total);
    expect(first.pageCount).toBe(Math.ceil(total / USERS_PAGE_SIZE));
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    const second = await listUsers(admin, { query: "", page: 2 });
    expect(second.users).toHaveLength(total - USERS_PAGE_SIZE);
    const times = [...first.users, ...second.users].map((u) => u.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const ids = new Set([...first.users, ...second.users].map((u) => u.id));
    expect(ids.size).toBe(total);
  });

  it("a page past the end is empty, not an error", async () => {
    const past = await listUsers(admin, { query: "", page: 99 });
    expect(past.users).toEqual([]);
    expect(past.total).toBe(await prisma.user.count());
  });

  it("finds accounts whose tag or email contains the query, whatever the case", async () => {
    const byTag = await listUsers(admin, { query: `  ${tag.toUpperCase()}_12`, page: 1 });
    const twelves = [124, 123, 122, 121, 120, 12].map((n) => `${tag}_${n}`);
    expect(byTag.users.map((u) => u.username)).toEqual(twelves);
    expect(byTag.total).toBe(twelves.length);
    const byEmail = await listUsers(admin, { query: "player7@example.org", page: 1 });
    expect(byEmail.users.map((u) => u.username)).toEqual([`${tag}_7`]);
  });

  it("takes % and _ literally", async () => {
    expect((await listUsers(admin, { query: "%", page: 1 })).total).toBe(0);
    const underscore = await listUsers(admin, { query: `${tag}_`, page: 1 });
    expect(underscore.total).toBe(USERS_PAGE_SIZE + extra);
    expect((await listUsers(admin, { query: tag.replace(/.$/, "_"), page: 1 })).total).toBe(0);
  });

  it("finds banned accounts too", async () => {
    const banned = await actor("banned");
    const found = await listUsers(admin, { query: banned.username, page: 1 });
    expect(found.users.map((u) => [u.id, u.isBanned])).toEqual([[banned.id, true]]);
  });

  it("refuses a search longer than the limit, and anyone but an admin", async () => {
    await expectRefusal(
      listUsers(admin, { query: "x".repeat(USER_QUERY_MAX_LENGTH + 1), page: 1 }),
      400,
    );
    await expectRefusal(listUsers(await actor("user"), everyone), 403);
  });
});

describe("New Users", () => {
  it("lists the newest 200 who joined in the timeframe and counts them all", async () => {
    const now = Date.now();
    await prisma.user.createMany({
      data: Array.from({ length: 205 }, (_, n) => ({
        username: `${tag}-new${n}`,
        usernameKey: `${tag}-new${n}`,
        email: `new${n}@x.io`,
        createdAt: new Date(now - (n + 1) * 60_000),
      })),
    });
    const since = new Date(now - 7 * 24 * 3600_000);
    const joined = await prisma.user.count({ where: { createdAt: { gte: since } } });
    expect(joined).toBeGreaterThan(205);
    expect(await countNewUsers(admin, "week", new Date(now))).toBe(joined);
    expect(await newUsers(admin, "week", new Date(now))).toHaveLength(200);
    await expectRefusal(countNewUsers(await actor("user"), "week"), 403);
  });
});
