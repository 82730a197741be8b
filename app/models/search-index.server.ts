// The SQL of the full-text index, one form per engine: SQLite's FTS5 tables (kept in step by
// triggers) and PostgreSQL's GIN indexes on stored tsvector columns. Both are made by the
// `search` migrations and tuned by `search_speed`; the queries here repeat their tables and the
// conditions of their partial indexes exactly.
import { ftsMatchExpression, tsQueryExpression } from "~/models/search-terms";
import type { SearchKind } from "~/schemas/search";
import { databaseEngine, empty, join, prisma, raw, sql } from "~/server/db.server";

/** One ranked hit: its row's fields (a body to cut the snippet from among them). */
export type IndexHit = Record<string, unknown> & { id: number | string };

type Page = { limit: number; offset: number };
type Fragment = ReturnType<typeof sql>;

/** What a kind's hits read once ranked: `fields` from `fieldJoin` on `hits.rid`, the row id. */
type HitRows = { fields: string; fieldJoin: string };

const HIT_ROWS: Record<SearchKind, HitRows> = {
  tournaments: {
    fields: `t."id", t."name", t."type", t."startDate", t."endDate", t."location", t."region", t."description" AS "body"`,
    fieldJoin: `JOIN "Tournament" t ON t."id" = hits.rid`,
  },
  posts: {
    fields: `p."id", p."title", p."category", p."content" AS "body"`,
    fieldJoin: `JOIN "ForumPost" p ON p."id" = hits.rid`,
  },
  comments: {
    fields: `c."id", c."postId", p."title" AS "postTitle", c."content" AS "body"`,
    fieldJoin: `JOIN "ForumComment" c ON c."id" = hits.rid JOIN "ForumPost" p ON p."id" = c."postId"`,
  },
  players: {
    fields: `u."id", u."username"`,
    fieldJoin: `JOIN "User" u ON u."id" = hits.rid`,
  },
};

/**
 * How many matches of one kind are ranked: the newest ones. Scoring every match of a word that
 * half the forum uses would cost hundreds of milliseconds; a search that broad is refined by
 * adding a word, and its newest matches are the ones worth reading. Deep pages stay inside it.
 */
export const RANKED_MATCHES = 1000;

const posted = (alias: string) => `${alias}."deletedAt" IS NULL AND ${alias}."hiddenAt" IS NULL`;

/** How one kind of result is found on SQLite: its FTS5 table and the rows it points to. */
type SqliteKind = HitRows & {
  table: string;
  /** bm25's column weights: a match in a name or title counts more than one in a body. */
  weights: number[];
  /** Joined and filtered while ranking (only what the index itself does not settle). */
  rankJoin?: string;
  rankFilter?: Fragment;
};

function sqliteKinds(tournamentStatuses: string[]): Record<SearchKind, SqliteKind> {
  return {
    tournaments: {
      ...HIT_ROWS.tournaments,
      table: "TournamentSearch",
      weights: [10, 1, 3],
      rankJoin: `JOIN "Tournament" t ON t."id" = "TournamentSearch".rowid`,
      rankFilter: sql`AND t."status" IN (${join(tournamentStatuses)})`,
    },
    // The post and comment tables hold only what is shown (see the migration's triggers).
    posts: { ...HIT_ROWS.posts, table: "ForumPostSearch", weights: [5, 1] },
    comments: { ...HIT_ROWS.comments, table: "ForumCommentSearch", weights: [1] },
    // A player's row id is text, so the FTS row keeps it in a column of its own.
    players: {
      ...HIT_ROWS.players,
      table: "PlayerSearch",
      weights: [1, 0],
      fieldJoin: `JOIN "PlayerSearch" ON "PlayerSearch".rowid = hits.rid
        JOIN "User" u ON u."id" = "PlayerSearch"."userId" AND NOT u."isBanned"`,
    },
  };
}

/** Newest rows of an FTS table a word is counted in to tell whether it is in most rows. */
const COMMON_SAMPLE = 400;

/**
 * Matches of the ranking words bm25 scores at most, newest first. bm25 costs about a microsecond
 * a row, so a ranking word that is itself frequent would otherwise score a hundred thousand rows.
 */
const SCORED_MATCHES = 5 * RANKED_MATCHES;

/**
 * The words of `terms` that rank: those in fewer than half of the table's newest rows. bm25
 * weighs a word in more at nearly nothing (FTS5 floors its weight at 10⁻⁶), yet counts every row
 * of it first: 7 ms for a word in 300,000 comments. A search of common words alone comes newest
 * first. In a table of fewer rows than the sample every word ranks.
 */
async function rankingWords(fts: Fragment, terms: string[]): Promise<string[]> {
  const floor = sql`(SELECT rowid FROM ${fts} ORDER BY rowid DESC LIMIT 1 OFFSET ${COMMON_SAMPLE - 1})`;
  const counts = terms.map(
    (term, i) =>
      sql`(SELECT count(*) FROM ${fts} WHERE ${fts} MATCH ${ftsMatchExpression([term])}
        AND rowid >= ${floor}) * 2 >= ${COMMON_SAMPLE} AS ${raw(`"w${i}"`)}`,
  );
  const [row] = await prisma.$queryRaw<Record<string, number | bigint>[]>`SELECT ${join(counts)}`;
  return terms.filter((_, i) => Number(row[`w${i}`]) !== 1);
}

async function sqliteQuery(kind: SqliteKind, terms: string[], page: Page) {
  const fts = raw(`"${kind.table}"`);
  const weights = raw(kind.weights.map((w) => w.toFixed(1)).join(", "));
  const ranking = await rankingWords(fts, terms);
  const hitsOf = (ranked: Fragment) => prisma.$queryRaw<IndexHit[]>`
    WITH ${ranked},
    hits AS (
      SELECT rid, score FROM ranked
      ORDER BY score, rid DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${raw(kind.fields)}
    FROM hits ${raw(kind.fieldJoin)}
    ORDER BY hits.score, hits.rid DESC`;
  // FTS5 hands the matches over newest first by itself, lazily when a prefix index of the word's
  // length exists, so the first LIMIT stops it early. MATERIALIZED keeps each part one pass of
  // the index (inlined, the join would query it again for every row).
  const recent = (score: Fragment) => sql`
    SELECT ${fts}.rowid AS rid, ${score} AS score
    FROM ${fts} ${raw(kind.rankJoin ?? "")}
    WHERE ${fts} MATCH ${ftsMatchExpression(terms)} ${kind.rankFilter ?? empty}
    ORDER BY ${fts}.rowid DESC
    LIMIT ${RANKED_MATCHES}`;
  // When every word ranks, bm25 scores the newest matches as they are found: one pass of the
  // index rather than two (about 1 ms less for a word in 2,500 tournaments, where the newest
  // 1,000 are ranked).
  if (ranking.length === terms.length) {
    return hitsOf(sql`ranked AS MATERIALIZED (${recent(sql`bm25(${fts}, ${weights})`)})`);
  }
  // Otherwise bm25 scores the ranking words' newest matches from the oldest of the
  // RANKED_MATCHES newest on, which hold them all unless those words are frequent; a match left
  // unscored ranks last.
  const scored =
    ranking.length === 0
      ? sql`SELECT NULL AS rid, NULL AS score WHERE FALSE`
      : sql`SELECT rowid AS rid, bm25(${fts}, ${weights}) AS score
          FROM ${fts}
          WHERE ${fts} MATCH ${ftsMatchExpression(ranking)}
            AND rowid >= (SELECT min(rid) FROM recent)
          ORDER BY rowid DESC
          LIMIT ${SCORED_MATCHES}`;
  return hitsOf(sql`recent AS MATERIALIZED (${recent(sql`0`)}),
    scored AS MATERIALIZED (${scored}),
    ranked AS (
      SELECT recent.rid, coalesce(scored.score, 0) AS score
      FROM recent LEFT JOIN scored ON scored.rid = recent.rid
    )`);
}

/**
 * How one kind of result is found on PostgreSQL: its table (read as `x`), whose stored
 * "searchVector" is GIN-indexed, and which of its rows count.
 */
type PostgresKind = HitRows & {
  table: string;
  /** The row's own conditions (the partial index's among them). */
  shown: Fragment;
  /** A comment's post must be shown too: the column naming it, and the check on a match `w`. */
  parent?: { column: string; shown: string };
};

function postgresKinds(tournamentStatuses: string[]): Record<SearchKind, PostgresKind> {
  return {
    tournaments: {
      ...HIT_ROWS.tournaments,
      table: `"Tournament"`,
      shown: sql`x."status" IN (${join(tournamentStatuses)})`,
    },
    posts: { ...HIT_ROWS.posts, table: `"ForumPost"`, shown: raw(posted("x")) },
    comments: {
      ...HIT_ROWS.comments,
      table: `"ForumComment"`,
      shown: raw(posted("x")),
      // A scalar subquery, so each match is checked by its key as it comes, never by a join
      // the planner could turn into a scan of every post.
      parent: {
        column: `"postId"`,
        shown: `(SELECT ${posted("p")} FROM "ForumPost" p WHERE p."id" = w."postId")`,
      },
    },
    players: { ...HIT_ROWS.players, table: `"User"`, shown: raw(`NOT x."isBanned"`) },
  };
}

/**
 * Newest rows read to tell a common word from a rarer one. The probe only picks the way the
 * matches are found, never which: 500 rows tell a word in 5% of them (25) from a rarer one as
 * well, at a quarter of the cost (each kind's probe read 2,000 vectors, 1 ms of the PostgreSQL
 * server at scale, four kinds a search).
 */
const PROBE_ROWS = 500;
/** Newest rows a common word's matches are looked for in, one row after the other. */
const RECENT_WINDOW = 30_000;
/**
 * Matches among the probe's rows that make a word common: at that share, its RANKED_MATCHES
 * newest matches lie well inside RECENT_WINDOW (half as many rows again to spare).
 */
const COMMON_IN_PROBE = Math.ceil((PROBE_ROWS * RANKED_MATCHES * 1.5) / RECENT_WINDOW);

const tsQuery = (terms: string[]) => sql`to_tsquery('melee_search', ${tsQueryExpression(terms)})`;

/**
 * Whether the search is common among the newest shown rows, and its words that are not: the
 * index is asked for those alone. A word's beginning is a prefix match, which GIN answers by
 * reading every word it begins ("the" begins "thread", in every post) into a bitmap first: 30 ms
 * for a few such words, while the rarer word beside them has a handful of rows to check.
 */
async function postgresProbe(kind: PostgresKind, terms: string[]) {
  const table = raw(kind.table);
  const counts = [terms, ...terms.map((term) => [term])].map(
    (words, i) =>
      sql`count(*) FILTER (WHERE w."searchVector" @@ ${tsQuery(words)}) AS ${raw(`"n${i}"`)}`,
  );
  const [row] = await prisma.$queryRaw<Record<string, bigint>[]>`
    SELECT ${join(counts)} FROM (
      SELECT x."searchVector" FROM ${table} x WHERE ${kind.shown}
      ORDER BY x."id" DESC LIMIT ${PROBE_ROWS}
    ) w`;
  const count = (i: number) => Number(row[`n${i}`]);
  // Rarest first: a row is checked word by word, and most rows fail on the rarest.
  const byRarity = terms
    .map((term, i) => ({ term, count: count(i + 1) }))
    .sort((a, b) => a.count - b.count);
  const rareTerms = byRarity.filter((w) => w.count < COMMON_IN_PROBE).map((w) => w.term);
  const ordered = byRarity.map((w) => w.term);
  return {
    common: count(0) >= COMMON_IN_PROBE,
    rarestFirst: ordered,
    // No rare word: the rarest alone, the rest checked on its rows. Asking the index for every
    // word read each one's rows into a bitmap first ("the" and "of" begin words in every
    // comment): 27 ms for "the scale dataset of comment 2999" over 300,000 comments, 0.1 ms so.
    indexTerms: rareTerms.length > 0 ? rareTerms : ordered.slice(0, 1),
  };
}

/**
 * The newest RANKED_MATCHES matches, ranked. A GIN index yields its matches unordered, so the
 * newest ones of a word in most rows would mean fetching every match. So a probe of the newest
 * rows first tells a common search from a rarer one: a common search's matches are found by
 * reading the newest rows one by one (its thousand come within a few thousand rows), a rarer
 * one's from the index (there are few). Should the window hold fewer than RANKED_MATCHES after
 * all, the index answers instead (PostgreSQL evaluates that condition once, before the branch).
 */
async function postgresQuery(kind: PostgresKind, terms: string[], page: Page) {
  const { common, rarestFirst, indexTerms } = await postgresProbe(kind, terms);
  const table = raw(kind.table);
  const parentColumn = raw(kind.parent ? `, x.${kind.parent.column}` : "");
  const parentShown = raw(kind.parent ? `AND ${kind.parent.shown}` : "");
  // Each match carries its vector to the ranking: joined back to its table by id instead, the
  // planner (expecting a few hundred of the thousand) hashed the whole table, 13 ms of a 26 ms
  // search of 10,000 tournaments.
  const byRecency = common
    ? sql`SELECT w."id", w."searchVector" FROM (
          SELECT x."id", x."searchVector" ${parentColumn} FROM ${table} x WHERE ${kind.shown}
          ORDER BY x."id" DESC LIMIT ${RECENT_WINDOW}
        ) w
        WHERE w."searchVector" @@ ${tsQuery(rarestFirst)} ${parentShown}
        ORDER BY w."id" DESC LIMIT ${RANKED_MATCHES}`
    : sql`SELECT x."id", x."searchVector" FROM ${table} x WHERE FALSE`;
  // The index finds the rarer words' rows; IS TRUE keeps the whole search a check of those rows
  // (as a plain condition, the planner would hand it to the index too).
  const wholeSearch =
    indexTerms.length < rarestFirst.length
      ? sql`AND (x."searchVector" @@ ${tsQuery(rarestFirst)}) IS TRUE`
      : empty;
  return prisma.$queryRaw<IndexHit[]>`
    WITH by_recency AS MATERIALIZED (${byRecency}),
    by_index AS MATERIALIZED (
      SELECT x."id", x."searchVector" ${parentColumn} FROM ${table} x
      WHERE (SELECT count(*) FROM by_recency) < ${RANKED_MATCHES}
        AND x."searchVector" @@ ${tsQuery(indexTerms)} AND ${kind.shown} ${wholeSearch}
    ),
    recent AS (
      SELECT "id", "searchVector" FROM by_recency
      WHERE (SELECT count(*) FROM by_recency) = ${RANKED_MATCHES}
      UNION ALL
      (SELECT w."id", w."searchVector" FROM (SELECT * FROM by_index ORDER BY "id" DESC) w
        WHERE TRUE ${parentShown} LIMIT ${RANKED_MATCHES})
    ),
    hits AS (
      SELECT recent."id" AS rid, ts_rank(recent."searchVector", ${tsQuery(rarestFirst)}) AS score
      FROM recent
      ORDER BY score DESC, rid DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${raw(kind.fields)}
    FROM hits ${raw(kind.fieldJoin)}
    ORDER BY hits.score DESC, hits.rid DESC`;
}

/**
 * One page of `kind`'s hits for `terms` (folded words, see searchTerms), best first.
 * Tournaments count only in `tournamentStatuses`; posts and comments only while shown.
 */
export function rankedHits(
  kind: SearchKind,
  terms: string[],
  page: Page,
  tournamentStatuses: string[],
): Promise<IndexHit[]> {
  if (terms.length === 0) return Promise.resolve([]);
  return databaseEngine === "postgresql"
    ? postgresQuery(postgresKinds(tournamentStatuses)[kind], terms, page)
    : sqliteQuery(sqliteKinds(tournamentStatuses)[kind], terms, page);
}

/** The tournament list's filters, besides its search words. */
export type TournamentFilter = {
  /** null: every status (admins). */
  statuses: string[] | null;
  startDate: { gte?: string; lt?: string; lte?: string };
  region?: string;
  type?: string;
};

function tournamentFilterSql(filter: TournamentFilter) {
  const { statuses, startDate, region, type } = filter;
  const conditions = [
    statuses ? sql`t."status" IN (${join(statuses)})` : null,
    startDate.gte !== undefined ? sql`t."startDate" >= ${startDate.gte}` : null,
    startDate.lt !== undefined ? sql`t."startDate" < ${startDate.lt}` : null,
    startDate.lte !== undefined ? sql`t."startDate" <= ${startDate.lte}` : null,
    region !== undefined ? sql`t."region" = ${region}` : null,
    type !== undefined ? sql`t."type" = ${type}` : null,
  ].filter((c) => c !== null);
  return conditions.length > 0 ? sql`AND ${join(conditions, " AND ")}` : empty;
}

/**
 * One page of the tournament list for search words: the ids of the matching tournaments that pass
 * `filter`, in start-date order (then id), and how many there are in all. The list is filtered
 * and cut here, not by handing every match to the list's query: a common word matches thousands.
 */
export async function searchTournamentPage(
  terms: string[],
  filter: TournamentFilter,
  direction: "asc" | "desc",
  take: number,
): Promise<{ ids: number[]; total: number }> {
  if (terms.length === 0) return { ids: [], total: 0 };
  const matches =
    databaseEngine === "postgresql"
      ? sql`FROM "Tournament" t
          WHERE t."searchVector" @@ to_tsquery('melee_search', ${tsQueryExpression(terms)})`
      : sql`FROM "TournamentSearch" JOIN "Tournament" t ON t."id" = "TournamentSearch".rowid
          WHERE "TournamentSearch" MATCH ${ftsMatchExpression(terms)}`;
  const where = tournamentFilterSql(filter);
  const order = raw(direction === "desc" ? "DESC" : "ASC");
  const [rows, [count]] = await Promise.all([
    prisma.$queryRaw<{ id: number }[]>`
      SELECT t."id" ${matches} ${where}
      ORDER BY t."startDate" ${order}, t."id" ${order}
      LIMIT ${take}`,
    prisma.$queryRaw<{ total: number | bigint }[]>`SELECT count(*) AS "total" ${matches} ${where}`,
  ]);
  return { ids: rows.map((r) => Number(r.id)), total: Number(count.total) };
}
