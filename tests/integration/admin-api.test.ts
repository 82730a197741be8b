import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_PROTECTED } from "~/models/moderation-rules";
import { subscribe } from "~/realtime/server/events.server";
import { OWNER_REQUIRED_FOR_REQUESTS } from "~/schemas/admin";
import { prisma } from "~/server/db.server";
import { clientsPerRole, makeUser, startTestServer, uniqueTag } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Awaited<ReturnType<typeof clientsPerRole>>["as"];
let ids: Awaited<ReturnType<typeof clientsPerRole>>["ids"];

beforeAll(async () => {
  server = await startTestServer();
  ({ as, ids } = await clientsPerRole(server));
});
afterAll(() => server.close());

async function pendingRequest() {
  const u = await makeUser();
  return prisma.adminRequest.create({
    data: { userId: u.id, username: u.username, email: "r@x.io", message: "pls" },
  });
}

const featured = (text = "Hello") => prisma.featuredUpdate.create({ data: { text, order: 99 } });

type Level = "admin" | "owner";
type Route = [method: string, path: string | (() => Promise<string>), body: unknown, level: Level];

const routes: Route[] = [
  ["GET", "/api/admin/notifications", undefined, "admin"],
  ["GET", "/api/admin/notification-counts", undefined, "admin"],
  ["POST", "/api/admin/notification-view", {}, "admin"],
  ["GET", "/api/admin-requests", undefined, "admin"],
  [
    "PATCH",
    async () => `/api/admin-requests/${(await pendingRequest()).id}`,
    { status: "rejected" },
    "owner",
  ],
  ["GET", "/api/admin/users", undefined, "admin"],
  ["DELETE", async () => `/api/admin/users/${(await makeUser()).id}`, undefined, "owner"],
  ["POST", async () => `/api/admin/users/${(await makeUser()).id}/ban`, undefined, "owner"],
  ["POST", async () => `/api/admin/users/${(await makeUser()).id}/unban`, undefined, "owner"],
  ["PATCH", async () => `/api/admin/users/${(await makeUser()).id}/promote`, undefined, "owner"],
  ["GET", "/api/admin/analytics?timeframe=month", undefined, "admin"],
  ["GET", "/api/admin/request-history", undefined, "admin"],
  ["GET", "/api/admin/new-users?timeframe=week", undefined, "admin"],
  ["POST", "/api/admin/acknowledge-new-users", { timeframe: "week" }, "admin"],
  ["GET", "/api/admin/messages", undefined, "admin"],
  [
    "PATCH",
    async () => {
      const m = await prisma.contactMessage.create({
        data: { name: "n", email: "e@x.io", message: "m", messageType: "general" },
      });
      return `/api/admin/messages/${m.id}/read`;
    },
    undefined,
    "admin",
  ],
  ["POST", "/api/featured-updates", { text: "New thing" }, "admin"],
  ["PATCH", async () => `/api/featured-updates/${(await featured()).id}`, { text: "x" }, "admin"],
  ["DELETE", async () => `/api/featured-updates/${(await featured()).id}`, undefined, "admin"],
];

/** Bodies that depend on fresh rows: make-admin and reorder. */
const dynamicRoutes: [string, () => Promise<[string, unknown]>, Level][] = [
  [
    "POST /api/admin/make-admin",
    async () => ["/api/admin/make-admin", { userId: (await makeUser()).id }],
    "owner",
  ],
  [
    "POST /api/featured-updates/reorder",
    async () => {
      const all = await prisma.featuredUpdate.findMany({ select: { id: true } });
      return ["/api/featured-updates/reorder", { ids: all.map((f) => f.id).reverse() }];
    },
    "admin",
  ],
];

// Who may take each action (user, admin, owner) is the domain's rule: tests/domain/admin.test.ts.
// Here, the HTTP contract: a guest gets 401, the least role allowed gets its 2xx answer.
describe("role contract", () => {
  const allowed = (level: Level) => (level === "owner" ? "owner" : "admin");

  for (const [method, path, body, level] of routes) {
    const label = typeof path === "string" ? path : `${method} ${level}-only route`;
    it.each(["guest", allowed(level)] as const)(
      `${method} ${label.replace(/^(GET|POST|PATCH|DELETE) /, "")} as %s`,
      async (who) => {
        const url = typeof path === "string" ? path : await path();
        const res = await as[who].request(method, url, body);
        const want = who === "guest" ? 401 : 200;
        const got = res.status === 201 ? 200 : res.status;
        expect(got, `${method} ${url}: ${await res.clone().text()}`).toBe(want);
        if (want === 401) expect(await res.text()).toBe("Authentication required");
      },
    );
  }

  for (const [label, make, level] of dynamicRoutes) {
    it.each(["guest", allowed(level)] as const)(`${label} as %s`, async (who) => {
      const [url, body] = await make();
      const res = await as[who].post(url, body);
      expect(res.status, await res.clone().text()).toBe(who === "guest" ? 401 : 200);
    });
  }

  it("GET /api/featured-updates is public", async () => {
    for (const who of ["guest", "user", "admin", "owner"] as const) {
      expect((await as[who].get("/api/featured-updates")).status).toBe(200);
    }
  });

  it("admins who are not the owner read the spec's message on admin requests", async () => {
    const r = await pendingRequest();
    const res = await as.admin.patch(`/api/admin-requests/${r.id}`, { status: "approved" });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(OWNER_REQUIRED_FOR_REQUESTS);
    expect((await prisma.adminRequest.findUniqueOrThrow({ where: { id: r.id } })).status).toBe(
      "pending",
    );
  });

  it.each([
    ["GET", "/api/admin/make-admin"],
    ["PUT", "/api/admin/users"],
    ["GET", "/api/featured-updates/reorder"],
    ["PUT", "/api/featured-updates"],
    ["POST", "/api/admin/analytics"],
  ])("%s %s answers 405", async (method, url) => {
    expect((await as.owner.request(method, url, method === "GET" ? undefined : {})).status).toBe(
      405,
    );
  });
});

describe("owner protection", () => {
  // The rules (owner, other owners and administrators protected) live in tests/domain/admin.test.ts.
  it("a protected account answers 403 with the reason", async () => {
    const res = await as.owner.post(`/api/admin/users/${ids.owner}/ban`);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(OWNER_PROTECTED);
  });

  it("unknown ids are 404; promoting an admin is 409", async () => {
    expect((await as.owner.post("/api/admin/users/nope/ban")).status).toBe(404);
    expect((await as.owner.delete("/api/admin/users/nope")).status).toBe(404);
    const admin = await makeUser({ isAdmin: true });
    expect((await as.owner.patch(`/api/admin/users/${admin.id}/promote`)).status).toBe(409);
  });
});

describe("user actions", () => {
  it("a ban ends the banned user's open session; unban lets them sign in again", async () => {
    const c = server.client();
    const tag = uniqueTag("ban");
    const u = await c.register(tag);
    expect((await c.get("/api/user")).status).toBe(200);
    const ended: string[] = [];
    const off = subscribe("userSessionsEnded", ({ userId }) => ended.push(userId));
    const res = await as.owner.post(`/api/admin/users/${u.id}/ban`);
    off();
    expect(res.status).toBe(200);
    expect((await res.json()).isBanned).toBe(true);
    expect(await prisma.session.count({ where: { userId: u.id } })).toBe(0);
    expect((await c.get("/api/user")).status).toBe(401);
    expect(ended).toContain(u.id);

    expect((await as.owner.post(`/api/admin/users/${u.id}/unban`)).status).toBe(200);
    const again = await server
      .client()
      .post("/api/login", { username: tag, password: "secret123" });
    expect(again.status).toBe(200);
  });

  it("delete writes a Deletion record naming the actor and removes the user", async () => {
    const c = server.client();
    const u = await c.register(uniqueTag("del"));
    const res = await as.owner.delete(`/api/admin/users/${u.id}`);
    expect(res.status).toBe(200);
    expect(await prisma.user.findUnique({ where: { id: u.id } })).toBeNull();
    expect(await prisma.session.count({ where: { userId: u.id } })).toBe(0);
    expect((await c.get("/api/user")).status).toBe(401);
    const owner = await prisma.user.findUniqueOrThrow({ where: { id: ids.owner } });
    const record = await prisma.deletionRecord.findFirstOrThrow({ where: { deletedUserId: u.id } });
    expect(record).toMatchObject({
      deletedUsername: u.username,
      deletedByUserId: owner.id,
      deletedByUsername: owner.username,
    });

    const analytics = await (await as.admin.get("/api/admin/analytics?timeframe=week")).json();
    expect(analytics.removedUsersList).toContainEqual(
      expect.objectContaining({ username: u.username, deletedBy: owner.username }),
    );
  });

  it("promote makes an admin and tells them on their socket", async () => {
    const u = await makeUser();
    const heard: unknown[] = [];
    const off = subscribe("toUser", (e) => heard.push(e));
    const res = await as.owner.patch(`/api/admin/users/${u.id}/promote`);
    off();
    expect(res.status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: u.id } })).isAdmin).toBe(true);
    expect(heard).toContainEqual({
      userId: u.id,
      event: "userPromoted",
      payload: { newRole: "admin" },
    });
  });

  it("make-admin: owner only; 404 unknown, 409 already admin, 400 missing userId", async () => {
    expect((await as.admin.post("/api/admin/make-admin", { userId: ids.user })).status).toBe(403);
    expect((await as.owner.post("/api/admin/make-admin", { userId: "nope" })).status).toBe(404);
    expect((await as.owner.post("/api/admin/make-admin", { userId: ids.admin })).status).toBe(409);
    const bad = await as.owner.post("/api/admin/make-admin", {});
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Please enter a valid user ID.");
  });

  it("lists users newest first without passwords", async () => {
    const list = (await (await as.admin.get("/api/admin/users")).json()) as Record<
      string,
      unknown
    >[];
    expect(list.length).toBeGreaterThan(3);
    expect(Object.keys(list[0]).sort()).toEqual([
      "createdAt",
      "email",
      "id",
      "isAdmin",
      "isBanned",
      "isOnline",
      "lastSeen",
      "role",
      "username",
    ]);
    const times = list.map((u) => Date.parse(u.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("new users honour the timeframe; a bad timeframe is a 400", async () => {
    const old = await makeUser({ createdAt: new Date(Date.now() - 60 * 24 * 3600 * 1000) });
    const week = (await (await as.admin.get("/api/admin/new-users?timeframe=week")).json()) as {
      id: string;
    }[];
    const year = (await (await as.admin.get("/api/admin/new-users?timeframe=year")).json()) as {
      id: string;
    }[];
    expect(week.map((u) => u.id)).not.toContain(old.id);
    expect(year.map((u) => u.id)).toContain(old.id);
    expect((await as.admin.get("/api/admin/new-users?timeframe=decade")).status).toBe(400);
    expect((await as.admin.get("/api/admin/analytics?timeframe=day")).status).toBe(400);
    expect((await as.admin.post("/api/admin/acknowledge-new-users", { timeframe: 3 })).status).toBe(
      400,
    );
  });
});

describe("admin requests", () => {
  it("approve promotes the user; processedBy and processedAt come from the server", async () => {
    const r = await pendingRequest();
    const res = await as.owner.patch(`/api/admin-requests/${r.id}`, {
      status: "approved",
      userId: ids.user,
      processedBy: "Mallory",
      processedAt: "1999-01-01T00:00:00.000Z",
    });
    expect(res.status).toBe(200);
    const owner = await prisma.user.findUniqueOrThrow({ where: { id: ids.owner } });
    const stored = await prisma.adminRequest.findUniqueOrThrow({ where: { id: r.id } });
    expect(stored.status).toBe("approved");
    expect(stored.processedBy).toBe(owner.username);
    expect(stored.processedAt!.getFullYear()).toBeGreaterThan(2000);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: r.userId! } })).isAdmin).toBe(true);
    // The userId in the body was ignored: the signed-in basic user was not promoted.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: ids.user } })).isAdmin).toBe(false);

    const again = await as.owner.patch(`/api/admin-requests/${r.id}`, { status: "rejected" });
    expect(again.status).toBe(409);

    const history = (await (await as.admin.get("/api/admin/request-history")).json()) as {
      id: string;
      type: string;
      processedBy: string;
      submittedBy: string;
    }[];
    expect(history[0]).toMatchObject({
      type: "admin",
      id: r.id,
      processedBy: owner.username,
      submittedBy: r.username,
    });
  });

  it("reject leaves the user alone; bad status is 400; unknown id 404", async () => {
    const r = await pendingRequest();
    expect((await as.owner.patch(`/api/admin-requests/${r.id}`, { status: "maybe" })).status).toBe(
      400,
    );
    expect((await prisma.adminRequest.findUniqueOrThrow({ where: { id: r.id } })).status).toBe(
      "pending",
    );
    expect(
      (await as.owner.patch(`/api/admin-requests/${r.id}`, { status: "rejected" })).status,
    ).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: r.userId! } })).isAdmin).toBe(false);
    expect((await as.owner.patch("/api/admin-requests/nope", { status: "rejected" })).status).toBe(
      404,
    );
  });

  it("the list can be filtered by status", async () => {
    await pendingRequest();
    const list = (await (await as.admin.get("/api/admin-requests?status=pending")).json()) as {
      status: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.status === "pending")).toBe(true);
    expect((await as.admin.get("/api/admin-requests?status=odd")).status).toBe(400);
  });
});

describe("messages", () => {
  it("mark read flips isRead; unknown id 404", async () => {
    const m = await prisma.contactMessage.create({
      data: { name: "n", email: "e@x.io", message: "hi", messageType: "feature" },
    });
    const list = (await (await as.admin.get("/api/admin/messages")).json()) as { id: string }[];
    expect(list.map((x) => x.id)).toContain(m.id);
    expect((await as.admin.patch(`/api/admin/messages/${m.id}/read`)).status).toBe(200);
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id: m.id } })).isRead).toBe(
      true,
    );
    expect((await as.admin.patch("/api/admin/messages/nope/read")).status).toBe(404);
  });
});

describe("notifications and analytics", () => {
  it("counts pending requests and users since the admin last viewed", async () => {
    const c = server.client();
    const a = await c.register(uniqueTag("na"));
    await prisma.user.update({ where: { id: a.id }, data: { isAdmin: true } });
    const before = await (await c.get("/api/admin/notifications")).json();
    expect(before.pendingTournamentCount).toBe(0);
    expect(before.newUsersCount).toBeGreaterThan(0);
    expect(before.pendingAdminRequestCount).toBe(
      await prisma.adminRequest.count({ where: { status: "pending" } }),
    );

    expect((await c.post("/api/admin/notification-view", {})).status).toBe(200);
    expect((await (await c.get("/api/admin/notification-counts")).json()).newUsersCount).toBe(0);
    await makeUser();
    expect((await (await c.get("/api/admin/notifications")).json()).newUsersCount).toBe(1);
    expect(await prisma.adminNotificationState.count({ where: { adminId: a.id } })).toBe(1);
  });

  it("aggregates sign-ins per bucket", async () => {
    const u = await makeUser();
    const now = Date.now();
    await prisma.loginRecord.createMany({
      data: [0, 0, 40, 200].map((days) => ({
        userId: u.id,
        username: u.username,
        loginTime: new Date(now - days * 24 * 3600 * 1000),
      })),
    });
    const week = await (await as.admin.get("/api/admin/analytics?timeframe=week")).json();
    expect(week.series).toHaveLength(7);
    expect(week.totalLogins).toBe(
      week.series.reduce((s: number, p: { logins: number }) => s + p.logins, 0),
    );
    expect(week.series.at(-1).logins).toBeGreaterThanOrEqual(2);
    expect(week.activeUsers).toBeGreaterThanOrEqual(1);

    const year = await (await as.admin.get("/api/admin/analytics?timeframe=year")).json();
    expect(year.series).toHaveLength(12);
    expect(year.totalLogins - week.totalLogins).toBeGreaterThanOrEqual(2);
    expect(year.series[0].label).toMatch(/^\d{4}-\d{2}$/);
    expect(Object.keys(year).sort()).toEqual([
      "activeUsers",
      "removedUsers",
      "removedUsersList",
      "series",
      "timeframe",
      "totalLogins",
    ]);
  });
});

describe("featured updates", () => {
  it("create trims text and goes last; blank text is 400 and adds nothing", async () => {
    const before = await prisma.featuredUpdate.count();
    const bad = await as.admin.post("/api/featured-updates", { text: "   " });
    expect(bad.status).toBe(400);
    expect((await as.admin.post("/api/featured-updates", { text: 5 })).status).toBe(400);
    expect(await prisma.featuredUpdate.count()).toBe(before);

    const max = await prisma.featuredUpdate.aggregate({ _max: { order: true } });
    const res = await as.admin.post("/api/featured-updates", { text: "  Top 8 tonight  " });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ text: "Top 8 tonight", isActive: true });
    expect(created.order).toBe((max._max.order ?? 0) + 1);
  });

  it("update validates; unknown id 404", async () => {
    const f = await featured("Original");
    expect((await as.admin.patch(`/api/featured-updates/${f.id}`, { text: " " })).status).toBe(400);
    expect((await as.admin.patch(`/api/featured-updates/${f.id}`, {})).status).toBe(400);
    expect((await prisma.featuredUpdate.findUniqueOrThrow({ where: { id: f.id } })).text).toBe(
      "Original",
    );
    const ok = await as.admin.patch(`/api/featured-updates/${f.id}`, { isActive: false, order: 3 });
    expect(await ok.json()).toMatchObject({ isActive: false, order: 3, text: "Original" });
    expect((await as.admin.patch("/api/featured-updates/nope", { text: "x" })).status).toBe(404);
    expect((await as.admin.delete("/api/featured-updates/nope")).status).toBe(404);
  });

  it("reorder rewrites order 1..n; a partial list is 400 and changes nothing", async () => {
    await featured("A");
    await featured("B");
    const all = await prisma.featuredUpdate.findMany({ select: { id: true, order: true } });
    const snapshot = JSON.stringify(all);
    const partial = await as.admin.post("/api/featured-updates/reorder", {
      ids: all.slice(1).map((f) => f.id),
    });
    expect(partial.status).toBe(400);
    const dup = await as.admin.post("/api/featured-updates/reorder", {
      ids: [all[0].id, ...all.slice(0, -1).map((f) => f.id)],
    });
    expect(dup.status).toBe(400);
    expect(
      JSON.stringify(await prisma.featuredUpdate.findMany({ select: { id: true, order: true } })),
    ).toBe(snapshot);

    const wanted = all.map((f) => f.id).reverse();
    const res = await as.admin.post("/api/featured-updates/reorder", { ids: wanted });
    expect(res.status).toBe(200);
    const list = (await (await server.client().get("/api/featured-updates")).json()) as {
      id: string;
      order: number;
    }[];
    expect(list.map((f) => f.id)).toEqual(wanted);
    expect(list.map((f) => f.order)).toEqual(wanted.map((_, i) => i + 1));
  });
});

describe("/admin-setup page", () => {
  it("signed out → /auth; non-admin → / with the spec's toast", async () => {
    const guest = await server.client().get("/admin-setup");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toMatch(/^\/auth/);

    const c = server.client();
    await c.register(uniqueTag("ns"));
    const res = await c.get("/admin-setup");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const home = await c.get("/");
    expect(await home.text()).toContain("Only administrators can access this page.");
    const post = await c.post("/admin-setup", new URLSearchParams({ userId: ids.user }));
    expect(post.status).toBe(302);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: ids.user } })).isAdmin).toBe(false);
  });

  it("admins see the form; only the owner's works, without JavaScript too", async () => {
    const refused = await as.admin.post("/admin-setup", new URLSearchParams({ userId: ids.user }));
    expect(await refused.text()).toContain("Owner access required");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: ids.user } })).isAdmin).toBe(false);

    const page = await (await as.admin.get("/admin-setup")).text();
    expect(page).toContain("User ID");
    expect(page).toContain("Make Admin");
    expect(page).toContain("public for initial setup");

    const empty = await as.owner.post("/admin-setup", new URLSearchParams({ userId: " " }));
    expect(empty.status).toBe(200);
    const html = await empty.text();
    expect(html).toContain("User ID Required");
    expect(html).toContain("Please enter a valid user ID.");

    const unknown = await as.owner.post("/admin-setup", new URLSearchParams({ userId: "nope" }));
    const text = await unknown.text();
    expect(text).toContain("Failed to Create Admin");
    expect(text).toContain("User not found");

    const target = await makeUser();
    const ok = await as.owner.post("/admin-setup", new URLSearchParams({ userId: target.id }));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin-setup");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: target.id } })).isAdmin).toBe(true);
    expect(await (await as.owner.get("/admin-setup")).text()).toContain(
      `${target.username} is now an administrator.`,
    );
  });
});
