import { afterAll, beforeAll, expect, it } from "vitest";
import { publish } from "~/realtime/server/events.server";
import { prisma } from "~/server/db.server";
import { startTestServer, uniqueTag } from "./harness";
import { closeSockets, next, openSocket, silence } from "./socket-helpers";

let server: Awaited<ReturnType<typeof startTestServer>>;
let stale: { id: string };
beforeAll(async () => {
  // Shown online by a process that stopped with its sockets open: the new server knows better.
  stale = await prisma.user.create({
    data: { username: "Stale", usernameKey: "stale", email: "stale@example.com", isOnline: true },
  });
  server = await startTestServer();
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

const open = (cookie: string) => openSocket(server.baseUrl, cookie);

it("identifies a socket from the session cookie, whatever id 'join' claims", async () => {
  const alice = server.client();
  const bob = server.client();
  const a = await alice.register(uniqueTag("Ali"));
  const b = await bob.register(uniqueTag("Bob"));

  const socket = await open(alice.cookieHeader);
  const joined = next<{ userId: string }>(socket, "joined");
  socket.emit("join", b.id); // a lie: the server answers with the session's identity
  expect((await joined).userId).toBe(a.id);

  // Events for Alice reach Alice's socket; events for Bob do not.
  const forAlice = next<{ readerId: string }>(socket, "messageRead");
  publish("toUser", { userId: b.id, event: "messageRead", payload: { readerId: "for-bob" } });
  publish("toUser", { userId: a.id, event: "messageRead", payload: { readerId: "for-alice" } });
  expect(await forAlice).toEqual({ readerId: "for-alice" });
});

it("lets a guest connect but hear nothing private", async () => {
  const guest = await open("");
  const heard = silence(guest, "joined", 500);
  guest.emit("join", "someone");
  expect(await heard).toBe("silent");
});

it("drops a user's sockets when their sessions end", async () => {
  const c = server.client();
  const u = await c.register(uniqueTag("Drop"));
  const socket = await open(c.cookieHeader);
  const gone = next(socket, "disconnect");
  publish("userSessionsEnded", { userId: u.id });
  await gone;
  expect(socket.connected).toBe(false);
});

it("tells admins when a user comes online and goes offline, counting several tabs once", async () => {
  const admin = server.client();
  const adminUser = await admin.register(uniqueTag("Adm"));
  await prisma.user.update({ where: { id: adminUser.id }, data: { isAdmin: true } });
  const adminSocket = await open(admin.cookieHeader);

  const player = server.client();
  const p = await player.register(uniqueTag("Ply"));
  const online = next<{ userId: string }>(adminSocket, "userOnline");
  const tab1 = await open(player.cookieHeader);
  expect((await online).userId).toBe(p.id);
  const tab2 = await open(player.cookieHeader);
  expect((await prisma.user.findUniqueOrThrow({ where: { id: p.id } })).isOnline).toBe(true);

  const offline = next<{ userId: string }>(adminSocket, "userOffline");
  tab1.close();
  await new Promise((r) => setTimeout(r, 200));
  expect((await prisma.user.findUniqueOrThrow({ where: { id: p.id } })).isOnline).toBe(true);
  tab2.close();
  expect((await offline).userId).toBe(p.id);
  await expect
    .poll(async () => (await prisma.user.findUniqueOrThrow({ where: { id: p.id } })).isOnline)
    .toBe(false);
});

it("starts with nobody online: a record left by a stopped process is cleared", async () => {
  await expect
    .poll(async () => (await prisma.user.findUniqueOrThrow({ where: { id: stale.id } })).isOnline)
    .toBe(false);
});
