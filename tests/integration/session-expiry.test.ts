import { afterAll, beforeAll, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { startTestServer, uniqueTag } from "./harness";

// The clock is not waited on: each test moves the session's own times in the database, as the
// passing minutes would, and checks what the next request does with them.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionOf = (userId: string) => prisma.session.findFirstOrThrow({ where: { userId } });

it("ends a session on the server after the inactivity window", async () => {
  const c = server.client();
  const { id } = await c.register(uniqueTag("Idle"));
  expect((await c.get("/api/user")).status).toBe(200);
  // Twenty quiet minutes later:
  await prisma.session.updateMany({
    where: { userId: id },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  expect((await c.get("/api/user")).status).toBe(401);
  expect(await prisma.session.count({ where: { userId: id } })).toBe(0);
});

it("slides the window while the user is active, not on background checks", async () => {
  const c = server.client();
  const { id } = await c.register(uniqueTag("Busy"));
  // Nineteen quiet minutes later, a minute of the window is left:
  const almostOver = new Date(Date.now() + 60_000);
  const quietSince = new Date(Date.now() - 19 * 60_000);
  await prisma.session.updateMany({
    where: { userId: id },
    data: { expiresAt: almostOver, lastActiveAt: quietSince },
  });
  // /api/user (a background check) is not activity: the window stays where it was.
  expect((await c.get("/api/user")).status).toBe(200);
  expect((await sessionOf(id)).expiresAt).toEqual(almostOver);
  // A page load is activity: the window starts again, twenty minutes from now.
  const before = Date.now();
  expect((await c.get("/")).status).toBe(200);
  const slid = (await sessionOf(id)).expiresAt.getTime();
  expect(slid).toBeGreaterThanOrEqual(before + 20 * 60_000);
  expect((await c.get("/api/user")).status).toBe(200);
});
