import http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { BODY_LIMIT, UPLOAD_BODY_LIMIT } from "~/http/body-limits";
import { LOGIN_MAX_FAILURES_PER_ADDRESS } from "~/models/login-throttle.server";
import { registerUser } from "~/models/user.server";
import { hashPassword } from "~/utils/password.server";
import { form, startTestServer, uniqueTag, type TestClient } from "./harness";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Streams `total` bytes as a chunked body (no Content-Length) and resolves with the status the
 * server answers, which may come before the body is finished: the writer stops on that.
 */
function postChunked(baseUrl: string, path: string, total: number, contentType: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(baseUrl + path, {
      method: "POST",
      headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked" },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("request bodies are counted as they stream", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ["/api/login", "application/json"],
    ["/auth", "application/x-www-form-urlencoded"],
    ["/auth.data", "application/x-www-form-urlencoded"],
  ])("answers 413 to a chunked body over the limit to %s", async (path, type) => {
    expect(await postChunked(server.baseUrl, path, 150 * 1024 * 1024, type)).toBe(413);
  });

  it("answers 413 to a chunked upload over the upload limit, before sign-in is checked", async () => {
    const type = "multipart/form-data; boundary=xyz";
    expect(
      await postChunked(server.baseUrl, "/profile", UPLOAD_BODY_LIMIT + 1024 * 1024, type),
    ).toBe(413);
    expect(
      await postChunked(server.baseUrl, "/api/user/profile-picture", 8 * 1024 * 1024, type),
    ).toBe(413);
  });

  it("still takes a body within the limit, and keeps serving after refusals", async () => {
    const client = server.client();
    const res = await client.post("/api/login", { username: "x".repeat(10), password: "y" });
    expect(res.status).toBe(400);
    expect(BODY_LIMIT).toBeLessThan(UPLOAD_BODY_LIMIT);
    expect((await client.get("/api/updates/latest-version")).status).toBe(200);
  });
});

describe("writes must come from the site's own origin", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ["null", "null"],
    ["another scheme", "https://127.0.0.1"],
    ["another site", "https://evil.example"],
  ])("refuses Origin %s on /api writes and page actions", async (_name, origin) => {
    const client = server.client();
    const headers = { Origin: origin.replace("127.0.0.1", new URL(server.baseUrl).host) };
    const api = await client.post("/api/login", { username: "a", password: "b" }, headers);
    expect(api.status).toBe(403);
    const page = await client.post("/auth", form({ username: "a", password: "b" }), headers);
    expect(page.status).toBe(403);
  });

  it("accepts the site's own origin", async () => {
    const client = server.client();
    const res = await client.post(
      "/api/login",
      { username: "nobody", password: "wrong-password" },
      { Origin: server.baseUrl },
    );
    expect(res.status).toBe(400);
  });
});

describe("behind a proxy, only the proxy's own hop is trusted", () => {
  let server: Server;
  beforeAll(async () => {
    process.env.TRUST_PROXY = "true";
    server = await startTestServer();
  });
  afterAll(async () => {
    delete process.env.TRUST_PROXY;
    await server.close();
  });

  it("counts failed sign-ins under the address the proxy saw, whatever the client claims", async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS + 10; i++) {
      // The client rotates the header; the proxy appends the real peer address last.
      const res = await client.post(
        "/api/login",
        { username: `guess${i}`, password: "wrong-password" },
        { "X-Forwarded-For": `203.0.113.${i}, 198.51.100.7` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LOGIN_MAX_FAILURES_PER_ADDRESS).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LOGIN_MAX_FAILURES_PER_ADDRESS).every((s) => s === 429)).toBe(true);
  });
});

describe("a tournament venue: many players behind one address", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ relaxRateLimits: false });
  });
  afterAll(() => server.close());

  async function signedInPlayers(count: number) {
    const hash = await hashPassword("secret123");
    const players: TestClient[] = [];
    for (let i = 0; i < count; i++) {
      const tag = uniqueTag("venue");
      await prisma.user.create({
        data: {
          username: tag,
          usernameKey: tag.toLowerCase(),
          email: `${tag}@x.io`,
          password: { create: { hash } },
        },
      });
      const client = server.client();
      const res = await client.post("/api/login", { username: tag, password: "secret123" });
      expect(res.status).toBe(200);
      players.push(client);
    }
    return players;
  }

  /** What one player does in a minute at a venue: browsing, badge polls and a few writes. */
  async function aMinuteOfPlay(player: TestClient) {
    const statuses: number[] = [];
    const record = async (res: Promise<Response>) => statuses.push((await res).status);
    for (let i = 0; i < 20; i++) await record(player.get("/api/tournaments"));
    for (let i = 0; i < 8; i++) await record(player.get("/api/chat/unread-counts"));
    for (let i = 0; i < 5; i++) await record(player.post("/api/chat/mark-read/nobody"));
    return statuses;
  }

  it(
    "lets 60 players sign in, and 50 play a minute, with no 429",
    { timeout: 120_000 },
    async () => {
      const players = await signedInPlayers(60);
      const statuses = (await Promise.all(players.slice(0, 50).map(aMinuteOfPlay))).flat();
      expect(statuses.filter((s) => s === 429)).toEqual([]);
    },
  );

  it("contains one abusive player without blocking the others", async () => {
    const [abuser, bystander] = await signedInPlayers(2);
    const abuse: number[] = [];
    for (let i = 0; i < 200; i++) {
      abuse.push((await abuser.post("/api/chat/mark-read/nobody")).status);
    }
    expect(abuse).toContain(429);
    expect((await bystander.post("/api/chat/mark-read/nobody")).status).not.toBe(429);
    expect((await bystander.get("/api/tournaments")).status).toBe(200);
  });
});

describe("the sign-in budget covers every way to try a password", () => {
  let server: Server;
  beforeEach(async () => {
    process.env.RATE_LIMITS = "signInPerQuarterHour=3,passwordChangesPerQuarterHour=2";
    server = await startTestServer({ relaxRateLimits: false });
  });
  afterEach(async () => {
    delete process.env.RATE_LIMITS;
    await server.close();
  });

  it("counts /auth.data sign-ins with /auth and /api/login", async () => {
    const client = server.client();
    const attempt = () => form({ username: "nobody", password: "wrong-password" });
    const statuses = [
      (await client.post("/auth", attempt())).status,
      (await client.post("/auth.data", attempt())).status,
      (await client.post("/api/login", { username: "nobody", password: "x" })).status,
      (await client.post("/auth.data", attempt())).status,
    ];
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it("counts the profile's password change with /api/change-password", async () => {
    const tag = uniqueTag("pw");
    await registerUser({ username: tag, password: "secret123", email: `${tag}@x.io` });
    const client = server.client();
    expect((await client.post("/api/login", { username: tag, password: "secret123" })).status).toBe(
      200,
    );
    const wrong = {
      currentPassword: "not-it",
      newPassword: "another1",
      confirmPassword: "another1",
    };
    const statuses = [
      (await client.post("/profile", form({ intent: "changePassword", ...wrong }))).status,
      (await client.post("/api/change-password", wrong)).status,
      (await client.post("/profile", form({ intent: "changePassword", ...wrong }))).status,
    ];
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});

/** GETs `path` through `agent`; says whether the request went out on a kept-alive connection. */
function getThrough(agent: http.Agent, url: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on("error", reject);
  });
}

describe("kept-alive connections", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // Node's default closes them after 5 s idle, racing any proxy or client that reuses them then.
  it("stay open longer than Node's 5 s default, so a proxy's reuse is never reset", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = `${server.baseUrl}/api/updates/latest-version`;
    expect(await getThrough(agent, url)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await getThrough(agent, url)).toEqual({ status: 200, reused: true });
    agent.destroy();
  });
});
