import http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BODY_LIMIT, REPLAY_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "~/http/body-limits";
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS } from "~/models/login-throttle.server";
import { hashPassword } from "~/models/password.server";
import { registerUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { form, startTestServer, uniqueTag, type TestClient } from "./harness";

type Server = Awaited<ReturnType<typeof startTestServer>>;

type Streamed = { status: number; location: string | null };

/**
 * Streams `total` bytes as a chunked body (no Content-Length) and resolves with the answer, which
 * may come before the body is finished: the writer stops on that. With `finish: false` the body
 * is left unfinished after `total` bytes, as a client still uploading leaves it.
 */
function streamChunked(
  baseUrl: string,
  path: string,
  total: number,
  contentType: string,
  headers: Record<string, string> = {},
  { finish = true } = {},
) {
  return new Promise<Streamed>((resolve, reject) => {
    const req = http.request(baseUrl + path, {
      method: "POST",
      headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked", ...headers },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered && finish) req.end();
    };
    pump();
  });
}

/** The answer, or "no answer" when none came within `seconds`. */
async function within<T>(seconds: number, answer: Promise<T>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"no answer">((resolve) => {
    timer = setTimeout(() => resolve("no answer"), seconds * 1000);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const postChunked = async (baseUrl: string, path: string, total: number, contentType: string) =>
  (await streamChunked(baseUrl, path, total, contentType)).status;

const MULTIPART = "multipart/form-data; boundary=xyz";

/** A multipart form as a browser posts it (a page form with a file input, or FormData). */
function postMultipart(client: TestClient, path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(client.baseUrl + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Cookie: client.cookieHeader },
  });
}

/** A player signed in through /api/login, with their tag. */
async function signedIn(server: Server, prefix: string) {
  const tag = uniqueTag(prefix);
  await registerUser({ username: tag, password: "secret123", email: `${tag}@x.io` });
  const client = server.client();
  const res = await client.post("/api/login", { username: tag, password: "secret123" });
  expect(res.status).toBe(200);
  return { client, tag };
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

  it("answers a plain form over the limit with a page saying so and a way back", async () => {
    const res = await fetch(`${server.baseUrl}/auth?redirectTo=%2Fprofile`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "username=" + "a".repeat(BODY_LIMIT),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>Not Sent</h1>");
    expect(html).toContain("The request is too large");
    // No Referer: back to the form's own address, escaped.
    expect(html).toMatch(/<a href="\/auth\?redirectTo=%2Fprofile"[^>]*>Back<\/a>/);
  });

  it("answers a player's upload over the limit: text on /api, the page's own words on a page", async () => {
    const { client } = await signedIn(server, "up");
    const cookie = { Cookie: client.cookieHeader };
    const over = UPLOAD_BODY_LIMIT + 1024 * 1024;
    const api = await streamChunked(
      server.baseUrl,
      "/api/user/profile-picture",
      over,
      MULTIPART,
      cookie,
    );
    expect(api.status).toBe(413);
    const upload = await fetch(`${server.baseUrl}/profile`, {
      method: "POST",
      headers: {
        ...cookie,
        "Content-Type": MULTIPART,
        // Back to the Referer's path, never its host.
        Referer: "http://elsewhere.example/profile?tab=<picture>",
      },
      body: Buffer.alloc(over, "a"),
    });
    expect(upload.status).toBe(413);
    const html = await upload.text();
    expect(html).toContain("<h1>File Too Large</h1>");
    expect(html).toContain("Please select an image smaller than 2MB.");
    expect(html).toMatch(/<a href="\/profile\?tab=%3Cpicture%3E"[^>]*>Back<\/a>/);
  });

  it("applies the replay limit to a set's games however the path is spelt", async () => {
    const { client } = await signedIn(server, "rp");
    const cookie = { Cookie: client.cookieHeader };
    for (const path of [
      "/API/Score-Tracker/Matches/999999/Games",
      "/api/score-tracker/matches/999999/games/",
    ]) {
      // Within the replay limit: read, and answered by the route (no such set).
      const within = await streamChunked(server.baseUrl, path, 1024 * 1024, MULTIPART, cookie);
      expect([path, within.status]).toEqual([path, 404]);
      const over = REPLAY_BODY_LIMIT + 1024 * 1024;
      const tooLarge = await streamChunked(server.baseUrl, path, over, MULTIPART, cookie);
      expect([path, tooLarge.status]).toEqual([path, 413]);
    }
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

describe("budgets follow the route Remix serves, however the path is spelt or the form encoded", () => {
  let server: Server;
  beforeEach(async () => {
    process.env.RATE_LIMITS = "registrationsPerHour=3,passwordChangesPerQuarterHour=3";
    server = await startTestServer({ relaxRateLimits: false });
  });
  afterEach(async () => {
    delete process.env.RATE_LIMITS;
    await server.close();
  });

  const account = (tag: string) => ({
    username: tag,
    password: "secret123",
    email: `${tag}@example.com`,
  });

  it("counts /api/register/, /API/Register and a multipart /auth registration together", async () => {
    const client = server.client();
    const statuses = [
      (await client.post("/api/register/", account(uniqueTag("rg")))).status,
      (await server.client().post("/API/Register", account(uniqueTag("rg")))).status,
      (await postMultipart(client, "/auth", { intent: "register", ...account(uniqueTag("rg")) }))
        .status,
      (await server.client().post("/api/register", account(uniqueTag("rg")))).status,
    ];
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it("counts /api/change-password/, /api/Change-Password and a multipart /profile change together", async () => {
    const { client } = await signedIn(server, "cp");
    const wrong = {
      currentPassword: "not-it",
      newPassword: "another1",
      confirmPassword: "another1",
    };
    const statuses = [
      (await client.post("/api/change-password/", wrong)).status,
      (await client.post("/api/Change-Password", wrong)).status,
      (await postMultipart(client, "/profile", { intent: "changePassword", ...wrong })).status,
      (await client.post("/api/change-password", wrong)).status,
    ];
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});

describe("wrong current passwords are counted like wrong sign-ins", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses a password change after too many wrong current passwords, even the right one", async () => {
    const { client, tag } = await signedIn(server, "gs");
    const change = (currentPassword: string) => ({
      currentPassword,
      newPassword: "another1",
      confirmPassword: "another1",
    });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res =
        i % 2 === 0
          ? await client.post("/api/change-password", change(`guess-${i}`))
          : await client.post("/profile", form({ intent: "changePassword", ...change(`g${i}`) }));
      expect(res.status).not.toBe(429);
    }
    const right = await client.post("/api/change-password", change("secret123"));
    expect(right.status).toBe(429);
    expect(await right.text()).toMatch(/^Too many failed sign-in attempts/);
    const page = await client.post("/profile", form({ intent: "changePassword", ...change("x") }));
    expect(await page.text()).toContain("Too many failed sign-in attempts");
    // Nothing changed: the old password still signs in.
    const again = await server
      .client()
      .post("/api/login", { username: tag, password: "secret123" });
    expect(again.status).toBe(200);
  });
});

describe("large bodies are read only after the session", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const games = "/api/score-tracker/matches/999999/games";

  /** A small multipart upload of no declared size (chunked) to the games route: it needs a turn. */
  function chunkedUpload(cookie: string) {
    return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      const req = http.request(server.baseUrl + games, {
        method: "POST",
        headers: { "Content-Type": MULTIPART, "Transfer-Encoding": "chunked", Cookie: cookie },
      });
      req.on("response", (res) => {
        res.resume();
        const retryAfter = res.headers["retry-after"];
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter }));
      });
      req.on("error", reject);
      req.end("--xyz--\r\n");
    });
  }

  /** A chunked upload that sends 64 KB of its body and waits to be ended; its answer once given. */
  function heldUpload(cookie: string) {
    const request = http.request(server.baseUrl + games, {
      method: "POST",
      headers: { "Content-Type": MULTIPART, "Transfer-Encoding": "chunked", Cookie: cookie },
    });
    let status: number | null = null;
    const answered = new Promise<number>((resolve, reject) => {
      request.on("response", (res) => {
        res.resume();
        status = res.statusCode ?? 0;
        resolve(status);
      });
      request.on("error", reject);
    });
    request.write(Buffer.alloc(64 * 1024, "a"));
    return { request, answered, answer: () => status };
  }

  // Each sends 1 MB of its upload and waits: only an answer given before the body is read comes.
  const partOfUpload = (path: string) =>
    within(15, streamChunked(server.baseUrl, path, 1024 * 1024, MULTIPART, {}, { finish: false }));

  it("answers signed-out uploads 401 while only a small part of their body was sent", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => partOfUpload(games)));
    expect(answers).toEqual(Array(10).fill({ status: 401, location: null }));
  });

  it("sends a signed-out upload page to sign in before reading its body", async () => {
    const page = "/score-tracker/replay?match=1";
    expect(await partOfUpload(page)).toEqual({
      status: 302,
      location: `/auth?redirectTo=${encodeURIComponent(page)}`,
    });
  });

  it("holds one large-body request per player at a time: a second gets 429 until the first is answered", async () => {
    const { client } = await signedIn(server, "if");
    // The first upload sends part of its body and waits; a probe (a second upload) goes through
    // until the server holds the first, then it is refused. A probe that held the turn at the
    // moment the first arrived got the first refused instead: the first is then sent again.
    let first = heldUpload(client.cookieHeader);
    let second = await chunkedUpload(client.cookieHeader);
    while (second.status !== 429) {
      if (first.answer() !== null) {
        first.request.destroy();
        first = heldUpload(client.cookieHeader);
      }
      second = await chunkedUpload(client.cookieHeader);
    }
    expect(Number(second.retryAfter)).toBeGreaterThan(0);
    // A body that declares an ordinary size (a game by hand) needs no turn.
    expect((await client.post(games, { winnerId: "x" })).status).toBe(400);
    // Another player is not held up by it.
    const other = await signedIn(server, "ot");
    expect((await chunkedUpload(other.client.cookieHeader)).status).toBe(404);

    first.request.end(Buffer.alloc(64 * 1024, "a"));
    expect(await first.answered).toBe(404);
    expect((await chunkedUpload(client.cookieHeader)).status).toBe(404);
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
