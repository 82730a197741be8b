import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, uniqueTag, type TestClient } from "./harness";
import { closeSockets, next, openSocket } from "./socket-helpers";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

type Player = { client: TestClient; id: string; username: string };

async function player(prefix = "rt"): Promise<Player> {
  const client = server.client();
  const { id, username } = await client.register(uniqueTag(prefix));
  return { client, id, username };
}

/** A real socket.io-client connection carrying the player's session cookie (or none). */
const open = (cookie: string) => openSocket(server.baseUrl, cookie);

/** Opens a socket and waits until the server has put it in its user's room. */
async function online(p: Player) {
  const socket = await open(p.client.cookieHeader);
  const joined = next(socket, "joined");
  socket.emit("join", p.id);
  await joined;
  return socket;
}

/** Every event the socket hears from now on, by name. */
function recorder(socket: Socket) {
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return {
    names: () => heard.map((h) => h.event),
    count: (event: string) => heard.filter((h) => h.event === event).length,
  };
}

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

async function sendRequest(from: Player, to: Player) {
  const res = await from.client.post("/api/friends/request", { receiverId: to.id });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function befriend(a: Player, b: Player) {
  const id = await sendRequest(a, b);
  expect((await b.client.post(`/api/friends/accept/${id}`)).status).toBe(200);
}

it("delivers friendRequestReceived to the receiver only", async () => {
  const [a, b, c] = [await player(), await player(), await player()];
  const [aSocket, bSocket, cSocket] = [await online(a), await online(b), await online(c)];
  const [aHeard, cHeard] = [recorder(aSocket), recorder(cSocket)];
  const received = next(bSocket, "friendRequestReceived");
  const id = await sendRequest(a, b);
  expect(await received).toEqual({
    requesterUsername: a.username,
    requesterId: a.id,
    requestId: id,
  });
  await settle();
  expect(aHeard.count("friendRequestReceived")).toBe(0);
  expect(cHeard.names()).toEqual([]);
});

it("tells the requester when the request is accepted or rejected", async () => {
  const [a, b] = [await player(), await player()];
  const aSocket = await online(a);
  const accepted = next(aSocket, "friendRequestAccepted");
  await befriend(a, b);
  expect(await accepted).toEqual({ username: b.username, userId: b.id });

  const c = await player();
  const id = await sendRequest(a, c);
  const rejected = next(aSocket, "friendRequestRejected");
  expect((await c.client.post(`/api/friends/reject/${id}`)).status).toBe(200);
  expect(await rejected).toEqual({ username: c.username, userId: c.id });
});

it("tells both sides (and the remover's other tabs) when a friend is removed", async () => {
  const [a, b] = [await player(), await player()];
  await befriend(a, b);
  const [aTab1, aTab2, bSocket] = [await online(a), await online(a), await online(b)];
  const toFriend = next(bSocket, "friendRemoved");
  const toOwnTabs = Promise.all([next(aTab1, "friendRemoved"), next(aTab2, "friendRemoved")]);
  expect((await a.client.delete(`/api/friends/${b.id}`)).status).toBe(200);
  expect(await toFriend).toEqual({ userId: a.id, username: a.username, removedBy: a.id });
  for (const payload of await toOwnTabs) {
    expect(payload).toEqual({ userId: b.id, username: b.username, removedBy: a.id });
  }
});

it("tells friends (not strangers) when a user comes online and goes offline, several tabs once", async () => {
  const [a, friend, stranger] = [await player(), await player(), await player()];
  await befriend(a, friend);
  const [friendSocket, strangerSocket] = [await online(friend), await online(stranger)];
  const [friendHeard, strangerHeard] = [recorder(friendSocket), recorder(strangerSocket)];
  const onlineIds = async () =>
    ((await (await friend.client.get("/api/friends/online")).json()) as { id: string }[]).map(
      (f) => f.id,
    );
  expect(await onlineIds()).toEqual([]);

  const cameOnline = next<{ userId: string }>(friendSocket, "friendOnline");
  const tab1 = await online(a);
  expect(await cameOnline).toEqual({ userId: a.id });
  await expect.poll(onlineIds).toEqual([a.id]);
  const tab2 = await online(a);
  await settle();
  expect(friendHeard.count("friendOnline")).toBe(1);

  tab1.close();
  await settle();
  expect(friendHeard.count("friendOffline")).toBe(0);
  expect(await onlineIds()).toEqual([a.id]);

  const wentOffline = next<{ userId: string }>(friendSocket, "friendOffline");
  tab2.close();
  expect(await wentOffline).toEqual({ userId: a.id });
  await expect.poll(onlineIds).toEqual([]);
  expect(strangerHeard.count("friendOnline") + strangerHeard.count("friendOffline")).toBe(0);
});

it("tells a friend of each of several players whose tabs all connect at once, each once", async () => {
  const hub = await player();
  const others = [await player(), await player(), await player()];
  for (const other of others) await befriend(hub, other);
  const hubSocket = await online(hub);
  const heard = recorder(hubSocket);
  const allOnline = new Promise<string[]>((resolve) => {
    const ids: string[] = [];
    hubSocket.on("friendOnline", ({ userId }: { userId: string }) => {
      ids.push(userId);
      if (ids.length === others.length) resolve(ids);
    });
  });
  // Three tabs each, all handshaking together: written and announced in one go.
  await Promise.all(others.flatMap((other) => [online(other), online(other), online(other)]));
  expect((await allOnline).sort()).toEqual(others.map((o) => o.id).sort());
  const onlineIds = async () =>
    ((await (await hub.client.get("/api/friends/online")).json()) as { id: string }[]).map(
      (f) => f.id,
    );
  await expect.poll(async () => (await onlineIds()).sort()).toEqual(others.map((o) => o.id).sort());
  await settle();
  expect(heard.count("friendOnline")).toBe(others.length);
});

it("gives an unauthenticated socket no friend events", async () => {
  const guest = await open("");
  const heard = recorder(guest);
  const [a, b] = [await player(), await player()];
  const id = await sendRequest(a, b);
  expect((await b.client.post(`/api/friends/accept/${id}`)).status).toBe(200);
  const tab = await online(a);
  tab.close();
  expect((await b.client.delete(`/api/friends/${a.id}`)).status).toBe(200);
  await settle();
  expect(heard.names()).toEqual([]);
});
