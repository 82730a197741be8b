import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  INVALID_CATEGORY,
  INVALID_VERSION,
  NOTHING_TO_UPDATE,
  REQUIRED_FIELDS,
} from "~/schemas/update";
import { prisma } from "~/server/db.server";
import { clientsPerRole, form, startTestServer, toastOf, uniqueTag } from "./harness";
import { readSitemap } from "./sitemap-helpers";
import { childrenNamed, childText, parseXml } from "./xml-tree";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Awaited<ReturnType<typeof clientsPerRole>>["as"];

beforeAll(async () => {
  server = await startTestServer();
  ({ as } = await clientsPerRole(server));
});
afterAll(() => server.close());
beforeEach(() => prisma.releaseUpdate.deleteMany());

const DAY = 86_400_000;

/** Release updates straight into the database; the last one given is the newest. */
async function seed(...titles: string[]) {
  const rows = [];
  for (const [i, title] of titles.entries()) {
    rows.push(
      await prisma.releaseUpdate.create({
        data: {
          version: `1.${i}.0`,
          category: "improvement",
          title,
          description: `About ${title}\n- detail of ${title}`,
          createdAt: new Date(Date.UTC(2025, 6, 1, 12) + i * DAY),
        },
      }),
    );
  }
  return rows;
}

const all = () => prisma.releaseUpdate.findMany({ orderBy: { createdAt: "asc" } });
const valid = () => ({
  version: "2.0.0",
  category: "feature",
  title: `Brand new ${uniqueTag("u")}`,
  description: "First paragraph\n- bullet one\n* bullet two",
});
/** The version the footer shows, as text. */
const footerVersion = (html: string) =>
  /data-testid="site-version"[^>]*>(.*?)<\/span>/.exec(html)?.[1].replace(/<!-- -->/g, "");

// Who may manage release updates (user, admin, owner) is the domain's rule:
// tests/domain/publishing.test.ts. Here, the HTTP contract: guests get 401, an admin the JSON.
const expected = { guest: 401, admin: 0 } as const;

describe("GET /api/updates", () => {
  it("lists the release updates newest first, to anyone, cacheable for 5 minutes", async () => {
    await seed("Oldest", "Middle", "Newest");
    for (const role of ["guest", "user"] as const) {
      const res = await as[role].get("/api/updates");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, max-age=300");
      const body = (await res.json()) as { title: string; version: string; category: string }[];
      expect(body.map((u) => u.title)).toEqual(["Newest", "Middle", "Oldest"]);
      expect(body[0]).toMatchObject({ version: "1.2.0", category: "improvement" });
      expect(Object.keys(body[0]).sort()).toEqual(
        ["category", "createdAt", "description", "id", "title", "updatedAt", "version"].sort(),
      );
    }
  });

  it("answers one page at a time (?page=)", async () => {
    const titles = Array.from({ length: 23 }, (_, i) => `U${String(i).padStart(2, "0")}`);
    await seed(...titles);
    const first = (await (await as.guest.get("/api/updates")).json()) as { title: string }[];
    expect(first).toHaveLength(20);
    expect(first[0].title).toBe("U22");
    const second = (await (await as.guest.get("/api/updates?page=2")).json()) as {
      title: string;
    }[];
    expect(second.map((u) => u.title)).toEqual(["U02", "U01", "U00"]);
    // Nonsense page numbers read as the first page.
    const odd = (await (await as.guest.get("/api/updates?page=-3")).json()) as unknown[];
    expect(odd).toHaveLength(20);
  });
});

describe("POST /api/updates: who may", () => {
  for (const role of ["guest", "admin"] as const) {
    const status = expected[role] || 201;
    it(`answers ${status} for ${role}`, async () => {
      const input = valid();
      const res = await as[role].post("/api/updates", input);
      expect(res.status, await res.clone().text()).toBe(status);
      const rows = await all();
      if (status === 201) {
        expect(await res.json()).toMatchObject({ ...input, id: rows[0].id });
        expect(rows).toHaveLength(1);
      } else {
        expect(rows).toHaveLength(0);
      }
    });
  }
});

describe("POST /api/updates: bad input", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no version", { version: undefined }, REQUIRED_FIELDS],
    ["blank title", { title: "   " }, REQUIRED_FIELDS],
    ["no description", { description: undefined }, REQUIRED_FIELDS],
    ["a version that is not dotted numbers", { version: "latest" }, INVALID_VERSION],
    ["an unknown category", { category: "hotfix" }, INVALID_CATEGORY],
    ["a title too long", { title: "x".repeat(121) }, "Title must be at most 120 characters"],
    ["a title that is not text", { title: 12 }, REQUIRED_FIELDS],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses ${name} with 400 and writes nothing`, async () => {
      const res = await as.admin.post("/api/updates", { ...valid(), ...change });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(message);
      expect(await prisma.releaseUpdate.count()).toBe(0);
    });
  }

  it("refuses a body that is not JSON", async () => {
    const res = await as.admin.post("/api/updates", "{not json", {
      "Content-Type": "application/json",
    });
    expect(res.status).toBe(400);
    expect(await prisma.releaseUpdate.count()).toBe(0);
  });

  it("stores a version typed with a leading v without it", async () => {
    const res = await as.admin.post("/api/updates", { ...valid(), version: "v2.1.0" });
    expect(res.status).toBe(201);
    expect((await all())[0].version).toBe("2.1.0");
  });
});

describe("PATCH /api/updates/{id}", () => {
  for (const role of ["guest", "admin"] as const) {
    const status = expected[role] || 200;
    it(`answers ${status} for ${role}`, async () => {
      const [row] = await seed("Before");
      const res = await as[role].patch(`/api/updates/${row.id}`, { title: "After" });
      expect(res.status, await res.clone().text()).toBe(status);
      const after = await prisma.releaseUpdate.findUniqueOrThrow({ where: { id: row.id } });
      expect(after.title).toBe(status === 200 ? "After" : "Before");
      if (status === 200) {
        expect(await res.json()).toMatchObject({ id: row.id, title: "After", version: "1.0.0" });
        // Editing keeps the publication date.
        expect(after.createdAt).toEqual(row.createdAt);
      }
    });
  }

  it("takes the spec's full payload", async () => {
    const [row] = await seed("Old");
    const input = valid();
    const res = await as.admin.patch(`/api/updates/${row.id}`, input);
    expect(res.status).toBe(200);
    expect(await prisma.releaseUpdate.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject(
      input,
    );
  });

  it("refuses bad fields and an empty patch with 400, changing nothing", async () => {
    const [row] = await seed("Untouched");
    for (const [body, message] of [
      [{ title: "" }, REQUIRED_FIELDS],
      [{ version: "1.x" }, INVALID_VERSION],
      [{ category: "other" }, INVALID_CATEGORY],
      [{}, NOTHING_TO_UPDATE],
    ] as const) {
      const res = await as.admin.patch(`/api/updates/${row.id}`, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(message);
    }
    expect(await prisma.releaseUpdate.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
  });

  it("answers 404 for an unknown id", async () => {
    const res = await as.admin.patch("/api/updates/no-such-id", { title: "X" });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Release update not found");
  });
});

describe("DELETE /api/updates/{id}", () => {
  for (const role of ["guest", "admin"] as const) {
    const status = expected[role] || 200;
    it(`answers ${status} for ${role}`, async () => {
      const [row] = await seed("Doomed");
      const res = await as[role].delete(`/api/updates/${row.id}`);
      expect(res.status, await res.clone().text()).toBe(status);
      expect(await prisma.releaseUpdate.count()).toBe(status === 200 ? 0 : 1);
    });
  }

  it("answers 404 for an unknown id", async () => {
    const res = await as.owner.delete("/api/updates/no-such-id");
    expect(res.status).toBe(404);
  });

  it("answers 405 to other methods", async () => {
    const [row] = await seed("Any");
    expect((await as.admin.get(`/api/updates/${row.id}`)).status).toBe(405);
    expect((await as.admin.request("PUT", "/api/updates")).status).toBe(405);
  });
});

describe("GET /api/updates/latest-version", () => {
  it("follows the newest release update", async () => {
    const latest = async () =>
      ((await (await as.guest.get("/api/updates/latest-version")).json()) as { version: string })
        .version;
    expect(await latest()).toBe("1.0.0");
    await seed("A", "B");
    expect(await latest()).toBe("1.1.0");
    await as.admin.post("/api/updates", { ...valid(), version: "3.0.0-beta.1" });
    expect(await latest()).toBe("3.0.0-beta.1");
    // The footer shows it on every page.
    expect(footerVersion(await (await as.guest.get("/")).text())).toBe("v3.0.0-beta.1");
  });
});

describe("/updates for visitors", () => {
  it("shows the blurred preview with the sign-in overlay and no real update", async () => {
    await seed(`Secret ${uniqueTag("s")}`);
    const secret = (await all())[0];
    const res = await as.guest.get("/updates");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      "You must be logged in to view the full update history and release notes.",
    );
    expect(html).toMatch(
      /<a [^>]*href="\/auth\?redirectTo=\/updates"[^>]*>Sign In to Continue<\/a>/,
    );
    expect(html).toMatch(/<div aria-hidden="true" class="[^"]*select-none[^"]*blur-sm/);
    for (const preview of ["Enhanced Profile System", "Friends System Launch"]) {
      expect(html).toContain(preview);
    }
    expect(html).toContain("July 10, 2025");
    expect(html).toContain("July 9, 2025");
    // Neither the markup nor the serialized loader data carries the database's updates.
    expect(html).not.toContain(secret.title);
    expect(html).not.toContain(secret.id);
    expect(html).not.toContain("Create New Update");
  });

  it("carries the page's meta, canonical and RSS link", async () => {
    const html = await (await as.guest.get("/updates")).text();
    expect(html).toContain("<title>Release Notes &amp; Updates | Melee Hub</title>");
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/updates"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" href="\/updates\.rss" title="[^"]+"\/>/,
    );
  });

  it("lists Updates in the top bar after Rankings", async () => {
    const html = await (await as.guest.get("/")).text();
    const nav = html.slice(html.indexOf('aria-label="Main"'));
    expect(nav.indexOf('href="/updates"')).toBeGreaterThan(nav.indexOf('href="/rankings"'));
    expect(nav).toContain(">Updates</a>");
  });
});

describe("/updates for signed-in users", () => {
  it("lists every update newest first with icon, version, date, category and notes", async () => {
    await seed("Alpha release", "Beta release");
    await prisma.releaseUpdate.create({
      data: {
        version: "1.9.0",
        category: "security",
        title: "Gamma <b>bold</b> & co",
        description: "Para <script>alert(1)</script>\n\n- one & two\n* three\nClosing",
        createdAt: new Date("2025-07-10T23:30:00Z"),
      },
    });
    const html = await (await as.user.get("/updates")).text();
    const titles = [...html.matchAll(/data-testid="update-title">([^<]*)</g)].map((m) => m[1]);
    expect(titles).toEqual([
      "Gamma &lt;b&gt;bold&lt;/b&gt; &amp; co",
      "Beta release",
      "Alpha release",
    ]);
    expect(html).toContain(">v<!-- -->1.9.0</span>");
    expect(html).toContain('<time dateTime="2025-07-10T23:30:00.000Z">July 10, 2025</time>');
    expect(html).toContain('data-category="security"');
    expect(html).toContain('data-testid="update-category">Security<');
    expect(html).toContain('data-testid="update-category">Improvement<');
    expect(html).toContain("<p>Para &lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html).toMatch(/<ul[^>]*><li>one &amp; two<\/li><li>three<\/li><\/ul><p>Closing<\/p>/);
    expect(html).not.toContain("<script>alert(1)");
    const [first] = await all();
    expect(html).toContain(`id="update-${first.id}"`);
    expect(html).not.toContain("You must be logged in");
    // Not an admin: no management controls.
    expect(html).not.toContain("Create New Update");
    expect(html).not.toContain(`?edit=${first.id}`);
  });

  it("pages through older updates with links", async () => {
    await seed(...Array.from({ length: 21 }, (_, i) => `Item ${String(i).padStart(2, "0")}`));
    const first = await (await as.user.get("/updates")).text();
    expect(first).toContain("Item 20");
    expect(first).not.toContain("Item 00");
    expect(first).toMatch(/<a [^>]*href="\/updates\?page=2"[^>]*>Older updates/);
    const second = await (await as.user.get("/updates?page=2")).text();
    expect(second).toContain("Item 00");
    expect(second).not.toContain("Item 20");
    expect(second).toMatch(/<a [^>]*href="\/updates"[^>]*>← Newer updates/);
    expect(second).not.toContain("Older updates");
  });

  it("ignores ?edit and ?delete for non-admins", async () => {
    const [row] = await seed("Plain");
    const html = await (await as.user.get(`/updates?edit=${row.id}&delete=${row.id}`)).text();
    expect(html).not.toContain('name="intent"');
    expect(html).not.toContain("Are you sure");
  });
});

describe("/updates for admins (plain form posts)", () => {
  it("shows Create New Update and per-update Edit and Delete links", async () => {
    const [row] = await seed("Managed");
    const html = await (await as.admin.get("/updates")).text();
    expect(html).toMatch(/<summary[^>]*>Create New Update<\/summary>/);
    expect(html).toContain('name="intent" value="create"');
    expect(html).toContain(`href="/updates?edit=${row.id}"`);
    expect(html).toContain(`href="/updates?delete=${row.id}"`);
  });

  it("creates an update; it is the newest and the site's version", async () => {
    await seed("Earlier");
    const input = valid();
    const res = await as.owner.post("/updates", form({ intent: "create", ...input }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/updates");
    expect(toastOf(res)).toMatchObject({ title: "Update Created" });
    const rows = await all();
    expect(rows.at(-1)).toMatchObject(input);
    const html = await (await as.owner.get("/updates")).text();
    expect(html.indexOf(input.title)).toBeLessThan(html.indexOf("Earlier"));
    expect(footerVersion(html)).toBe("v2.0.0");
  });

  it("re-renders the create form with the message and the typed values, writing nothing", async () => {
    const res = await as.admin.post(
      "/updates",
      form({
        intent: "create",
        version: "2.0.0",
        category: "fix",
        title: "Kept title",
        description: "",
      }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(REQUIRED_FIELDS);
    expect(html).toContain("Failed to create update");
    expect(html).toMatch(/<details[^>]* open=""/);
    expect(html).toContain('value="Kept title"');
    expect(await prisma.releaseUpdate.count()).toBe(0);

    const badVersion = await as.admin.post(
      "/updates",
      form({ intent: "create", version: "two", category: "fix", title: "T", description: "D" }),
    );
    expect(await badVersion.text()).toContain(INVALID_VERSION);
    expect(await prisma.releaseUpdate.count()).toBe(0);
  });

  it("refuses a non-admin's post with the failure toast", async () => {
    const res = await as.user.post("/updates", form({ intent: "create", ...valid() }));
    expect(toastOf(res)).toMatchObject({ title: "Failed to create update", type: "destructive" });
    expect(await prisma.releaseUpdate.count()).toBe(0);
    const guest = await as.guest.post("/updates", form({ intent: "create", ...valid() }));
    expect(guest.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await prisma.releaseUpdate.count()).toBe(0);
  });

  it("edits through ?edit=<id>: the form, Cancel, Save", async () => {
    const [row] = await seed("Editable");
    const page = await (await as.admin.get(`/updates?edit=${row.id}`)).text();
    expect(page).toContain('name="intent" value="update"');
    expect(page).toContain(`name="id" value="${row.id}"`);
    expect(page).toContain('value="Editable"');
    expect(page).toContain('value="1.0.0"');
    expect(page).toMatch(/<option value="improvement" selected="">Improvement<\/option>/);
    expect(page).toMatch(/<a [^>]*href="\/updates"[^>]*>Cancel<\/a>/);
    expect(page).toMatch(new RegExp(`<form [^>]*action="/updates\\?edit=${row.id}"`));

    const input = { version: "1.0.1", category: "fix", title: "Edited", description: "New body" };
    const res = await as.admin.post(
      `/updates?edit=${row.id}`,
      form({ intent: "update", id: row.id, page: "1", ...input }),
    );
    expect(res.headers.get("location")).toBe("/updates");
    expect(toastOf(res)).toMatchObject({ title: "Update Saved" });
    expect(await prisma.releaseUpdate.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject(
      input,
    );
  });

  it("keeps the edit form open with the message when a save is invalid", async () => {
    const [row] = await seed("Stays");
    const res = await as.admin.post(
      `/updates?edit=${row.id}`,
      form({
        intent: "update",
        id: row.id,
        page: "1",
        version: "1.0.0",
        category: "fix",
        title: " ",
        description: "x",
      }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Failed to save update");
    expect(html).toContain(REQUIRED_FIELDS);
    expect(html).toContain('name="intent" value="update"');
    expect((await all())[0].title).toBe("Stays");
  });

  it("reports a save or delete of a missing update", async () => {
    const save = await as.admin.post(
      "/updates",
      form({ intent: "update", id: "gone", page: "1", ...valid() }),
    );
    expect(toastOf(save)).toMatchObject({ title: "Failed to save update", type: "destructive" });
    const del = await as.admin.post("/updates", form({ intent: "delete", id: "gone", page: "1" }));
    expect(toastOf(del)).toMatchObject({ title: "Failed to delete update", type: "destructive" });
  });

  it("deletes through the ?delete=<id> confirmation", async () => {
    const [keep, doomed] = await seed("Keep", "Doomed");
    const page = await (await as.admin.get(`/updates?delete=${doomed.id}`)).text();
    expect(page).toContain(
      "Are you sure you want to delete this update? This action cannot be undone.",
    );
    expect(page).toMatch(/<dialog [^>]*open=""/);
    expect(page).toContain('name="intent" value="delete"');
    expect(page).toContain(`name="id" value="${doomed.id}"`);
    expect(page).toMatch(/<a [^>]*href="\/updates"[^>]*>Cancel<\/a>/);

    const res = await as.admin.post(
      "/updates",
      form({ intent: "delete", id: doomed.id, page: "1" }),
    );
    expect(res.headers.get("location")).toBe("/updates");
    expect(toastOf(res)).toMatchObject({ title: "Update Deleted" });
    expect((await all()).map((r) => r.id)).toEqual([keep.id]);
  });

  it("returns to the page the admin was on", async () => {
    const rows = await seed(...Array.from({ length: 22 }, (_, i) => `P${i}`));
    const oldest = rows[0];
    const res = await as.admin.post(
      "/updates",
      form({ intent: "delete", id: oldest.id, page: "2" }),
    );
    expect(res.headers.get("location")).toBe("/updates?page=2");
  });
});

describe("GET /updates.rss", () => {
  it("is a well-formed RSS 2.0 feed of the updates, newest first, with escaped text", async () => {
    await seed("First one");
    const tricky = await prisma.releaseUpdate.create({
      data: {
        version: "2.0.0",
        category: "fix",
        title: `Fixes & <tags> "quoted" ]]> \u0007`,
        description: "Para with <b>html</b> & ampersand\n- bullet <i>",
        createdAt: new Date("2025-08-01T09:15:00Z"),
      },
    });
    const res = await as.guest.get("/updates.rss");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const xml = await res.text();
    const rss = parseXml(xml);
    expect(rss.name).toBe("rss");
    expect(rss.attrs).toMatchObject({
      version: "2.0",
      "xmlns:atom": "http://www.w3.org/2005/Atom",
    });
    const [channel] = childrenNamed(rss, "channel");
    expect(childText(channel, "title")).toBe("Melee Hub Release Notes");
    expect(childText(channel, "link")).toBe(`${server.baseUrl}/updates`);
    expect(childText(channel, "language")).toBe("en");
    expect(childText(channel, "lastBuildDate")).toBe(tricky.updatedAt.toUTCString());
    expect(childrenNamed(channel, "atom:link")[0].attrs).toEqual({
      href: `${server.baseUrl}/updates.rss`,
      rel: "self",
      type: "application/rss+xml",
    });

    const items = childrenNamed(channel, "item");
    expect(items.map((i) => childText(i, "title"))).toEqual([
      `v2.0.0: Fixes & <tags> "quoted" ]]> `,
      "v1.0.0: First one",
    ]);
    const [item] = items;
    expect(childText(item, "link")).toBe(`${server.baseUrl}/updates#update-${tricky.id}`);
    expect(childrenNamed(item, "guid")[0]).toMatchObject({
      attrs: { isPermaLink: "false" },
      text: `release-update-${tricky.id}`,
    });
    expect(childText(item, "pubDate")).toBe("Fri, 01 Aug 2025 09:15:00 GMT");
    expect(childText(item, "category")).toBe("Bug Fix");
    expect(childText(item, "description")).toBe(
      "<p>Para with &lt;b&gt;html&lt;/b&gt; &amp; ampersand</p><ul><li>bullet &lt;i&gt;</li></ul>",
    );
  });

  it("is linked from /updates, and the anchors it points to exist there", async () => {
    const [row] = await seed("Anchored");
    const html = await (await as.user.get("/updates")).text();
    expect(html).toContain('type="application/rss+xml" href="/updates.rss"');
    expect(html).toContain(`id="update-${row.id}"`);
  });

  it("is a valid empty channel before any update", async () => {
    const rss = parseXml(await (await as.guest.get("/updates.rss")).text());
    expect(childrenNamed(childrenNamed(rss, "channel")[0], "item")).toEqual([]);
  });
});

describe("/sitemap.xml", () => {
  it("lists /updates", async () => {
    const { xml } = await readSitemap(as.guest.get, server.baseUrl);
    expect(xml).toContain(`<loc>${server.baseUrl}/updates</loc>`);
  });
});
