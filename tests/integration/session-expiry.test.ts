import { afterAll, beforeAll, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { startTestServer, uniqueTag } from "./harness";

// A one-second inactivity window for this file only (the setting is read per request).
process.env.SESSION_IDLE_SECONDS = "1";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.SESSION_IDLE_SECONDS;
  await server.close();
});

it("ends a session on the server after the inactivity window", async () => {
  const c = server.client();
  const { id } = await c.register(uniqueTag("Idle"));
  expect((await c.get("/api/user")).status).toBe(200);
  await new Promise((r) => setTimeout(r, 1300));
  expect((await c.get("/api/user")).status).toBe(401);
  expect(await prisma.session.count({ where: { userId: id } })).toBe(0);
});

it("slides the window while the user is active", async () => {
  const c = server.client();
  await c.register(uniqueTag("Busy"));
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 500));
    // A page load is activity; /api/user (a background check) is not.
    expect((await c.get("/")).status).toBe(200);
  }
  expect((await c.get("/api/user")).status).toBe(200);
});
