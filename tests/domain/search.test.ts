// The full-text search on the engine this run is for (npm test: SQLite, test:postgres: PostgreSQL).
import { beforeEach, describe, expect, it } from "vitest";
import { search, SEARCH_TOO_LONG } from "~/models/search.server";
import { addDaysToDay, today } from "~/models/tournament-dates";
import { listTournaments } from "~/models/tournament.server";
import { parseSearchParams } from "~/schemas/search";
import { parseTournamentQuery } from "~/schemas/tournament";
import { databaseEngine, prisma } from "~/server/db.server";
import { testEngine } from "../setup/test-database";
import { actor, expectRefusal } from "./actors";

const find = (q: string, type = "all", page = 1) =>
  search(parseSearchParams(new URLSearchParams({ q, type, page: String(page) })));

let tournamentCount = 0;
function tournament(
  name: string,
  extra: { description?: string; location?: string; status?: string } = {},
) {
  const start = addDaysToDay(today(), 5 + tournamentCount++);
  return prisma.tournament.create({
    data: {
      name,
      description: extra.description ?? "",
      location: extra.location ?? "Somewhere",
      status: extra.status ?? "Approved",
      type: "LOCAL",
      region: "Europe",
      startDate: start,
      endDate: start,
      searchText: "",
    },
  });
}

const post = (title: string, content = "Body text") =>
  prisma.forumPost.create({ data: { title, content, category: "general" } });

const comment = (postId: number, content: string) =>
  prisma.forumComment.create({ data: { postId, content } });

beforeEach(async () => {
  await prisma.forumPost.deleteMany();
  await prisma.tournament.deleteMany();
});

describe(`search on ${testEngine}`, () => {
  it("runs on the engine this run is for", () => {
    expect(databaseEngine).toBe(testEngine);
  });

  it("ignores accents and case, both ways", async () => {
    await tournament("Pokémon Showdown");
    await post("CAFÉ meetup", "Über-smash at the café");
    expect((await find("pokemon")).tournaments.map((t) => t.name)).toEqual(["Pokémon Showdown"]);
    expect((await find("POKÉMON")).tournaments.map((t) => t.name)).toEqual(["Pokémon Showdown"]);
    expect((await find("cafe")).posts.map((p) => p.title)).toEqual(["CAFÉ meetup"]);
    expect((await find("uber")).posts.map((p) => p.title)).toEqual(["CAFÉ meetup"]);
  });

  it("finds a word by its beginning, and needs every word", async () => {
    await tournament("Springfield Smash", { location: "Oslo" });
    await tournament("Spring Fling", { location: "Bergen" });
    expect((await find("Spring")).tournaments.map((t) => t.name).sort()).toEqual([
      "Spring Fling",
      "Springfield Smash",
    ]);
    expect((await find("spring osl")).tournaments.map((t) => t.name)).toEqual([
      "Springfield Smash",
    ]);
    // Only word beginnings: the middle of a word is not a match.
    expect((await find("field")).tournaments).toEqual([]);
  });

  it("ranks by relevance: a title match above a body match, more matches above fewer", async () => {
    const body = await post("Weekly notes", "we talked about wavedash timing");
    const title = await post("Wavedash guide", "how to practise it");
    const both = await post("Wavedash wavedash", "wavedash wavedash wavedash");
    const ids = (await find("wavedash")).posts.map((p) => p.id);
    expect(ids).toEqual([both.id, title.id, body.id]);

    await tournament("Nordic Open", { description: "the best nordic players" });
    await tournament("Weekly", { description: "a nordic weekly" });
    expect((await find("nordic")).tournaments.map((t) => t.name)).toEqual([
      "Nordic Open",
      "Weekly",
    ]);
  });

  it("highlights the matches in escaped HTML, never the text's own markup", async () => {
    await post("<script>alert(1)</script> Fox tips", 'Fox <img src=x onerror="alert(1)"> & more');
    const [hit] = (await find("fox")).posts;
    expect(hit.titleHtml).toContain("<mark>Fox</mark>");
    expect(hit.titleHtml).not.toContain("<script>");
    expect(hit.snippet).toContain("<mark>Fox</mark>");
    expect(hit.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>"]/);
  });

  it("leaves out unapproved tournaments", async () => {
    await tournament("Zeta Approved");
    await tournament("Zeta Open", { status: "Open" });
    await tournament("Zeta Pending", { status: "Pending Review" });
    await tournament("Zeta Rejected", { status: "Rejected" });
    expect((await find("zeta")).tournaments.map((t) => t.name).sort()).toEqual([
      "Zeta Approved",
      "Zeta Open",
    ]);
  });

  it("leaves out deleted and hidden posts and comments, and follows them back", async () => {
    const shown = await post("Kappa shown");
    const deleted = await post("Kappa deleted");
    const hidden = await post("Kappa hidden");
    const c1 = await comment(shown.id, "kappa comment shown");
    const c2 = await comment(shown.id, "kappa comment deleted");
    const c3 = await comment(shown.id, "kappa comment hidden");
    const underHidden = await comment(hidden.id, "kappa under a hidden post");
    await prisma.forumPost.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    await prisma.forumPost.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    await prisma.forumComment.update({ where: { id: c2.id }, data: { deletedAt: new Date() } });
    await prisma.forumComment.update({ where: { id: c3.id }, data: { hiddenAt: new Date() } });

    let found = await find("kappa");
    expect(found.posts.map((p) => p.id)).toEqual([shown.id]);
    expect(found.comments.map((c) => c.id)).toEqual([c1.id]);
    expect(found.comments[0]).toMatchObject({ postId: shown.id, postTitle: "Kappa shown" });

    // Restored: searchable again, comments of the post included.
    await prisma.forumPost.update({ where: { id: hidden.id }, data: { hiddenAt: null } });
    await prisma.forumComment.update({ where: { id: c2.id }, data: { deletedAt: null } });
    found = await find("kappa");
    expect(found.posts.map((p) => p.id).sort()).toEqual([shown.id, hidden.id].sort());
    expect(found.comments.map((c) => c.id).sort()).toEqual([c1.id, c2.id, underHidden.id].sort());

    // Edited and removed rows follow too.
    await prisma.forumComment.update({ where: { id: c1.id }, data: { content: "nothing here" } });
    await prisma.forumPost.delete({ where: { id: hidden.id } });
    found = await find("kappa");
    expect(found.comments.map((c) => c.id)).toEqual([c2.id]);
    expect(found.posts.map((p) => p.id)).toEqual([shown.id]);
  });

  it("ranks the newest 1,000 matches of a word in most rows, and every match of a rarer one", async () => {
    const thread = await post("Zoo talk");
    const gone = await post("Removed thread");
    const row = (content: string, postId = thread.id) => ({ postId, content });
    // Oldest first. The strongest matches of each word are its oldest ones.
    const strong = [
      row("zebra zebra zebra zebra"),
      row("zebra yak yak yak yak"),
      row("zebra quokka quokka quokka"),
      ...Array.from({ length: 197 }, () => row("zebra zebra zebra zebra")),
    ];
    const weak = Array.from({ length: 1000 }, (_, i) =>
      row(`zebra and ${i % 7 === 0 ? "yak " : ""}${i % 400 === 0 ? "quokka " : ""}other words`),
    );
    // The newest is the longest: bm25 would put shorter ones first.
    weak[999] = row("zebra and other words, and many more words after them, at length");
    // The newest of all, under a post that is then removed: never found, never counted.
    const removed = Array.from({ length: 30 }, () => row("zebra zebra zebra zebra", gone.id));
    await prisma.forumComment.createMany({ data: [...strong, ...weak, ...removed] });
    await prisma.forumPost.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const ids = (await prisma.forumComment.findMany({ orderBy: { id: "asc" } })).map((c) => c.id);
    const oldest = new Set(ids.slice(0, strong.length));

    // "zebra" is in every comment: only its 1,000 newest shown matches are ranked, so the strong
    // but old ones never come first, and nothing of the removed thread shows.
    const zebra = await find("zebra", "comments");
    expect(zebra.comments).toHaveLength(20);
    expect(zebra.more.comments).toBe(true);
    for (const hit of zebra.comments) {
      expect(oldest.has(hit.id)).toBe(false);
      expect(hit.postId).toBe(thread.id);
    }
    // A word in every row weighs nothing in the ranking: equal matches come newest first.
    expect(zebra.comments[0].id).toBe(ids[strong.length + weak.length - 1]);
    // "yak" (144 comments, many of the newest) and "quokka" (4) are ranked over every match.
    const yak = await find("yak", "comments");
    expect(yak.comments[0].id).toBe(ids[1]);
    expect(new Set(yak.comments.map((c) => c.id)).size).toBe(20);
    const quokka = await find("quokka", "comments");
    expect(quokka.comments.map((c) => c.id)[0]).toBe(ids[2]);
    expect(quokka.comments).toHaveLength(4);
    // Beside a word in every row, the rarer word decides the order, over all its matches.
    const zebraYak = await find("zebra yak", "comments");
    expect(zebraYak.comments[0].id).toBe(ids[1]);
    const zebraQuokka = await find("zebra quokka", "comments");
    expect(zebraQuokka.comments.map((c) => c.id)).toEqual(quokka.comments.map((c) => c.id));
    // Found by its rarer word, a match still needs every word.
    await comment(thread.id, "quokka on its own");
    expect((await find("quokka", "comments")).comments).toHaveLength(5);
    expect((await find("zebra quokka", "comments")).comments).toHaveLength(4);
  });

  it("finds the rare rows holding every word when each word alone is in most of the newest", async () => {
    const thread = await post("Pairs");
    const row = (content: string) => ({ postId: thread.id, content });
    // Oldest first: three rows with both words, then 600 with one or the other. Each word is
    // common among the newest rows, both together in none of them.
    await prisma.forumComment.createMany({
      data: [
        ...Array.from({ length: 3 }, (_, i) => row(`gamma delta pair ${i}`)),
        ...Array.from({ length: 600 }, (_, i) => row(i % 2 ? "gamma alone" : "delta alone")),
      ],
    });
    const both = await prisma.forumComment.findMany({
      where: { postId: thread.id, content: { startsWith: "gamma delta" } },
      select: { id: true },
    });
    const found = await find("gamma delta", "comments");
    expect(found.comments.map((c) => c.id).sort()).toEqual(both.map((c) => c.id).sort());
    expect((await find("delta gamma pair", "comments")).comments).toHaveLength(3);
  });

  it.runIf(databaseEngine === "sqlite")(
    "scores only the newest 5,000 matches of a ranking word that is itself frequent",
    async () => {
      const thread = await post("Scoring");
      const row = (content: string) => ({ postId: thread.id, content });
      // Oldest first: the best match of "beta", then 6,000 rows of "beta" alone, then 999
      // weak matches of both words, then 400 of "alpha" alone, which make "alpha" common.
      await prisma.forumComment.createMany({
        data: [
          row("alpha beta beta beta"),
          ...Array.from({ length: 6000 }, () => row("beta on its own")),
          ...Array.from({ length: 999 }, () => row("alpha and beta among other words")),
          ...Array.from({ length: 400 }, () => row("alpha on its own")),
        ],
      });
      const best = (await prisma.forumComment.findFirst({ orderBy: { id: "asc" } }))!.id;
      // The best match is among the 1,000 newest of both words, but 7,000 matches of "beta"
      // back, past the scored ones: unscored, it ranks last, on the last page.
      expect((await find("alpha beta", "comments", 1)).comments[0].id).not.toBe(best);
      const last = await find("alpha beta", "comments", 50);
      expect(last.comments.at(-1)?.id).toBe(best);
    },
  );

  it("finds players by tag, without banned ones or anything private", async () => {
    const player = await actor();
    const banned = await actor("banned");
    await prisma.user.update({ where: { id: player.id }, data: { username: "Zylophonic" } });
    await prisma.user.update({ where: { id: banned.id }, data: { username: "Zylophonist" } });
    const found = await find("zylo");
    expect(found.players).toEqual([
      { id: player.id, username: "Zylophonic", usernameHtml: "<mark>Zylophonic</mark>" },
    ]);
    await prisma.user.update({ where: { id: banned.id }, data: { isBanned: false } });
    expect((await find("zylo")).players.map((p) => p.username).sort()).toEqual([
      "Zylophonic",
      "Zylophonist",
    ]);
    await prisma.user.delete({ where: { id: player.id } });
    expect((await find("zylo")).players.map((p) => p.username)).toEqual(["Zylophonist"]);
  });

  it("groups a preview of each kind, and pages one kind", async () => {
    for (let i = 0; i < 23; i++) await post(`Omega ${i}`);
    const all = await find("omega");
    expect(all.posts).toHaveLength(5);
    expect(all.more.posts).toBe(true);
    expect(all.more.tournaments).toBe(false);

    const first = await find("omega", "posts");
    const second = await find("omega", "posts", 2);
    expect(first.posts).toHaveLength(20);
    expect(first.more.posts).toBe(true);
    expect(second.posts).toHaveLength(3);
    expect(second.more.posts).toBe(false);
    expect(new Set([...first.posts, ...second.posts].map((p) => p.id)).size).toBe(23);
    expect(first.tournaments).toEqual([]);
  });

  it("finds nothing for an empty query or one with no words, and refuses one too long", async () => {
    await post("Anything");
    for (const q of ["", "   ", "%", "_", '"', "*", "()", "-", ":"]) {
      const found = await find(q);
      expect([found.tournaments, found.posts, found.comments, found.players].flat()).toEqual([]);
    }
    await expectRefusal(() => find("a".repeat(201)), 400, SEARCH_TOO_LONG);
    await expect(find("a".repeat(200))).resolves.toBeDefined();
  });

  it("takes query syntax as plain words", async () => {
    await post("and or not near", 'NEAR(a b) "quoted" col:umn');
    const hostile = [
      '"',
      '""',
      "*",
      "NEAR(",
      "AND",
      "OR",
      "NOT",
      "'",
      "a:b",
      "^x",
      "x -y",
      "(",
      "!",
      "&|",
      "\\",
    ];
    for (const q of hostile) await expect(find(q)).resolves.toBeDefined();
    expect((await find("AND")).posts).toHaveLength(1);
    expect((await find("NEAR(")).posts).toHaveLength(1);
    expect((await find("col:umn")).posts).toHaveLength(1);
  });

  it("handles scripts beyond Latin", async () => {
    await post("Ледяной климбер", "日本語 テスト");
    expect((await find("ЛЕДЯН")).posts).toHaveLength(1);
    expect((await find("🎮")).posts).toEqual([]);
  });
});

describe(`/tournaments search on ${testEngine}`, () => {
  const names = async (q: string) =>
    (await listTournaments(parseTournamentQuery(new URLSearchParams({ q })))).tournaments.map(
      (t) => t.name,
    );

  it("uses the same index: accents, word beginnings, every word", async () => {
    await tournament("Pokémon Springfield");
    await tournament("Heir", { description: "Nordic major" });
    await tournament("Hidden", { status: "Pending Review", description: "nordic" });
    expect(await names("pokemon")).toEqual(["Pokémon Springfield"]);
    expect(await names("Spring")).toEqual(["Pokémon Springfield"]);
    expect(await names("NORD")).toEqual(["Heir"]);
    expect(await names("nordic heir")).toEqual(["Heir"]);
    expect(await names("%")).toEqual([]);
  });
});

describe.runIf(testEngine === "sqlite")("the SQLite index", () => {
  it("has its triggers (a migration that redefines a table must create them again)", async () => {
    const rows = await prisma.$queryRaw<{ name: string }[]>`
      SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_search_%'`;
    expect(rows.map((r) => r.name).sort()).toEqual(
      [
        "ForumComment_search_delete",
        "ForumComment_search_insert",
        "ForumComment_search_update",
        "ForumPost_search_comments",
        "ForumPost_search_delete",
        "ForumPost_search_insert",
        "ForumPost_search_update",
        "Tournament_search_delete",
        "Tournament_search_insert",
        "Tournament_search_update",
        "User_search_delete",
        "User_search_insert",
        "User_search_update",
      ].sort(),
    );
  });
});
