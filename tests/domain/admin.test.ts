import { beforeAll, describe, expect, it } from "vitest";
import {
  getNotificationCounts,
  getNotificationState,
  markNotificationsViewed,
} from "~/models/admin-notifications.server";
import {
  ALREADY_ADMIN,
  ALREADY_PENDING,
  createAdminRequest,
  listAdminRequests,
  processAdminRequest,
} from "~/models/admin-request.server";
import { getAnalytics } from "~/models/analytics.server";
import { listContactMessages, markMessageRead } from "~/models/contact.server";
import {
  createFeaturedUpdate,
  deleteFeaturedUpdate,
  listFeaturedUpdates,
  reorderFeaturedUpdates,
  updateFeaturedUpdate,
} from "~/models/featured-update.server";
import {
  ADMIN_PROTECTED,
  BANNED_NOT_ADMIN,
  NOT_AN_ADMIN,
  OWNER_PROTECTED,
  OWNER_REQUIRED,
} from "~/models/moderation-rules";
import { ADMIN_REQUIRED } from "~/models/permissions.server";
import { requestHistory } from "~/models/request-history.server";
import {
  banUser,
  deleteUser,
  adminUser,
  listUsers,
  demoteUser,
  makeAdmin,
  newUsers,
  promoteUser,
  unbanUser,
  liftEndedBans,
} from "~/models/user-moderation.server";
import type { PublicUser } from "~/models/user.server";
import { OWNER_REQUIRED_FOR_REQUESTS } from "~/schemas/admin";
import { prisma } from "~/server/db.server";
import { actor, actorsPerRole, expectRefusal, ROLES, type Role } from "./actors";

let as: Record<Role, PublicUser>;
beforeAll(async () => {
  as = await actorsPerRole();
});

async function pendingRequest() {
  const requester = await actor();
  return createAdminRequest(requester, { message: "pls" });
}

const featured = (text = "Hello") => prisma.featuredUpdate.create({ data: { text, order: 99 } });

const contactMessage = () =>
  prisma.contactMessage.create({
    data: { name: "n", email: "e@x.io", message: "m", messageType: "general" },
  });

type Level = "admin" | "owner";

/** Every admin-area action, with what it needs fresh each time and who may take it. */
const actions: [name: string, level: Level, run: (who: PublicUser) => Promise<unknown>][] = [
  ["notification counts", "admin", (who) => getNotificationCounts(who)],
  ["notification state", "admin", (who) => getNotificationState(who)],
  ["mark notifications viewed", "admin", (who) => markNotificationsViewed(who)],
  ["list admin requests", "admin", (who) => listAdminRequests(who)],
  [
    "process an admin request",
    "owner",
    async (who) => processAdminRequest(who, (await pendingRequest()).id, "rejected"),
  ],
  ["list users", "admin", (who) => listUsers(who, { query: "", page: 1 })],
  ["one account", "admin", async (who) => adminUser(who, (await actor()).id)],
  ["delete a user", "owner", async (who) => deleteUser(who, (await actor()).id)],
  ["ban a user", "owner", async (who) => banUser(who, (await actor()).id)],
  ["unban a user", "owner", async (who) => unbanUser(who, (await actor("banned")).id)],
  ["promote a user", "owner", async (who) => promoteUser(who, (await actor()).id)],
  ["analytics", "admin", (who) => getAnalytics(who, "month")],
  ["request history", "admin", (who) => requestHistory(who)],
  ["new users", "admin", (who) => newUsers(who, "week")],
  ["contact messages", "admin", (who) => listContactMessages(who)],
  [
    "mark a message read",
    "admin",
    async (who) => markMessageRead(who, (await contactMessage()).id),
  ],
  ["make an admin", "owner", async (who) => makeAdmin(who, (await actor()).id)],
  ["remove an administrator", "owner", async (who) => demoteUser(who, (await actor("admin")).id)],
  ["create a featured update", "admin", (who) => createFeaturedUpdate(who, { text: "New thing" })],
  [
    "edit a featured update",
    "admin",
    async (who) => updateFeaturedUpdate(who, (await featured()).id, { text: "x" }),
  ],
  [
    "delete a featured update",
    "admin",
    async (who) => deleteFeaturedUpdate(who, (await featured()).id),
  ],
  [
    "reorder featured updates",
    "admin",
    async (who) =>
      reorderFeaturedUpdates(who, (await listFeaturedUpdates()).map((f) => f.id).reverse()),
  ],
];

describe("role matrix", () => {
  const allowed = (role: Role, level: Level) =>
    role === "owner" || (role === "admin" && level === "admin");

  for (const [name, level, run] of actions) {
    it.each(ROLES)(`${name} (${level} only) as %s`, async (role) => {
      if (allowed(role, level)) {
        await run(as[role]);
      } else {
        await expectRefusal(run(as[role]), 403, level === "admin" ? ADMIN_REQUIRED : undefined);
      }
    });
  }

  it("the public list of featured updates needs no one", async () => {
    await featured("Public");
    expect((await listFeaturedUpdates()).map((f) => f.text)).toContain("Public");
  });

  it("admins who are not the owner read the spec's message on admin requests", async () => {
    const r = await pendingRequest();
    await expectRefusal(
      processAdminRequest(as.admin, r.id, "approved"),
      403,
      OWNER_REQUIRED_FOR_REQUESTS,
    );
    expect((await prisma.adminRequest.findUniqueOrThrow({ where: { id: r.id } })).status).toBe(
      "pending",
    );
  });

  it("owner-only moderation tells admins so", async () => {
    await expectRefusal(banUser(as.admin, (await actor()).id), 403, OWNER_REQUIRED);
  });
});

describe("owner protection", () => {
  const moderation = [
    ["delete", deleteUser],
    ["ban", banUser],
    ["promote", promoteUser],
  ] as const;

  it.each(moderation)("nobody can %s the owner, the owner included", async (_, act) => {
    await expectRefusal(act(as.admin, as.owner.id), 403);
    await expectRefusal(act(as.owner, as.owner.id), 403, OWNER_PROTECTED);
    const owner = await prisma.user.findUniqueOrThrow({ where: { id: as.owner.id } });
    expect(owner.isBanned).toBe(false);
  });

  it("another owner account is protected too", async () => {
    const other = await actor("owner");
    await expectRefusal(banUser(as.owner, other.id), 403, OWNER_PROTECTED);
  });

  it("administrators cannot be banned or deleted, as their rows offer no actions", async () => {
    const admin = await actor("admin");
    await expectRefusal(banUser(as.owner, admin.id), 403, ADMIN_PROTECTED);
    await expectRefusal(deleteUser(as.owner, admin.id), 403, ADMIN_PROTECTED);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(row.isBanned).toBe(false);
  });

  it("the sweep lifts the bans that have ended, and keeps the ones running or without end", async () => {
    const [ended, running, forever] = [await actor(), await actor(), await actor()];
    const soon = new Date(Date.now() + 60_000);
    await banUser(as.owner, ended.id, { reason: "spam", until: soon });
    await banUser(as.owner, running.id, { until: new Date(Date.now() + 3_600_000) });
    await banUser(as.owner, forever.id);
    expect(await liftEndedBans(new Date(soon.getTime() + 1))).toBeGreaterThanOrEqual(1);
    const states = await prisma.user.findMany({
      where: { id: { in: [ended.id, running.id, forever.id] } },
      select: { id: true, isBanned: true, banReason: true, bannedUntil: true },
    });
    const of = (id: string) => states.find((s) => s.id === id);
    expect(of(ended.id)).toMatchObject({ isBanned: false, banReason: null, bannedUntil: null });
    expect(of(running.id)?.isBanned).toBe(true);
    expect(of(forever.id)?.isBanned).toBe(true);
  });

  it("a banned account is never made an administrator, and can be unbanned", async () => {
    const banned = await actor("banned");
    await expectRefusal(promoteUser(as.owner, banned.id), 409, BANNED_NOT_ADMIN);
    await expectRefusal(makeAdmin(as.owner, banned.id), 409, BANNED_NOT_ADMIN);
    expect(await unbanUser(as.owner, banned.id)).toMatchObject({ isBanned: false, isAdmin: false });
  });

  it("a ban and a promotion racing each other never leave a banned administrator", async () => {
    for (let round = 0; round < 10; round++) {
      const target = await actor();
      await Promise.allSettled([banUser(as.owner, target.id), promoteUser(as.owner, target.id)]);
      const after = await prisma.user.findUniqueOrThrow({ where: { id: target.id } });
      expect(after.isAdmin && after.isBanned).toBe(false);
    }
  });

  it("the owner removes an administrator; then the usual actions apply, ban included", async () => {
    const admin = await actor("admin");
    await expectRefusal(banUser(as.owner, admin.id), 403, ADMIN_PROTECTED);
    expect(await demoteUser(as.owner, admin.id)).toMatchObject({ isAdmin: false });
    await expectRefusal(demoteUser(as.owner, admin.id), 409, NOT_AN_ADMIN);
    expect(await banUser(as.owner, admin.id)).toMatchObject({ isBanned: true, isAdmin: false });
  });

  it("approving an admin request of a user banned meanwhile grants nothing", async () => {
    const requester = await actor();
    const request = await createAdminRequest(requester, { message: "pls" });
    await banUser(as.owner, requester.id);
    await expectRefusal(
      processAdminRequest(as.owner, request.id, "approved"),
      409,
      BANNED_NOT_ADMIN,
    );
    const after = await prisma.user.findUniqueOrThrow({ where: { id: requester.id } });
    expect(after.isAdmin).toBe(false);
  });
});

describe("admin requests", () => {
  it("a user may ask once; administrators and the owner may not ask at all", async () => {
    const requester = await actor();
    await createAdminRequest(requester, { message: "first" });
    await expectRefusal(createAdminRequest(requester, { message: "again" }), 409, ALREADY_PENDING);
    for (const role of ["admin", "owner"] as const) {
      await expectRefusal(createAdminRequest(as[role], { message: "me too" }), 403, ALREADY_ADMIN);
    }
  });

  it("two requests at the same moment leave one pending row", async () => {
    const requester = await actor();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => createAdminRequest(requester, { message: `try ${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        message: ALREADY_PENDING,
      });
    }
    expect(await prisma.adminRequest.count({ where: { userId: requester.id } })).toBe(1);
  });

  it("two owners processing one request at once: one wins, the other gets 409", async () => {
    const r = await pendingRequest();
    const results = await Promise.allSettled([
      processAdminRequest(as.owner, r.id, "approved"),
      processAdminRequest(as.owner, r.id, "rejected"),
    ]);
    expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(1);
    const loser = results.find((x) => x.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ status: 409 });
  });
});
