import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCodeDataUrl } from "~/http/qr-code.server";
import { themeCookie } from "~/http/theme.server";
import { createPrismaClient, prisma } from "~/server/db.server";
import { env } from "~/server/env.server";
import { testEngine } from "../setup/test-database";
import { startTestServer, TestClient, uniqueTag, form } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ relaxRateLimits: true });
});
afterAll(() => server.close());

/** The nonce the CSP header allows, and every nonce the page's scripts carry. */
function nonces(res: Response, html: string) {
  const header = res.headers.get("Content-Security-Policy") ?? "";
  const allowed = /'nonce-([^']+)'/.exec(header)?.[1];
  const used = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  return { allowed, used };
}

async function player(prefix: string) {
  const client = server.client();
  const user = await client.register(uniqueTag(prefix));
  return { client, ...user };
}

async function newPost(client: TestClient, title: string) {
  const res = await client.post("/api/forum/posts", {
    title,
    content: "A post for the guest cache.",
    category: "general",
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("the guest page cache", () => {
  it("serves a guest's second visit from the cache, with a fresh CSP nonce each time", async () => {
    const guest = server.client();
    const first = await guest.get("/rankings");
    const firstHtml = await first.text();
    const second = await guest.get("/rankings");
    const secondHtml = await second.text();
    expect(second.headers.get("X-Guest-Cache")).toBe("hit");
    expect(second.headers.getSetCookie()).toEqual([]);

    const a = nonces(first, firstHtml);
    const b = nonces(second, secondHtml);
    expect(b.allowed).toBeTruthy();
    expect([...b.used]).toEqual([b.allowed]);
    expect(b.allowed).not.toBe(a.allowed);
    expect(secondHtml.replaceAll(b.allowed!, "N")).toBe(firstHtml.replaceAll(a.allowed!, "N"));
  });

  it("never serves a signed-in player from it, nor a guest what a player saw", async () => {
    const me = await player("Pri");
    const mine = await me.client.get("/");
    expect(mine.headers.get("X-Guest-Cache")).toBeNull();
    expect(await mine.text()).toContain(me.username);

    const guest = server.client();
    await guest.get("/");
    const cached = await guest.get("/");
    expect(cached.headers.get("X-Guest-Cache")).toBe("hit");
    expect(await cached.text()).not.toContain(me.username);
    // And the other way round: the player still gets their own page, not the guests' copy.
    const again = await me.client.get("/");
    expect(again.headers.get("X-Guest-Cache")).toBeNull();
    expect(await again.text()).toContain(me.username);
  });

  it("never keeps a page that carries a flash toast", async () => {
    const tag = uniqueTag("Tst");
    const signIn = server.client();
    await signIn.register(tag);
    await signIn.post("/api/logout");
    const res = await signIn.post(
      "/auth",
      form({ intent: "login", username: tag, password: "secret123" }),
    );
    expect(res.status).toBe(302);
    const toast = signIn.cookies.get("toast");
    expect(toast).toBeTruthy();

    // A browser holding only the toast (the session left): it sees its toast, uncached.
    const flashed = new TestClient(server.baseUrl);
    flashed.cookies.set("toast", toast!);
    const withToast = await flashed.get("/");
    expect(withToast.headers.get("X-Guest-Cache")).toBeNull();
    expect(await withToast.text()).toContain(tag);

    const guest = server.client();
    for (let i = 0; i < 2; i++) expect(await (await guest.get("/")).text()).not.toContain(tag);
  });

  it("keys the page by theme", async () => {
    // No theme picked: the device's preference decides, by CSS.
    const device = server.client();
    await device.get("/updates");
    expect((await device.get("/updates")).headers.get("X-Guest-Cache")).toBe("hit");

    const light = server.client();
    const [pair] = (await themeCookie.serialize("light")).split(";");
    light.cookies.set("theme", pair.slice("theme=".length));
    const page = await light.get("/updates");
    const html = await page.text();
    expect(html).toMatch(/<html lang="en" class="light">/);
    expect((await light.get("/updates")).headers.get("X-Guest-Cache")).toBe("hit");
    const deviceAgain = await (await device.get("/updates")).text();
    expect(deviceAgain).toMatch(/<html lang="en" class="">/);
    expect(deviceAgain).toContain('<meta name="color-scheme" content="light dark"/>');
  });

  it("shows a guest every write at once: a new post, a comment, a deleted post", async () => {
    const author = await player("Aut");
    const guest = server.client();
    await guest.get("/forum/category/general");
    expect((await guest.get("/forum/category/general")).headers.get("X-Guest-Cache")).toBe("hit");

    const title = `Fresh ${uniqueTag("t")}`;
    const id = await newPost(author.client, title);
    const list = await guest.get("/forum/category/general");
    expect(list.headers.get("X-Guest-Cache")).toBe("miss");
    expect(await list.text()).toContain(title);

    await guest.get(`/forum/post/${id}`);
    expect((await guest.get(`/forum/post/${id}`)).headers.get("X-Guest-Cache")).toBe("hit");
    const comment = `Comment ${uniqueTag("c")}`;
    const commented = await author.client.post(`/api/forum/posts/${id}/comments`, {
      content: comment,
    });
    expect(commented.status).toBe(201);
    expect(await (await guest.get(`/forum/post/${id}`)).text()).toContain(comment);

    // A write made outside any request (a script, the seed) counts too.
    await prisma.forumPost.delete({ where: { id } });
    expect((await guest.get(`/forum/post/${id}`)).status).toBe(404);
    expect(await (await guest.get("/forum/category/general")).text()).not.toContain(title);
  });

  it.skipIf(testEngine !== "sqlite")(
    "shows a guest at once what another process wrote to the database file",
    async () => {
      const author = await player("Oth");
      const id = await newPost(author.client, `Elsewhere ${uniqueTag("t")}`);
      const guest = server.client();
      await guest.get(`/forum/post/${id}`);
      expect((await guest.get(`/forum/post/${id}`)).headers.get("X-Guest-Cache")).toBe("hit");

      // Its own connection, as a script or another instance has: this server hears nothing of it.
      const elsewhere = createPrismaClient(env.databaseUrl);
      const title = `Edited elsewhere ${uniqueTag("t")}`;
      await elsewhere.forumPost.update({ where: { id }, data: { title } });
      await elsewhere.$disconnect();
      const after = await guest.get(`/forum/post/${id}`);
      expect(after.headers.get("X-Guest-Cache")).toBe("miss");
      expect(await after.text()).toContain(title);
    },
  );

  it("keys the page by the origin asked for, so a forged Host cannot poison it", async () => {
    const forged = await new Promise<string>((resolve, reject) => {
      const url = new URL("/updates?host-check", server.baseUrl);
      const req = http.get(url, { headers: { Host: "evil.example" } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
    });
    expect(forged).toContain("evil.example");
    const guest = server.client();
    for (let i = 0; i < 2; i++) {
      expect(await (await guest.get("/updates?host-check")).text()).not.toContain("evil.example");
    }
  });

  it("keeps nothing but a guest's HTML page", async () => {
    const guest = server.client();
    for (const url of ["/api/tournaments", "/forum/category/nowhere", "/rankings.data"]) {
      await guest.get(url);
      expect((await guest.get(url)).headers.get("X-Guest-Cache"), url).toBeNull();
    }
  });
});

/** The form key a page's forms carry: each key field's value, less the form's own suffix. */
function formKeys(html: string) {
  const fields = html.matchAll(/name="idempotencyKey" value="([0-9a-f-]{36})-[^"]*"/g);
  return new Set([...fields].map((m) => m[1]));
}

describe("a signed-in player's kept pages", () => {
  it("serves their second visit from their own copy, with a fresh nonce and form key", async () => {
    const me = await player("Kep");
    const url = `/forum/post/${await newPost(me.client, "Kept for its author")}`;
    const first = await me.client.get(url);
    const firstHtml = await first.text();
    const second = await me.client.get(url);
    const secondHtml = await second.text();
    expect(second.headers.get("X-Session-Cache")).toBe("hit");
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(secondHtml).toContain(me.username);

    // Two copies never share a form key (two tabs' comments would be taken for one resend).
    const [a, b] = [[...formKeys(firstHtml)], [...formKeys(secondHtml)]];
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(b[0]).not.toBe(a[0]);
    const [na, nb] = [nonces(first, firstHtml), nonces(second, secondHtml)];
    expect([...nb.used]).toEqual([nb.allowed]);
    expect(nb.allowed).not.toBe(na.allowed);
    const plain = (html: string, key: string, nonce: string) =>
      html.replaceAll(key, "K").replaceAll(nonce, "N");
    expect(plain(secondHtml, b[0], nb.allowed!)).toBe(plain(firstHtml, a[0], na.allowed!));

    // Another player, or a guest, never gets this copy.
    const other = await player("Oth");
    const theirs = await other.client.get(url);
    expect(theirs.headers.get("X-Session-Cache")).toBe("miss");
    expect(await theirs.text()).toContain(other.username);
    expect((await server.client().get(url)).headers.get("X-Session-Cache")).toBeNull();
  });

  it("lets go of it at any write, one only its owner sees included", async () => {
    const me = await player("Own");
    await me.client.get("/tournaments");
    expect((await me.client.get("/tournaments")).headers.get("X-Session-Cache")).toBe("hit");
    // A second sign-in writes only a session row, which no guest page shows.
    await server.client().post("/api/login", { username: me.username, password: "secret123" });
    expect((await me.client.get("/tournaments")).headers.get("X-Session-Cache")).toBe("miss");
  });

  it("keeps /friends while nothing new came; a new request is seen, and marks it viewed", async () => {
    const me = await player("Fri");
    const checked = async () =>
      (await prisma.user.findUniqueOrThrow({ where: { id: me.id } })).lastFriendRequestCheck;
    // The first visit marks the requests viewed (a write); the second is kept as it is.
    await me.client.get("/friends?tab=requests");
    const first = await checked();
    expect(first).not.toBeNull();
    expect((await me.client.get("/friends?tab=requests")).headers.get("X-Session-Cache")).toBe(
      "miss",
    );
    const again = await me.client.get("/friends?tab=requests");
    expect(again.headers.get("X-Session-Cache")).toBe("hit");
    expect(await checked()).toEqual(first);

    const asker = await player("Ask");
    const sent = await asker.client.post("/api/friends/request", { receiverId: me.id });
    expect(sent.status).toBe(201);
    const fresh = await me.client.get("/friends?tab=requests");
    expect(fresh.headers.get("X-Session-Cache")).toBe("miss");
    expect(await fresh.text()).toContain(asker.username);
    expect((await checked())!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it("never serves a copy once its session is signed out", async () => {
    const me = await player("Out");
    await me.client.get("/tournaments");
    expect((await me.client.get("/tournaments")).headers.get("X-Session-Cache")).toBe("hit");
    const stolen = new TestClient(server.baseUrl);
    stolen.cookies.set("__session", me.client.cookies.get("__session")!);
    expect((await me.client.post("/api/logout")).status).toBe(302);
    const after = await stolen.get("/tournaments");
    expect(after.headers.get("X-Session-Cache")).not.toBe("hit");
    expect(await after.text()).not.toContain(me.username);
  });
});

/** GETs `path` as a guest with extra headers (a forged X-Forwarded-Host, say): status and page. */
function getWith(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ cache: string | undefined; html: string }>((resolve, reject) => {
    const req = http.get(new URL(path, baseUrl), { headers }, (res) => {
      let html = "";
      res.on("data", (chunk: Buffer) => (html += chunk.toString()));
      res.on("end", () => resolve({ cache: res.headers["x-guest-cache"] as string, html }));
    });
    req.on("error", reject);
  });
}

const ATTACKER = "meleehub-login.attacker.example";

/** The /auth page's QR code for a reset page at `origin`, as the page embeds it. */
const resetQr = async (origin: string) => await qrCodeDataUrl(`${origin}/forgot-password`);

describe("X-Forwarded-Host from a client", () => {
  it("is ignored without a trusted proxy: neither the QR code nor the cache takes it", async () => {
    const path = "/auth?xfh-direct";
    const forged = await getWith(server.baseUrl, path, { "X-Forwarded-Host": `${ATTACKER}:4444` });
    expect(forged.html).toContain(await resetQr(server.baseUrl));
    const guest = server.client();
    const next = await guest.get(path);
    expect(next.headers.get("X-Guest-Cache")).toBe("hit");
    expect(await next.text()).toContain(await resetQr(server.baseUrl));
  });

  describe("in a deployment behind a trusted proxy", () => {
    const site = "https://meleehub.example";
    let deployed: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      process.env.SITE_URL = site;
      process.env.TRUST_PROXY = "1";
      deployed = await startTestServer({ relaxRateLimits: true });
    });
    afterAll(async () => {
      delete process.env.SITE_URL;
      delete process.env.TRUST_PROXY;
      await deployed.close();
    });

    it("cannot poison the page the next guest gets: every absolute URL comes from SITE_URL", async () => {
      const path = "/auth?xfh-proxy";
      const forged = await getWith(deployed.baseUrl, path, { "X-Forwarded-Host": ATTACKER });
      expect(forged.html).toContain(await resetQr(site));
      expect(forged.html).not.toContain(ATTACKER);
      const next = await getWith(deployed.baseUrl, path, {});
      expect(next.cache).toBe("hit");
      expect(next.html).toContain(await resetQr(site));
    });
  });
});
