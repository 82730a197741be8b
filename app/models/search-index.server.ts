// The SQL of the full-text index, one form per engine: SQLite's FTS5 tables (kept in step by
// triggers) and PostgreSQL's GIN indexes on tsvector expressions. Both are made by the `search`
// migrations, whose tables, expressions and conditions the queries here must repeat exactly.
import { databaseEngine, empty, join, prisma, raw, sql } from "~/db.server";
import type { SearchKind } from "~/schemas/search";
import { ftsMatchExpression, tsQueryExpression } from "~/utils/search-terms";

/** One ranked hit: its row's fields (a body to cut the snippet from among them). */
export type IndexHit = Record<string, unknown> & { id: number | string };

type Page = { limit: number; offset: number };
type Fragment = ReturnType<typeof sql>;

/** How one kind of result is found on SQLite: its FTS5 table and the rows it points to. */
type SqliteKind = {
  table: string;
  /** bm25's column weights: a match in a name or title counts more than one in a body. */
  weights: number[];
  /** Joined and filtered while ranking (only what the index itself does not settle). */
  rankJoin?: string;
  rankFilter?: Fragment;
  /** The result's fields, read from `fieldJoin` for the page's hits only. */
  fields: string;
  fieldJoin: string;
};

/** How one kind of result is found on PostgreSQL: the indexed expression and its conditions. */
type PostgresKind = {
  from: string;
  id: string;
  vector: string;
  filter: Fragment;
  fields: string;
};

const posted = (alias: string) => `${alias}."deletedAt" IS NULL AND ${alias}."hiddenAt" IS NULL`;

function sqliteKinds(tournamentStatuses: string[]): Record<SearchKind, SqliteKind> {
  return {
    tournaments: {
      table: "TournamentSearch",
      weights: [10, 1, 3],
      rankJoin: `JOIN "Tournament" t ON t."id" = "TournamentSearch".rowid`,
      rankFilter: sql`AND t."status" IN (${join(tournamentStatuses)})`,
      fields: `t."id", t."name", t."type", t."startDate", t."endDate", t."location", t."region", t."description" AS "body"`,
      fieldJoin: `JOIN "Tournament" t ON t."id" = hits.rid`,
    },
    // The post and comment tables hold only what is shown (see the migration's triggers).
    posts: {
      table: "ForumPostSearch",
      weights: [5, 1],
      fields: `p."id", p."title", p."category", p."content" AS "body"`,
      fieldJoin: `JOIN "ForumPost" p ON p."id" = hits.rid`,
    },
    comments: {
      table: "ForumCommentSearch",
      weights: [1],
      fields: `c."id", c."postId", p."title" AS "postTitle", c."content" AS "body"`,
      fieldJoin: `JOIN "ForumComment" c ON c."id" = hits.rid JOIN "ForumPost" p ON p."id" = c."postId"`,
    },
    players: {
      table: "PlayerSearch",
      weights: [1, 0],
      fields: `u."id", u."username"`,
      fieldJoin: `JOIN "PlayerSearch" ON "PlayerSearch".rowid = hits.rid
        JOIN "User" u ON u."id" = "PlayerSearch"."userId" AND NOT u."isBanned"`,
    },
  };
}

const TOURNAMENT_VECTOR = `(setweight(to_tsvector('melee_search'::regconfig, t."name"), 'A') || setweight(to_tsvector('melee_search'::regconfig, t."location"), 'B') || setweight(to_tsvector('melee_search'::regconfig, t."description"), 'C'))`;

function postgresKinds(tournamentStatuses: string[]): Record<SearchKind, PostgresKind> {
  return {
    tournaments: {
      from: `"Tournament" t`,
      id: `t."id"`,
      vector: TOURNAMENT_VECTOR,
      filter: sql`AND t."status" IN (${join(tournamentStatuses)})`,
      fields: `t."id", t."name", t."type", t."startDate", t."endDate", t."location", t."region", t."description" AS "body"`,
    },
    posts: {
      from: `"ForumPost" p`,
      id: `p."id"`,
      vector: `(setweight(to_tsvector('melee_search'::regconfig, p."title"), 'A') || setweight(to_tsvector('melee_search'::regconfig, p."content"), 'B'))`,
      filter: sql`AND ${raw(posted("p"))}`,
      fields: `p."id", p."title", p."category", p."content" AS "body"`,
    },
    comments: {
      from: `"ForumComment" c JOIN "ForumPost" p ON p."id" = c."postId"`,
      id: `c."id"`,
      vector: `to_tsvector('melee_search'::regconfig, c."content")`,
      filter: sql`AND ${raw(posted("c"))} AND ${raw(posted("p"))}`,
      fields: `c."id", c."postId", p."title" AS "postTitle", c."content" AS "body"`,
    },
    players: {
      from: `"User" u`,
      id: `u."id"`,
      vector: `to_tsvector('melee_search'::regconfig, u."username")`,
      filter: sql`AND NOT u."isBanned"`,
      fields: `u."id", u."username"`,
    },
  };
}

/**
 * How many matches of one kind are ranked: the newest ones. Scoring every match of a word that
 * half the forum uses would cost hundreds of milliseconds; a search that broad is refined by
 * adding a word, and its newest matches are the ones worth reading. Deep pages stay inside it.
 */
export const RANKED_MATCHES = 1000;

function sqliteQuery(kind: SqliteKind, terms: string[], page: Page) {
  const fts = raw(`"${kind.table}"`);
  const weights = raw(kind.weights.map((w) => w.toFixed(1)).join(", "));
  // FTS5 hands the matches over newest first by itself, so the first LIMIT stops it early.
  return prisma.$queryRaw<IndexHit[]>`
    WITH recent AS (
      SELECT ${fts}.rowid AS rid, bm25(${fts}, ${weights}) AS score
      FROM ${fts} ${raw(kind.rankJoin ?? "")}
      WHERE ${fts} MATCH ${ftsMatchExpression(terms)} ${kind.rankFilter ?? empty}
      ORDER BY ${fts}.rowid DESC
      LIMIT ${RANKED_MATCHES}
    ),
    hits AS (
      SELECT rid, score FROM recent
      ORDER BY score, rid DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${raw(kind.fields)}
    FROM hits ${raw(kind.fieldJoin)}
    ORDER BY hits.score, hits.rid DESC`;
}

function postgresQuery(kind: PostgresKind, terms: string[], page: Page) {
  return prisma.$queryRaw<IndexHit[]>`
    WITH q AS (SELECT to_tsquery('melee_search', ${tsQueryExpression(terms)}) AS query),
    recent AS (
      SELECT ${raw(kind.id)} AS rid
      FROM ${raw(kind.from)}, q
      WHERE ${raw(kind.vector)} @@ q.query ${kind.filter}
      ORDER BY ${raw(kind.id)} DESC
      LIMIT ${RANKED_MATCHES}
    ),
    hits AS (
      SELECT recent.rid, ts_rank(${raw(kind.vector)}, q.query) AS score
      FROM recent JOIN ${raw(kind.from)} ON ${raw(kind.id)} = recent.rid, q
      ORDER BY score DESC, recent.rid DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${raw(kind.fields)}
    FROM hits JOIN ${raw(kind.from)} ON ${raw(kind.id)} = hits.rid
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
          WHERE ${raw(TOURNAMENT_VECTOR)} @@ to_tsquery('melee_search', ${tsQueryExpression(terms)})`
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
