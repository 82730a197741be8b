import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredSessions } from "~/models/session.server";
import { prisma } from "~/server/db.server";
import { befriend, signedIn, type Person } from "./chat-helpers";
import { form, startTestServer, uniqueTag } from "./harness";
import {
  closeSockets,
  emitWithAck,
  next,
  openMany,
  openSocket,
  silence,
  type Ack,
} from "./socket-helpers";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
beforeAll(async () => {
  // The real limits, not the ×100 that test runs get by default.
  server = await startTestServer({ relaxRateLimits: false });
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

const open = (cookie: string, headers?: Record<string, string>) =>
  openSocket(server.baseUrl, cookie, headers);

/** Resolves with the reason once the server has closed `socket`. */
const closedByServer = (socket: Socket, ms = 5000) => next<string>(socket, "disconnect", ms);

/** Still open and answered by the server as `userId`. */
async function expectLive(socket: Socket, userId: string) {
  const joined = next<{ userId: string }>(socket, "joined");
  socket.emit("join", userId);
  expect((await joined).userId).toBe(userId);
}

/** Runs `body` with environment variables set, then puts them back. */
async function withEnv(vars: Record<string, string>, body: () => Promise<void>) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    await body();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const sessionsOf = (userId: string) => prisma.session.count({ where: { userId } });

describe("a session that ends takes its sockets with it", () => {
  it("POST /api/logout closes the socket", async () => {
    const me = await signedIn(server, "Out");
    const socket = await open(me.client.cookieHeader);
    const closed = closedByServer(socket);
    const res = await me.client.post("/api/logout");
    expect(res.status).toBe(302);
    expect(await closed).toBe("io server disconnect");
    expect(await sessionsOf(me.id)).toBe(0);
  });

  it("closes a silent socket when its session expires from inactivity", async () => {
    // Four seconds is only the head start signing up and connecting get; the wait is for the state.
    await withEnv({ SESSION_IDLE_SECONDS: "4" }, async () => {
      const me = await signedIn(server, "Idle");
      const socket = await open(me.client.cookieHeader);
      expect(await closedByServer(socket, 30_000)).toBe("io server disconnect");
      expect(await sessionsOf(me.id)).toBe(0);
    });
  });

  it("closes the sockets of sessions the periodic sweep finds expired", async () => {
    const me = await signedIn(server, "Swept");
    const socket = await open(me.client.cookieHeader);
    await expectLive(socket, me.id);
    const closed = closedByServer(socket);
    await prisma.session.updateMany({
      where: { userId: me.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await deleteExpiredSessions();
    expect(await closed).toBe("io server disconnect");
    expect(await sessionsOf(me.id)).toBe(0);
  });

  it("drops an event sent on an expired session and closes the socket", async () => {
    const alice = await signedIn(server, "Late");
    const bob = await signedIn(server, "Bob");
    await befriend(alice.id, bob.id);
    const a = await open(alice.client.cookieHeader);
    const b = await open(bob.client.cookieHeader);
    // The inactivity window ran out (as twenty quiet minutes would leave it).
    await prisma.session.updateMany({
      where: { userId: alice.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    // Twenty quiet minutes also make the session's slide due, so an action reads the session
    // (sooner, it trusts the socket's last read): a 10 ms window makes it due at once.
    await withEnv({ SESSION_IDLE_SECONDS: "0.01" }, async () => {
      const closed = closedByServer(a);
      const bobHears = silence(b, "newMessage", 600);
      a.emit("sendMessage", { receiverId: bob.id, message: "after expiry" });
      expect(await closed).toBe("io server disconnect");
      expect(await bobHears).toBe("silent");
    });
    expect(await prisma.chatMessage.count({ where: { senderId: alice.id } })).toBe(0);
  });

  /** One account signed in on two devices, each with a socket. */
  async function twoDevices(prefix: string) {
    const tag = uniqueTag(prefix);
    const here = server.client();
    const { id } = await here.register(tag, "secret123");
    const there = server.client();
    expect((await there.post("/api/login", { username: tag, password: "secret123" })).status).toBe(
      200,
    );
    return {
      id,
      here,
      there,
      hereSocket: await open(here.cookieHeader),
      thereSocket: await open(there.cookieHeader),
    };
  }

  it("a password change over /api ends the other sessions and their sockets, not its own", async () => {
    const { id, here, there, hereSocket, thereSocket } = await twoDevices("PwApi");
    const closed = closedByServer(thereSocket);
    const res = await here.post("/api/change-password", {
      currentPassword: "secret123",
      newPassword: "newsecret",
    });
    expect(res.status).toBe(200);
    expect(await closed).toBe("io server disconnect");
    expect((await there.get("/api/user")).status).toBe(401);
    expect((await here.get("/api/user")).status).toBe(200);
    await expectLive(hereSocket, id);
    expect(await sessionsOf(id)).toBe(1);
  });

  it("a password change on the profile page does the same", async () => {
    const { id, here, there, hereSocket, thereSocket } = await twoDevices("PwPage");
    const closed = closedByServer(thereSocket);
    const res = await here.post(
      "/profile",
      form({
        intent: "changePassword",
        currentPassword: "secret123",
        newPassword: "newsecret",
        confirmPassword: "newsecret",
      }),
    );
    expect(res.status).toBe(302);
    expect(await closed).toBe("io server disconnect");
    expect((await there.get("/api/user")).status).toBe(401);
    await expectLive(hereSocket, id);
  });

  it("signing in as someone else in the same browser ends the previous session and its sockets", async () => {
    const browser = server.client();
    const first = await browser.register(uniqueTag("First"));
    const socket = await open(browser.cookieHeader);
    const secondTag = uniqueTag("Second");
    await server.client().register(secondTag, "secret123");

    const closed = closedByServer(socket);
    const res = await browser.post("/api/login", { username: secondTag, password: "secret123" });
    expect(res.status).toBe(200);
    expect(await closed).toBe("io server disconnect");
    expect(await sessionsOf(first.id)).toBe(0);
    expect(((await (await browser.get("/api/user")).json()) as { username: string }).username).toBe(
      secondTag,
    );
  });
});

describe("the handshake's Origin", () => {
  const handshake = (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/socket.io/?EIO=4&transport=polling`, { headers });

  it("refuses another site's page, even with the victim's cookie", async () => {
    const victim = await signedIn(server, "Victim");
    const evil = { Origin: "https://evil.example" };
    await expect(open(victim.client.cookieHeader, evil)).rejects.toThrow();
    const polling = await handshake({ Cookie: victim.client.cookieHeader, ...evil });
    expect(polling.status).toBe(403);
    await expect(open(victim.client.cookieHeader, { Origin: "null" })).rejects.toThrow();
    // The site's host under another scheme is another origin.
    const otherScheme = { Origin: server.baseUrl.replace("http:", "https:") };
    await expect(open(victim.client.cookieHeader, otherScheme)).rejects.toThrow();
  });

  it("accepts the site's own pages and clients that send no Origin", async () => {
    const me = await signedIn(server, "Home");
    const own = { Origin: server.baseUrl };
    await expectLive(await open(me.client.cookieHeader, own), me.id);
    await expectLive(await open(me.client.cookieHeader), me.id);
    expect((await handshake({ Cookie: me.client.cookieHeader, ...own })).status).toBe(200);
  });

  it("refuses a request another site sent without an Origin", async () => {
    const me = await signedIn(server, "NoOrig");
    const res = await handshake({ Cookie: me.client.cookieHeader, "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
  });

  it("with SITE_URL set, takes only that origin", async () => {
    const me = await signedIn(server, "Site");
    await withEnv({ SITE_URL: "https://meleehub.example/" }, async () => {
      await expect(open(me.client.cookieHeader, { Origin: server.baseUrl })).rejects.toThrow();
      const socket = await open(me.client.cookieHeader, { Origin: "https://meleehub.example" });
      await expectLive(socket, me.id);
    });
  });
});

describe("connection caps", () => {
  it("keeps an account to 20 live sockets and refuses the 21st with a clear error", async () => {
    const me = await signedIn(server, "Tabs");
    const { live, refusals } = await openMany(server.baseUrl, me.client.cookieHeader, 40);
    expect(live).toHaveLength(20);
    expect(refusals).toHaveLength(20);
    for (const message of refusals) {
      expect(message).toBe(
        "429: Too many open connections for this account (at most 20). Close some tabs and reload.",
      );
    }
    // Another account is not held back by this one.
    const other = await signedIn(server, "Other");
    await expectLive(await open(other.client.cookieHeader), other.id);

    // A closed tab gives its place back.
    live[0].close();
    await expect
      .poll(() =>
        open(me.client.cookieHeader).then(
          () => "open",
          () => "refused",
        ),
      )
      .toBe("open");
  });

  it("caps the sockets from one address, guests and accounts alike", async () => {
    await withEnv({ RATE_LIMITS: "socketsPerAddress=5" }, async () => {
      const small = await startTestServer({ relaxRateLimits: false });
      try {
        const me = await signedIn(small, "Addr");
        await openSocket(small.baseUrl, me.client.cookieHeader);
        const { live, refusals } = await openMany(small.baseUrl, "", 8);
        expect(live).toHaveLength(4);
        expect(refusals).toEqual(
          Array(4).fill("429: Too many open connections from this address. Try again later."),
        );
      } finally {
        closeSockets();
        await small.close();
      }
    });
  });
});

describe("one event budget per account", () => {
  async function chatPair(prefix: string) {
    const alice = await signedIn(server, prefix);
    const bob = await signedIn(server, "Pal");
    await befriend(alice.id, bob.id);
    return { alice, bob };
  }
  const stored = (sender: Person) => prisma.chatMessage.count({ where: { senderId: sender.id } });

  it("lets 10 sockets sending 40 messages each in a burst deliver about 20", async () => {
    const { alice, bob } = await chatPair("Flood");
    const { live } = await openMany(server.baseUrl, alice.client.cookieHeader, 10);
    expect(live).toHaveLength(10);
    const started = Date.now();
    const acks = await Promise.all(
      live.flatMap((socket, s) =>
        Array.from({ length: 40 }, (_, i) =>
          emitWithAck(socket, "sendMessage", { receiverId: bob.id, message: `flood ${s}-${i}` }),
        ),
      ),
    );
    const delivered = acks.filter((a) => a.ok).length;
    // A burst of 20, plus 5 for every second the flood took to arrive (a busy machine is slower).
    const seconds = Math.ceil((Date.now() - started) / 1000);
    expect(delivered).toBeGreaterThanOrEqual(20);
    expect(delivered).toBeLessThanOrEqual(20 + 5 * seconds);
    expect(delivered).toBeLessThan(400);
    for (const ack of acks.filter((a) => !a.ok)) {
      // Marked as the flood guard's, not the message's: the page posts it over HTTP instead.
      expect(ack).toEqual({
        ok: false,
        error: "429: Too many messages. Please slow down.",
        refusedBy: "eventBudget",
      });
    }
    expect(await stored(alice)).toBe(delivered);
  });

  it("delivers every message sent at a human pace of 5 a second", async () => {
    const { alice, bob } = await chatPair("Pace");
    const tabs = [await open(alice.client.cookieHeader), await open(alice.client.cookieHeader)];
    const acks = [];
    // More than one burst's worth, so only the refill at 5 a second can carry them all.
    for (let i = 0; i < 30; i++) {
      const started = Date.now();
      acks.push(
        await emitWithAck(tabs[i % 2], "sendMessage", { receiverId: bob.id, message: `m${i}` }),
      );
      // The pace is the subject here: one message every 200 ms across both tabs.
      await new Promise((r) => setTimeout(r, Math.max(0, 200 - (Date.now() - started))));
    }
    expect(acks.filter((a) => !a.ok)).toEqual([]);
    expect(await stored(alice)).toBe(30);
  });
});

describe("guest sockets and big events", () => {
  /** Sends `count` events at once, as fast as the client can write them. */
  function flood(socket: Socket, count: number, payload: (i: number) => unknown) {
    for (let i = 0; i < count; i++) socket.emit("watchSet", payload(i), () => undefined);
  }

  // First: the floods below spend this address's guest budget for the next few seconds.
  it("still answers a guest at a human pace", async () => {
    const guest = await open("");
    for (let i = 0; i < 5; i++) {
      expect(await emitWithAck(guest, "watchSet", "999999")).toEqual({
        ok: false,
        error: "404: Match not found",
      });
    }
    expect(guest.connected).toBe(true);
  });

  it("refuses a guest past its address's budget, then closes the socket that keeps on", async () => {
    const guest = await open("");
    const closed = closedByServer(guest, 15_000);
    const answers: Ack[] = [];
    // Waves of 20, each answered before the next: past the budget, never many waiting at once.
    for (let wave = 0; wave < 100 && guest.connected; wave++) {
      const acks = Array.from({ length: 20 }, () =>
        emitWithAck(guest, "watchSet", "999999").then((ack) => answers.push(ack)),
      );
      await Promise.race([Promise.all(acks), closed]);
    }
    expect(await closed).toBe("io server disconnect");
    expect(answers).toContainEqual({
      ok: false,
      error: "429: Too many messages. Please slow down.",
      refusedBy: "eventBudget",
    });
    // The budget is the guests': a player on the same address keeps theirs.
    const me = await signedIn(server, "Venue");
    await expectLive(await open(me.client.cookieHeader), me.id);
  });

  it("closes a guest socket that sends 1,000 events at once", async () => {
    const guest = await open("");
    const closed = closedByServer(guest, 15_000);
    flood(guest, 1000, () => "999999");
    expect(await closed).toBe("io server disconnect");
  });

  it("closes a socket that sends an event over 16 KB, and stores nothing", async () => {
    const alice = await signedIn(server, "Big");
    const bob = await signedIn(server, "Pal");
    await befriend(alice.id, bob.id);
    const socket = await open(alice.client.cookieHeader);
    // The longest message there is still goes through: 2,000 three-byte characters.
    const longest = await emitWithAck(socket, "sendMessage", {
      receiverId: bob.id,
      message: "€".repeat(2000),
    });
    expect(longest.ok).toBe(true);

    const closed = closedByServer(socket);
    socket.emit("sendMessage", { receiverId: bob.id, message: "x".repeat(200_000) });
    await closed;
    expect(socket.connected).toBe(false);
    expect(await prisma.chatMessage.count({ where: { senderId: alice.id } })).toBe(1);
  });

  it("keeps pages quick while a guest floods 1,000 events, some of 200 KB, and closes it", async () => {
    const reader = await signedIn(server, "Reader");
    const guest = await open("");
    const closed = closedByServer(guest, 15_000);
    const big = "x".repeat(200_000);
    flood(guest, 1000, (i) => (i % 10 === 9 ? big : String(i)));
    const started = Date.now();
    const page = await reader.client.get("/");
    expect(page.status).toBe(200);
    // Generous for a busy machine: a few ms when idle.
    expect(Date.now() - started).toBeLessThan(5000);
    await closed;
    expect(guest.connected).toBe(false);
  });
});
