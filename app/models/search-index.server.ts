// The SQL of the full-text index, one form per engine: SQLite's FTS5 tables (kept in step by
// triggers) and PostgreSQL's GIN indexes on tsvector expressions. Both are made by the `search`
// migrations, whose tables, expressions and conditions the queries here must repeat exactly.
import { databaseEngine, empty, join, prisma, raw, sql } from "~/db.server";
import { ftsMatchExpression, MARK_END, MARK_START, tsQueryExpression } from "~/utils/search-terms";

export type SearchKind = "tournaments" | "posts" | "comments" | "players";

/** One ranked hit: its row's fields, plus `label` and `snippet` with the matches marked. */
export type IndexHit = Record<string, unknown> & {
  id: number | string;
  label: string | null;
  snippet: string;
};

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
  /** Whether column 0 (the name, title or tag) is the result's label. */
  labelled: boolean;
  /** The column the snippet is cut from (the body, beside the label). */
  snippetColumn: number;
};

/** How one kind of result is found on PostgreSQL: the indexed expression and its conditions. */
type PostgresKind = {
  from: string;
  id: string;
  vector: string;
  filter: Fragment;
  fields: string;
  label: string | null;
  /** The text the snippet is cut from (the body, beside the label). */
  text: string;
};

const posted = (alias: string) => `${alias}."deletedAt" IS NULL AND ${alias}."hiddenAt" IS NULL`;

function sqliteKinds(tournamentStatuses: string[]): Record<SearchKind, SqliteKind> {
  return {
    tournaments: {
      table: "TournamentSearch",
      weights: [10, 1, 3],
      rankJoin: `JOIN "Tournament" t ON t."id" = "TournamentSearch".rowid`,
      rankFilter: sql`AND t."status" IN (${join(tournamentStatuses)})`,
      fields: `t."id", t."name", t."type", t."startDate", t."endDate", t."location", t."region"`,
      fieldJoin: `JOIN "Tournament" t ON t."id" = hits.rid`,
      labelled: true,
      snippetColumn: 1,
    },
    // The post and comment tables hold only what is shown (see the migration's triggers).
    posts: {
      table: "ForumPostSearch",
      weights: [5, 1],
      fields: `p."id", p."title", p."category"`,
      fieldJoin: `JOIN "ForumPost" p ON p."id" = hits.rid`,
      labelled: true,
      snippetColumn: 1,
    },
    comments: {
      table: "ForumCommentSearch",
      weights: [1],
      fields: `c."id", c."postId", p."title" AS "postTitle"`,
      fieldJoin: `JOIN "ForumComment" c ON c."id" = hits.rid JOIN "ForumPost" p ON p."id" = c."postId"`,
      labelled: false,
      snippetColumn: 0,
    },
    players: {
      table: "PlayerSearch",
      weights: [1, 0],
      fields: `u."id", u."username"`,
      fieldJoin: `JOIN "User" u ON u."id" = "PlayerSearch"."userId" AND NOT u."isBanned"`,
      labelled: true,
      snippetColumn: 0,
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
      fields: `t."id", t."name", t."type", t."startDate", t."endDate", t."location", t."region"`,
      label: `t."name"`,
      text: `t."description"`,
    },
    posts: {
      from: `"ForumPost" p`,
      id: `p."id"`,
      vector: `(setweight(to_tsvector('melee_search'::regconfig, p."title"), 'A') || setweight(to_tsvector('melee_search'::regconfig, p."content"), 'B'))`,
      filter: sql`AND ${raw(posted("p"))}`,
      fields: `p."id", p."title", p."category"`,
      label: `p."title"`,
      text: `p."content"`,
    },
    comments: {
      from: `"ForumComment" c JOIN "ForumPost" p ON p."id" = c."postId"`,
      id: `c."id"`,
      vector: `to_tsvector('melee_search'::regconfig, c."content")`,
      filter: sql`AND ${raw(posted("c"))} AND ${raw(posted("p"))}`,
      fields: `c."id", c."postId", p."title" AS "postTitle"`,
      label: null,
      text: `c."content"`,
    },
    players: {
      from: `"User" u`,
      id: `u."id"`,
      vector: `to_tsvector('melee_search'::regconfig, u."username")`,
      filter: sql`AND NOT u."isBanned"`,
      fields: `u."id", u."username"`,
      label: `u."username"`,
      text: `u."username"`,
    },
  };
}

/** Snippets of about 16 words around the matches, marked with the marker characters. */
const SNIPPET_WORDS = 16;

function sqliteQuery(kind: SqliteKind, terms: string[], page: Page) {
  const fts = raw(`"${kind.table}"`);
  const match = ftsMatchExpression(terms);
  const marks = sql`char(2), char(3)`;
  const label = kind.labelled ? sql`highlight(${fts}, 0, ${marks})` : sql`NULL`;
  // Ranked first, then marked: snippets are made for the page's hits only.
  return prisma.$queryRaw<IndexHit[]>`
    WITH hits AS (
      SELECT ${fts}.rowid AS rid, bm25(${fts}, ${raw(kind.weights.map((w) => w.toFixed(1)).join(", "))}) AS score
      FROM ${fts} ${raw(kind.rankJoin ?? "")}
      WHERE ${fts} MATCH ${match} ${kind.rankFilter ?? empty}
      ORDER BY score, rid DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${raw(kind.fields)}, ${label} AS "label",
      snippet(${fts}, ${raw(String(kind.snippetColumn))}, ${marks}, '…', ${SNIPPET_WORDS}) AS "snippet"
    FROM hits JOIN ${fts} ON ${fts}.rowid = hits.rid ${raw(kind.fieldJoin)}
    WHERE ${fts} MATCH ${match}
    ORDER BY hits.score, hits.rid DESC`;
}

const HEADLINE_MARKS = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
const WHOLE_HEADLINE = `HighlightAll=true, ${HEADLINE_MARKS}`;
const SNIPPET_HEADLINE = `MaxWords=${SNIPPET_WORDS}, MinWords=${SNIPPET_WORDS / 2}, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … ", ${HEADLINE_MARKS}`;

function postgresQuery(kind: PostgresKind, terms: string[], page: Page) {
  const label = kind.label
    ? sql`ts_headline('melee_search', ${raw(kind.label)}, q.query, ${WHOLE_HEADLINE})`
    : sql`NULL`;
  return prisma.$queryRaw<IndexHit[]>`
    WITH q AS (SELECT to_tsquery('melee_search', ${tsQueryExpression(terms)}) AS query),
    hits AS (
      SELECT ${raw(kind.id)} AS rid, ts_rank(${raw(kind.vector)}, q.query) AS score
      FROM ${raw(kind.from)}, q
      WHERE ${raw(kind.vector)} @@ q.query ${kind.filter}
      ORDER BY score DESC, rid DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${raw(kind.fields)}, ${label} AS "label",
      ts_headline('melee_search', ${raw(kind.text)}, q.query, ${SNIPPET_HEADLINE}) AS "snippet"
    FROM hits JOIN ${raw(kind.from)} ON ${raw(kind.id)} = hits.rid, q
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

/** The ids of every tournament (any status) whose name, description or location matches. */
export async function matchingTournamentIds(terms: string[]): Promise<number[]> {
  if (terms.length === 0) return [];
  const rows =
    databaseEngine === "postgresql"
      ? await prisma.$queryRaw<{ id: number }[]>`
          SELECT t."id" FROM "Tournament" t
          WHERE ${raw(TOURNAMENT_VECTOR)} @@ to_tsquery('melee_search', ${tsQueryExpression(terms)})`
      : await prisma.$queryRaw<{ id: number }[]>`
          SELECT rowid AS "id" FROM "TournamentSearch"
          WHERE "TournamentSearch" MATCH ${ftsMatchExpression(terms)}`;
  return rows.map((r) => Number(r.id));
}
