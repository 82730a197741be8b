import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TOO_LONG } from "~/models/search.server";
import { addDaysToDay, today } from "~/models/tournament-dates";
import { tournamentData } from "~/models/tournament.server";
import { prisma } from "~/server/db.server";
import { startTestServer, type TestClient } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let guest: TestClient;
const ids = { approved: 0, pending: 0, post: 0, deletedPost: 0, comment: 0, hiddenComment: 0 };

beforeAll(async () => {
  server = await startTestServer();
  guest = server.client();
  const tournament = (name: string, status: string) =>
    prisma.tournament.create({
      data: tournamentData({
        name,
        description: "Singles bracket <b>bold</b>",
        type: "LOCAL",
        startDate: addDaysToDay(today(), 3),
        endDate: addDaysToDay(today(), 3),
        location: "Springfield",
        region: "Europe",
        status,
        registeredPlayers: 0,
        registrationFee: null,
        submitterEmail: "secret@example.com",
        submittedBy: "Submitter",
      }),
    });
  ids.approved = (await tournament("Pokémon Melee Open", "Approved")).id;
  ids.pending = (await tournament("Pokémon Pending", "Pending Review")).id;
  const post = await prisma.forumPost.create({
    data: { title: "Pokémon stages", content: "Which <i>stage</i> is legal?", category: "tech" },
  });
  ids.post = post.id;
  ids.deletedPost = (
    await prisma.forumPost.create({
      data: { title: "Pokémon spam", content: "spam", category: "general", deletedAt: new Date() },
    })
  ).id;
  ids.comment = (
    await prisma.forumComment.create({
      data: { postId: post.id, content: "Pokemon Stadium is legal, <script>x</script>" },
    })
  ).id;
  ids.hiddenComment = (
    await prisma.forumComment.create({
      data: { postId: post.id, content: "Pokémon abuse", hiddenAt: new Date() },
    })
  ).id;
});
afterAll(() => server.close());

const api = async (query: string) => {
  const res = await guest.get(`/api/search?${query}`);
  return { status: res.status, body: res.status === 200 ? await res.json() : await res.text() };
};

describe("GET /api/search", () => {
  it("answers grouped, public results, accents ignored", async () => {
    const { status, body } = await api("q=pokemon");
    expect(status).toBe(200);
    expect(body.tournaments).toEqual([
      expect.objectContaining({ id: ids.approved, name: "Pokémon Melee Open" }),
    ]);
    expect(JSON.stringify(body)).not.toContain("secret@example.com");
    expect(body.posts).toEqual([
      expect.objectContaining({
        id: ids.post,
        title: "Pokémon stages",
        snippet: expect.any(String),
      }),
    ]);
    expect(body.comments).toEqual([
      expect.objectContaining({ id: ids.comment, postId: ids.post, snippet: expect.any(String) }),
    ]);
    expect(body.comments[0].snippet).toContain("<mark>Pokemon</mark>");
    expect(body.comments[0].snippet).not.toContain("<script>");
    expect(body.players).toEqual([]);
  });

  it("pages one group at a time", async () => {
    const { body } = await api("q=pokemon&type=posts&page=1");
    expect(body.type).toBe("posts");
    expect(body.posts).toHaveLength(1);
    expect(body.tournaments).toEqual([]);
    expect((await api("q=pokemon&type=posts&page=2")).body.posts).toEqual([]);
    // Unknown values fall back to the defaults instead of failing.
    const odd = await api("q=pokemon&type=everything&page=-4");
    expect(odd.status).toBe(200);
    expect(odd.body).toMatchObject({ type: "all", page: 1 });
  });

  it("gives an empty result for an empty or blank query", async () => {
    for (const q of ["", "q=", "q=%20%20%20"]) {
      const { status, body } = await api(q);
      expect(status).toBe(200);
      expect([body.tournaments, body.posts, body.comments, body.players].flat()).toEqual([]);
    }
  });

  it("is a 400 for a query over 200 characters", async () => {
    expect(await api(`q=${"a".repeat(201)}`)).toEqual({ status: 400, body: SEARCH_TOO_LONG });
    expect((await api(`q=${"a".repeat(200)}`)).status).toBe(200);
  });

  it("never fails on query syntax, quotes or unusual text", async () => {
    const hostile = [
      '"',
      '"pokemon',
      "*",
      "pokemon*",
      "NEAR(",
      "NEAR(pokemon stages)",
      "AND",
      "pokemon AND OR NOT",
      "'",
      "pokemon'",
      "-pokemon",
      "^pokemon",
      "title:pokemon",
      "pokemon:*",
      "(pokemon | stages) & !x",
      "\\",
      "%",
      "_",
      "\u0000",
      "\u0002pokemon\u0003",
      "🎮🎮",
      "ﬁ ǅ Ⅻ",
      "<script>alert(1)</script>",
    ];
    // Bytes that are not UTF-8 (half a surrogate pair, a stray byte) as well.
    for (const q of [...hostile.map(encodeURIComponent), "%ED%A0%80", "%FF", "pok%C3"]) {
      const { status } = await api(`q=${q}`);
      expect(status, q).toBe(200);
    }
    // Syntax characters only separate words: the words still count.
    const syntax = encodeURIComponent('("pokemon" stages)*');
    expect((await api(`q=${syntax}`)).body.posts).toHaveLength(1);
  });

  it("answers GET only", async () => {
    expect((await guest.post("/api/search", {})).status).toBe(405);
  });
});

describe("GET /search", () => {
  it("renders the groups with highlighted, escaped matches, without JavaScript", async () => {
    const res = await guest.get("/search?q=POKEMON");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`href="/tournaments/${ids.approved}"`);
    expect(html).toContain(`href="/forum/post/${ids.post}"`);
    expect(html).toContain(`href="/forum/post/${ids.post}#comment-${ids.comment}"`);
    expect(html).toContain("<mark>Pokémon</mark>");
    // The text's own markup is escaped (SQLite) or left out of the snippet (PostgreSQL's
    // ts_headline drops tags): never markup.
    expect(html).not.toContain("<script>x");
    expect(html).not.toContain("<i>stage");
    expect(html).not.toContain(`/tournaments/${ids.pending}"`);
    expect(html).not.toContain(`/forum/post/${ids.deletedPost}"`);
    expect(html).not.toContain("Pokémon abuse");
  });

  it("says when nothing matches, and when the query is too long", async () => {
    const none = await (await guest.get("/search?q=zzqqxx")).text();
    expect(none).toContain("No results for “zzqqxx”");
    const long = await guest.get(`/search?q=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(SEARCH_TOO_LONG);
  });

  it("has the search form in the top bar of every page", async () => {
    const html = await (await guest.get("/")).text();
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/search"[^>]*aria-label="Site search"/,
    );
  });
});
