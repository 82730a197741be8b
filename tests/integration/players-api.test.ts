import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { confirmedSetData, createCountedSet } from "../fixtures/counted-set";
import { seedPost } from "./forum-helpers";
import { jsonLdOf, startTestServer, uniqueTag } from "./harness";
import { readSitemap } from "./sitemap-helpers";

/** GET /api/players/{tag} and its head-to-head, and the pages over the same domain functions. */

let server: Awaited<ReturnType<typeof startTestServer>>;
type Account = { id: string; username: string };
let [ann, bo, banned]: Account[] = [];

/** A confirmed set between two accounts, 2–1 for player 1, Fox against Falco. */
const confirmedSet = (player1: Account, player2: Account, day: string) =>
  createCountedSet(confirmedSetData(player1, player2, new Date(`${day}T18:00:00Z`)));

beforeAll(async () => {
  server = await startTestServer({ relaxRateLimits: true });
  [ann, bo, banned] = [
    await server.client().register(uniqueTag("Ann")),
    await server.client().register(uniqueTag("Bo")),
    await server.client().register(uniqueTag("Ban")),
  ];
  await prisma.user.update({ where: { id: banned.id }, data: { isBanned: true } });
  await confirmedSet(ann, bo, "2025-05-01");
  await confirmedSet(ann, bo, "2026-05-01");
});
afterAll(() => server.close());

const get = (path: string) => server.client().get(path);

describe("GET /api/players/{tag}", () => {
  it("answers the player's record, in any case of the tag, never an email", async () => {
    const res = await get(`/api/players/${ann.username.toLowerCase()}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: ann.id,
      tag: ann.username,
      ranking: null,
      record: { sets: { won: 2, lost: 0 }, games: { won: 4, lost: 2 } },
      characters: [{ character: "Fox", games: 6, won: 4 }],
      results: [],
      opponents: [{ id: bo.id, tag: bo.username, won: 2, lost: 0 }],
    });
    expect(body.recentSets[0]).toMatchObject({
      opponent: { id: bo.id, tag: bo.username },
      opponentName: bo.username,
      score: "2–1",
      won: true,
      eventId: null,
    });
    expect(JSON.stringify(body)).not.toContain("@example.com");
  });

  it("is 404 for an unknown or banned player, or an overlong tag", async () => {
    for (const tag of ["no-such-player-here", banned.username, "x".repeat(300)]) {
      expect((await get(`/api/players/${tag}`)).status, tag).toBe(404);
    }
  });
});

describe("GET /api/players/{tag}/head-to-head/{other}", () => {
  it("counts from the first player's side, within the period", async () => {
    const url = `/api/players/${bo.username}/head-to-head/${ann.username}`;
    const all = await (await get(url)).json();
    expect(all).toMatchObject({
      player: { id: bo.id },
      opponent: { id: ann.id },
      sets: { won: 0, lost: 2 },
      games: { won: 2, lost: 4 },
      byStage: [{ stage: "Battlefield", won: 2, lost: 4 }],
      byMatchup: [{ character: "Falco", opponentCharacter: "Fox", won: 2, lost: 4 }],
    });
    expect(all.history).toHaveLength(2);
    const since = await (await get(`${url}?from=2026-01-01`)).json();
    expect(since.sets).toEqual({ won: 0, lost: 1 });
  });

  it("answers zeros for two players who never met, 404 for an unknown one, 400 for a bad period", async () => {
    const never = await get(`/api/players/${bo.username}/head-to-head/${banned.username}`);
    expect(never.status).toBe(404);
    const stranger = await server.client().register(uniqueTag("Cy"));
    const zero = await (
      await get(`/api/players/${bo.username}/head-to-head/${stranger.username}`)
    ).json();
    expect(zero).toMatchObject({
      sets: { won: 0, lost: 0 },
      games: { won: 0, lost: 0 },
      history: [],
    });
    for (const query of ["?from=2026-02-30", "?from=2026-05-01&to=2026-01-01", "?to=soon"]) {
      const res = await get(`/api/players/${bo.username}/head-to-head/${ann.username}${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe("the player pages", () => {
  it("draw the record on the server, with ProfilePage and Person for crawlers", async () => {
    const res = await get(`/players/${ann.username}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`href="/players/${ann.username}/vs/${bo.username}"`);
    const profile = jsonLdOf(html).find((block) => block["@type"] === "ProfilePage");
    expect(profile).toMatchObject({ mainEntity: { "@type": "Person", name: ann.username } });
    expect(html).toContain('property="og:title"');
    expect((await get(`/players/${banned.username}`)).status).toBe(404);
  });

  it("show a head-to-head for a period, and say what is wrong with a bad one (400)", async () => {
    const page = await get(
      `/players/${ann.username}/vs/${bo.username}?period=range&from=2026-01-01`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/1–0/);
    const bad = await get(
      `/players/${ann.username}/vs/${bo.username}?period=range&from=2026-13-01`,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("That date does not exist");
  });

  it("are linked from a forum author's tag, a banned author's never", async () => {
    const posts = [await seedPost({ authorId: ann.id }), await seedPost({ authorId: banned.id })];
    const [annPage, bannedPage] = await Promise.all(
      posts.map(async (post) => (await get(`/forum/post/${post.id}`)).text()),
    );
    expect(annPage).toContain(`href="/players/${ann.username}"`);
    expect(bannedPage).toContain(banned.username);
    expect(bannedPage).not.toContain(`href="/players/${banned.username}"`);
    const list = await (await get("/forum/category/general")).text();
    expect(list).not.toContain(`href="/players/${banned.username}"`);
  });

  it("are in the sitemap, banned players' pages never", async () => {
    const { locs } = await readSitemap(get, server.baseUrl);
    expect(locs).toContain(`${server.baseUrl}/players/${ann.username}`);
    expect(locs).not.toContain(`${server.baseUrl}/players/${banned.username}`);
  });
});
