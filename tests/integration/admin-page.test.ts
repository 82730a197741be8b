import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { clientsPerRole, form, makeUser, startTestServer, toastOf } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Awaited<ReturnType<typeof clientsPerRole>>["as"];
let ids: Awaited<ReturnType<typeof clientsPerRole>>["ids"];

beforeAll(async () => {
  server = await startTestServer();
  ({ as, ids } = await clientsPerRole(server));
});
afterAll(() => server.close());

describe("/admin page", () => {
  it("sends guests to /auth", async () => {
    const res = await as.guest.get("/admin");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth/);
  });

  it("sends plain users home with a toast", async () => {
    const res = await as.user.get("/admin");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
  });

  it("renders for an admin, without owner actions", async () => {
    const target = await makeUser();
    const res = await as.admin.get("/admin");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Site Administration");
    expect(html).toContain("No actions available");
    expect(html).toContain("Owner account protected");
    expect(html).toContain("Owner access required to process admin requests");
    expect(html).toContain(target.username);
    expect(html).not.toContain(`confirm=ban&amp;user=${target.id}`);
    expect(html).toContain('href="/admin"');
  });

  it("marks notifications viewed on load", async () => {
    await as.admin.get("/admin");
    const state = await prisma.adminNotificationState.findUnique({
      where: { adminId: ids.admin },
    });
    expect(state?.lastViewedAt).toBeInstanceOf(Date);
  });

  it("offers the owner per-user actions and a confirmation panel", async () => {
    const target = await makeUser();
    const list = await (await as.owner.get("/admin")).text();
    expect(list).toContain(`confirm=ban&amp;user=${target.id}`);
    expect(list).not.toContain("Owner access required to process admin requests");

    const res = await as.owner.get(`/admin?confirm=ban&user=${target.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<dialog open="" aria-labelledby="confirm-title"/);
    expect(html).toContain(`Ban ${target.username}?`);
    expect(html).toContain('name="intent" value="ban"');
    expect(html).toContain(`name="userId" value="${target.id}"`);
  });

  it("offers the owner Remove Administrator on an admin's row, confirmed, then the usual actions", async () => {
    const admin = await makeUser({ isAdmin: true });
    const list = await (await as.owner.get("/admin")).text();
    expect(list).toContain(`confirm=demote&amp;user=${admin.id}`);
    expect(list).not.toContain(`confirm=ban&amp;user=${admin.id}`);

    const confirm = await (await as.owner.get(`/admin?confirm=demote&user=${admin.id}`)).text();
    expect(confirm).toContain(`Remove ${admin.username}&#x27;s administrator rights?`);
    expect(confirm).toContain('name="intent" value="demote"');

    const res = await as.owner.post("/admin", form({ intent: "demote", userId: admin.id }));
    expect(toastOf(res)).toMatchObject({
      title: "Administrator Removed",
      description: `${admin.username} is no longer an administrator.`,
    });
    const after = await (await as.owner.get("/admin")).text();
    expect(after).toContain(`confirm=ban&amp;user=${admin.id}`);
    expect(after).toContain(`confirm=promote&amp;user=${admin.id}`);

    const again = await as.owner.post("/admin", form({ intent: "demote", userId: admin.id }));
    expect(toastOf(again)).toMatchObject({
      title: "Removal Failed",
      description: "That user is not an administrator",
      type: "destructive",
    });
  });

  it("PATCH /api/admin/users/{id}/demote: owner only", async () => {
    const admin = await makeUser({ isAdmin: true });
    const url = `/api/admin/users/${admin.id}/demote`;
    expect((await as.guest.patch(url)).status).toBe(401);
    expect((await as.admin.patch(url)).status).toBe(403);
    const res = await as.owner.patch(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: admin.id, isAdmin: false });
    expect((await as.owner.patch(url)).status).toBe(409);
    expect((await as.owner.get(url)).status).toBe(405);
  });

  it("does not render a confirmation panel for a non-owner", async () => {
    const target = await makeUser();
    const html = await (await as.admin.get(`/admin?confirm=ban&user=${target.id}`)).text();
    expect(html).not.toContain('aria-labelledby="confirm-title"');
  });

  it("lets the owner ban a user", async () => {
    const target = await makeUser();
    const res = await as.owner.post("/admin", form({ intent: "ban", userId: target.id }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(toastOf(res)).toMatchObject({ title: "User Banned" });
    const row = await prisma.user.findUnique({ where: { id: target.id } });
    expect(row?.isBanned).toBe(true);
  });

  it("finds an account by tag or email, with the real total, and a refused search says why", async () => {
    const target = await makeUser({ createdAt: new Date("2020-01-01T00:00:00Z") });
    const everyone = await (await as.admin.get("/admin")).text();
    expect(everyone).toContain(`Registered Users (<!-- -->${await prisma.user.count()}<!-- -->)`);
    expect(everyone).toMatch(/<form[^>]*role="search"[^>]*aria-label="Find a user"/);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
    const joined = await prisma.user.count({ where: { createdAt: { gte: weekAgo } } });
    expect(everyone).toContain(`New Users (<!-- -->${joined}<!-- -->)`);

    const found = await (
      await as.admin.get(`/admin?users=${target.username.toUpperCase()}`)
    ).text();
    expect(found).toContain("Registered Users (<!-- -->1<!-- -->)");
    expect(found).toContain(`value="${target.username.toUpperCase()}"`);
    const byEmail = await as.admin.get(
      `/admin?users=${encodeURIComponent(`${target.username}@X.IO`)}`,
    );
    expect(await byEmail.text()).toContain("Registered Users (<!-- -->1<!-- -->)");

    const past = await (await as.admin.get("/admin?usersPage=999")).text();
    expect(past).toContain(target.username);
    expect(past).not.toContain("No registered users.");

    const none = await (await as.admin.get("/admin?users=no-such-player-anywhere")).text();
    expect(none).toContain("No accounts match “no-such-player-anywhere”.");
    const long = await (await as.admin.get(`/admin?users=${"x".repeat(101)}`)).text();
    expect(long).toContain("Search for at most 100 characters.");
  });

  it("lists the newest 20 who joined in the timeframe, newest first, and counts them all", async () => {
    for (let i = 0; i < 21; i++) await makeUser();
    const html = await (await as.admin.get("/admin?section=users")).text();
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
    const joined = await prisma.user.findMany({
      where: { createdAt: { gte: weekAgo } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { username: true },
    });
    expect(html).toContain(`New Users (<!-- -->${joined.length}<!-- -->)`);
    const region = html.slice(html.indexOf('aria-labelledby="new-users-title"'));
    const listed = region.slice(0, region.indexOf("</ul>"));
    const shown = [...listed.matchAll(/<span class="truncate[^"]*">([^<]+)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(shown).toEqual(joined.slice(0, 20).map((u) => u.username));
    expect(region).toContain(
      "The newest <!-- -->20<!-- --> are listed; Registered Users has every account.",
    );
  });

  it("confirms an action on an account found by search, and comes back to that search", async () => {
    const target = await makeUser({ createdAt: new Date("2020-01-02T00:00:00Z") });
    const view = `users=${target.username}&newUsers=month`;
    const confirm = await (
      await as.owner.get(`/admin?${view}&confirm=ban&user=${target.id}`)
    ).text();
    expect(confirm).toContain(`Ban ${target.username}?`);
    const back = `/admin?newUsers=month&amp;users=${target.username}`;
    expect(confirm).toContain(`<form method="post" action="${back}"`);

    const res = await as.owner.post(`/admin?${view}`, form({ intent: "ban", userId: target.id }));
    expect(res.headers.get("location")).toBe(`/admin?newUsers=month&users=${target.username}`);
    expect(toastOf(res)).toMatchObject({ title: "User Banned" });
  });

  it("GET /api/admin/users pages and searches like the page", async () => {
    const target = await makeUser();
    const found = (await (await as.admin.get(`/api/admin/users?q=${target.username}`)).json()) as {
      id: string;
    }[];
    expect(found.map((u) => u.id)).toEqual([target.id]);
    expect(await (await as.admin.get("/api/admin/users?page=999")).json()).toEqual([]);
    const long = await as.admin.get(`/api/admin/users?q=${"x".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toBe("Search for at most 100 characters.");
  });

  it("refuses a ban from a non-owner admin", async () => {
    const target = await makeUser();
    const res = await as.admin.post("/admin", form({ intent: "ban", userId: target.id }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(toastOf(res)).toMatchObject({ title: "Ban Failed", type: "destructive" });
    const row = await prisma.user.findUnique({ where: { id: target.id } });
    expect(row?.isBanned).toBe(false);
  });

  it("lets an admin mark a message read", async () => {
    const m = await prisma.contactMessage.create({
      data: { name: "n", email: "e@x.io", message: "hello there", messageType: "feature" },
    });
    const html = await (await as.admin.get("/admin")).text();
    expect(html).toContain("Feature Request");
    expect(html).toContain(`name="messageId" value="${m.id}"`);
    const res = await as.admin.post("/admin", form({ intent: "markRead", messageId: m.id }));
    expect(res.status).toBe(302);
    const row = await prisma.contactMessage.findUnique({ where: { id: m.id } });
    expect(row?.isRead).toBe(true);
  });

  it("lets the owner approve an admin request", async () => {
    const u = await makeUser();
    const r = await prisma.adminRequest.create({
      data: { userId: u.id, username: u.username, email: "r@x.io", message: "pls" },
    });
    const res = await as.owner.post("/admin", form({ intent: "approveRequest", requestId: r.id }));
    expect(res.status).toBe(302);
    const row = await prisma.user.findUnique({ where: { id: u.id } });
    expect(row?.isAdmin).toBe(true);
  });

  it("renders the analytics chart for a year", async () => {
    const res = await as.admin.get("/admin?analytics=year");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<svg");
    expect(html).toContain("Page Analytics");
    expect(html).toContain("Total Logins");
  });

  it("rejects an unknown intent", async () => {
    const res = await as.admin.post("/admin", form({ intent: "nope" }));
    expect(res.status).toBe(302);
  });
});
