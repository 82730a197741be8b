import { createHook } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "~/models/login-throttle.server";
import { TAG_INVISIBLE, TAG_MIXED_SCRIPTS, TAG_TAKEN, TAG_TOO_SIMILAR } from "~/models/tag";
import { prisma } from "~/server/db.server";
import { ILL_FORMED_TEXT } from "~/utils/well-formed";
import { startTestServer, uniqueTag } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("/api/user", () => {
  it("answers 401 when signed out, on both paths", async () => {
    const c = server.client();
    for (const path of ["/api/user", "/api/auth/user"]) {
      const res = await c.get(path);
      expect(res.status).toBe(401);
      expect(await res.text()).toBe("Authentication required");
    }
  });

  it("returns the signed-in user and never the password hash", async () => {
    const c = server.client();
    const tag = uniqueTag("Reg");
    await c.register(tag, "secret123", { main: "Marth" });
    const res = await c.get("/api/user");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      username: tag,
      main: "Marth",
      role: "user",
      isAdmin: false,
    });
    expect(text).not.toMatch(/hash|password|scrypt/i);
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ username: tag });
  });
});

describe("POST /api/register", () => {
  it("refuses a tag that differs only in case (409) and writes nothing", async () => {
    const tag = uniqueTag("Case");
    await server.client().register(tag);
    const before = await prisma.user.count();
    const res = await server.client().post("/api/register", {
      username: tag.toUpperCase(),
      password: "secret123",
      email: "x@example.com",
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toBe("That tag is already taken");
    expect(await prisma.user.count()).toBe(before);
  });

  it("answers the spec's message for a missing tag or password", async () => {
    const res = await server
      .client()
      .post("/api/register", { email: "a@example.com", password: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Please enter tag and password");
  });

  it("rejects bad JSON and bad emails with 400", async () => {
    const c = server.client();
    expect((await c.post("/api/register", "{not json")).status).toBe(400);
    const res = await c.post("/api/register", {
      username: uniqueTag(),
      password: "secret123",
      email: "no at sign",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Please enter a valid email address.");
  });
});

describe("tags that impersonate another player are refused", () => {
  const attempt = (username: string) =>
    server.client().post("/api/register", {
      username,
      password: "secret123",
      email: "mimic@example.com",
    });

  beforeAll(async () => {
    await server.client().register("Owner");
    await server.client().register("Axe");
  });

  it.each([
    ["Оwner", 400, TAG_MIXED_SCRIPTS], // Cyrillic О
    ["Owner\u200b", 400, TAG_INVISIBLE], // zero-width space
    // NUL: refused before the tag rules look, as text the database cannot store.
    ["Owner\u0000", 400, ILL_FORMED_TEXT],
    ["\u202erenwO", 400, TAG_INVISIBLE], // right-to-left override: reads "Owner"
    ["Ｏｗｎｅｒ", 409, TAG_TAKEN], // full-width: the same tag
    ["OWNER", 409, TAG_TAKEN],
    ["Ахе", 409, TAG_TOO_SIMILAR], // all Cyrillic, drawn like "Axe"
  ])("POST /api/register %j answers %i", async (username, status, message) => {
    const before = await prisma.user.count();
    const res = await attempt(username);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(message);
    expect(await prisma.user.count()).toBe(before);
  });

  it("the sign-up page shows the same refusal on its form", async () => {
    const res = await server.client().post(
      "/auth?tab=register",
      new URLSearchParams({
        intent: "register",
        username: "Оwner",
        password: "secret123",
        email: "mimic@example.com",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(TAG_MIXED_SCRIPTS);
    const similar = await server.client().post(
      "/auth?tab=register",
      new URLSearchParams({
        intent: "register",
        username: "Ахе",
        password: "secret123",
        email: "mimic@example.com",
      }),
    );
    expect(await similar.text()).toContain(TAG_TOO_SIMILAR);
  });

  it("a tag typed in full-width letters signs in to its account", async () => {
    const tag = uniqueTag("Wide");
    const { id } = await server.client().register(tag);
    const wide = [...tag].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join("");
    const res = await server.client().post("/api/login", { username: wide, password: "secret123" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id });
  });
});

describe("POST /api/login", () => {
  it("needs both tag and password", async () => {
    const res = await server.client().post("/api/login", { username: "someone" });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Please enter both tag and password");
  });

  it("signs in case-insensitively and writes a Login record", async () => {
    const tag = uniqueTag("Login");
    const { id } = await server.client().register(tag, "secret123");
    const c = server.client();
    const res = await c.post("/api/login", { username: tag.toLowerCase(), password: "secret123" });
    expect(res.status).toBe(200);
    expect(c.cookies.has("__session")).toBe(true);
    expect(await prisma.loginRecord.count({ where: { userId: id } })).toBe(2); // register + login
  });

  it("refuses a wrong password, then throttles the tag from that address with 429", async () => {
    const tag = uniqueTag("Thr");
    await server.client().register(tag, "secret123");
    const c = server.client();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await c.post("/api/login", { username: tag, password: "wrong-one" });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Invalid tag or password");
    }
    const blocked = await c.post("/api/login", { username: tag, password: "secret123" });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/Too many failed sign-in attempts/);
  });

  it("refuses a banned user, and a ban ends their open sessions", async () => {
    const tag = uniqueTag("Ban");
    const c = server.client();
    const { id } = await c.register(tag, "secret123");
    await prisma.user.update({ where: { id }, data: { isBanned: true } });
    expect((await c.get("/api/user")).status).toBe(401);
    expect(await prisma.session.count({ where: { userId: id } })).toBe(0);
    const res = await server.client().post("/api/login", { username: tag, password: "secret123" });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Your account has been banned");
  });
});

/** How many scrypt key derivations `run` started: Node names each one's async resource. */
async function scryptRuns(run: () => Promise<unknown>) {
  let count = 0;
  const hook = createHook({
    init: (_id, type) => {
      if (type === "SCRYPTREQUEST") count += 1;
    },
  });
  hook.enable();
  try {
    await run();
  } finally {
    hook.disable();
  }
  return count;
}

describe("sign-in timing does not tell which tags exist", () => {
  // The server runs in this process, so the hook sees its work. Counting derivations rather than
  // timing them keeps the test exact: one scrypt at the same cost whether or not the tag exists.
  it("derives one key for a known tag with a wrong password, and one for an unknown tag", async () => {
    const tag = uniqueTag("Known");
    await server.client().register(tag, "secret123");
    const c = server.client();
    const attempt = (username: string) =>
      scryptRuns(async () => {
        const res = await c.post("/api/login", { username, password: "not-it" });
        expect(res.status).toBe(400);
        expect(await res.text()).toBe("Invalid tag or password");
      });
    expect(await attempt(tag)).toBe(1);
    expect(await attempt(uniqueTag("Nobody"))).toBe(1);
  });

  it("the sign-in page does the same", async () => {
    const c = server.client();
    const runs = await scryptRuns(() =>
      c.post(
        "/auth",
        new URLSearchParams({ intent: "login", username: uniqueTag("Ghost"), password: "x1y2z3" }),
      ),
    );
    expect(runs).toBe(1);
  });
});

describe("sign out", () => {
  it("POST /api/logout deletes the session and lands on /", async () => {
    const c = server.client();
    const { id } = await c.register(uniqueTag("Out"));
    const res = await c.post("/api/logout");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(await prisma.session.count({ where: { userId: id } })).toBe(0);
    expect((await c.get("/api/user")).status).toBe(401);
  });

  it("GET /api/logout (what an <img> or a link on another site sends) is a 405 and signs no one out", async () => {
    const c = server.client();
    const { id } = await c.register(uniqueTag("Stay"));
    const res = await c.request("GET", "/api/logout", undefined, {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await prisma.session.count({ where: { userId: id } })).toBe(1);
    expect((await c.get("/api/user")).status).toBe(200);
  });

  it("a sign-out posted from another site is refused", async () => {
    const c = server.client();
    const { id } = await c.register(uniqueTag("Xsite"));
    const res = await c.post("/api/logout", undefined, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await prisma.session.count({ where: { userId: id } })).toBe(1);
  });
});

describe("POST /api/change-password", () => {
  it("checks the current password and the length, then changes it", async () => {
    const tag = uniqueTag("Pw");
    const c = server.client();
    await c.register(tag, "secret123");
    expect(
      (
        await server
          .client()
          .post("/api/change-password", { currentPassword: "x", newPassword: "abcdef" })
      ).status,
    ).toBe(401);

    const wrong = await c.post("/api/change-password", {
      currentPassword: "nope",
      newPassword: "newsecret",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe("Current password is incorrect");

    const short = await c.post("/api/change-password", {
      currentPassword: "secret123",
      newPassword: "abc",
    });
    expect(short.status).toBe(400);
    expect(await short.text()).toBe("Password must be at least 6 characters long.");

    expect(
      (
        await c.post("/api/change-password", {
          currentPassword: "secret123",
          newPassword: "newsecret",
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.client().post("/api/login", { username: tag, password: "newsecret" })).status,
    ).toBe(200);
    expect(
      (await server.client().post("/api/login", { username: tag, password: "secret123" })).status,
    ).toBe(400);
  });
});

describe("POST /api/messages (contact)", () => {
  it("needs a signed-in user", async () => {
    const res = await server
      .client()
      .post("/api/messages", { messageType: "general", message: "hi" });
    expect(res.status).toBe(401);
  });

  it("validates with the spec's message and writes nothing on bad input", async () => {
    const c = server.client();
    await c.register(uniqueTag("Msg"));
    const before = await prisma.contactMessage.count();
    const res = await c.post("/api/messages", { messageType: "general", message: "   " });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Please select a message type and enter a message.");
    expect(await prisma.contactMessage.count()).toBe(before);
  });

  it("takes name and email from the account, whatever the body says", async () => {
    const c = server.client();
    const tag = uniqueTag("Msg");
    await c.register(tag);
    const res = await c.post("/api/messages", {
      name: "Impostor",
      email: "impostor@example.com",
      messageType: "feature",
      message: "Add stream links please",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      name: tag,
      email: `${tag}@example.com`,
      messageType: "feature",
      isRead: false,
    });
  });
});

describe("request hygiene", () => {
  it("refuses unsafe requests from another origin", async () => {
    const res = await server
      .client()
      .post("/api/login", { username: "a", password: "b" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const fetchSite = await server
      .client()
      .post("/api/login", { username: "a", password: "b" }, { "Sec-Fetch-Site": "cross-site" });
    expect(fetchSite.status).toBe(403);
  });

  it("refuses oversized bodies with 413", async () => {
    const res = await server
      .client()
      .post("/api/messages", { messageType: "general", message: "x".repeat(300 * 1024) });
    expect(res.status).toBe(413);
  });

  it("sends security headers with a per-request CSP nonce", async () => {
    const a = await server.client().get("/");
    const b = await server.client().get("/");
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    expect(nonceOf(a.headers.get("content-security-policy"))).toBeTruthy();
    expect(nonceOf(a.headers.get("content-security-policy"))).not.toBe(
      nonceOf(b.headers.get("content-security-policy")),
    );
    expect(await a.text()).toContain(
      `nonce="${nonceOf(a.headers.get("content-security-policy"))}"`,
    );
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers the version, 1.0.0 before any release update", async () => {
    const res = await server.client().get("/api/updates/latest-version");
    expect(await res.json()).toEqual({ version: "1.0.0" });
  });

  it("answers an unknown path with a real 404 page", async () => {
    const res = await server.client().get("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });
});
