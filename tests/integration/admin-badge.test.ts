import { afterAll, beforeAll, expect, it } from "vitest";
import { clientsPerRole, startTestServer, uniqueTag } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Awaited<ReturnType<typeof clientsPerRole>>["as"];

beforeAll(async () => {
  server = await startTestServer();
  ({ as } = await clientsPerRole(server));
});
afterAll(() => server.close());

const badgeOf = (html: string) => /data-testid="nav-badge"[^>]*>(\d+)</.exec(html)?.[1];

it("shows admins the sum of their notification counts, and clears it once they open /admin", async () => {
  await as.admin.get("/admin"); // start from a clean slate
  await server.client().register(uniqueTag("new"));
  const newcomer = server.client();
  await newcomer.register(uniqueTag("req"));
  expect((await newcomer.post("/api/admin-requests", { message: "Let me help" })).status).toBe(201);

  // Two new users and one pending admin request since the admin last looked.
  expect(badgeOf(await (await as.admin.get("/")).text())).toBe("3");
  const api = (await (await as.admin.get("/api/admin/notifications")).json()) as Record<
    string,
    number
  >;
  expect(api.newUsersCount + api.pendingAdminRequestCount + api.pendingTournamentCount).toBe(3);

  await as.admin.get("/admin");
  // The pending request still waits for the owner; new users are now seen.
  expect(badgeOf(await (await as.admin.get("/")).text())).toBe("1");
});

it("shows no Admin link or badge to players and guests", async () => {
  for (const client of [as.user, as.guest]) {
    const html = await (await client.get("/")).text();
    expect(html).not.toContain('href="/admin"');
    expect(badgeOf(html)).toBeUndefined();
  }
});

it("sums up the same counts in the admin's home welcome", async () => {
  await as.admin.get("/admin");
  const summary = (html: string) => /data-testid="admin-summary"[^>]*>([^<]*)</.exec(html)?.[1];
  const { prisma } = await import("~/server/db.server");
  await prisma.contactMessage.updateMany({ data: { isRead: true } });
  expect(summary(await (await as.admin.get("/")).text())).toBe(
    "There were no new tournaments submitted, users joined, messages received, or polls answered since you last logged in.",
  );
  const newcomer = server.client();
  await newcomer.register(uniqueTag("hi"));
  expect(
    (await newcomer.post("/api/messages", { messageType: "general", message: "Hello!" })).status,
  ).toBe(201);
  expect(summary(await (await as.admin.get("/")).text())).toBe(
    "There are a few users joined and messages received since you last logged in.",
  );
});
