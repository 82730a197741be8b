import { DomainError } from "~/models/domain-error";
import { rankedHits, type IndexHit } from "~/models/search-index.server";
import { highlightHtml, searchTerms } from "~/models/search-terms";
import { PUBLIC_STATUSES } from "~/models/tournament.server";
import {
  MAX_SEARCH_LENGTH,
  SEARCH_KINDS,
  type SearchKind,
  type SearchParams,
  type SearchType,
} from "~/schemas/search";

export const SEARCH_TOO_LONG = `A search can be at most ${MAX_SEARCH_LENGTH} characters long.`;

/** Hits per group when every group is shown, and per page when one is. */
export const GROUP_PREVIEW = 5;
export const SEARCH_PAGE_SIZE = 20;

/** Snippets and labels are HTML: escaped text with the matched words in <mark>. */
export type TournamentHit = {
  id: number;
  name: string;
  nameHtml: string;
  type: string;
  startDate: string;
  endDate: string;
  location: string;
  region: string;
  snippet: string;
};
export type PostHit = {
  id: number;
  title: string;
  titleHtml: string;
  category: string;
  snippet: string;
};
export type CommentHit = { id: number; postId: number; postTitle: string; snippet: string };
export type PlayerHit = { id: string; username: string; usernameHtml: string };

export type SearchResults = {
  q: string;
  type: SearchType;
  page: number;
  tournaments: TournamentHit[];
  posts: PostHit[];
  comments: CommentHit[];
  players: PlayerHit[];
  /** Whether the group has hits beyond those returned (a next page, or more than the preview). */
  more: Record<SearchKind, boolean>;
};

/** Words of the body shown around the first match. */
const SNIPPET_WORDS = 24;

const text = (hit: IndexHit, field: string) => String(hit[field] ?? "");

/** The page's hits as results, the matched words of `terms` marked. */
const resultsOf = (terms: string[]) => {
  const marked = (value: string) => highlightHtml(value, terms);
  const snippet = (hit: IndexHit) => highlightHtml(text(hit, "body"), terms, SNIPPET_WORDS);
  return {
    tournaments: (h: IndexHit): TournamentHit => ({
      id: Number(h.id),
      name: text(h, "name"),
      nameHtml: marked(text(h, "name")),
      type: text(h, "type"),
      startDate: text(h, "startDate"),
      endDate: text(h, "endDate"),
      location: text(h, "location"),
      region: text(h, "region"),
      snippet: snippet(h),
    }),
    posts: (h: IndexHit): PostHit => ({
      id: Number(h.id),
      title: text(h, "title"),
      titleHtml: marked(text(h, "title")),
      category: text(h, "category"),
      snippet: snippet(h),
    }),
    comments: (h: IndexHit): CommentHit => ({
      id: Number(h.id),
      postId: Number(h.postId),
      postTitle: text(h, "postTitle"),
      snippet: snippet(h),
    }),
    players: (h: IndexHit): PlayerHit => ({
      id: String(h.id),
      username: text(h, "username"),
      usernameHtml: marked(text(h, "username")),
    }),
  };
};

/**
 * GET /search and /api/search: approved tournaments, shown forum posts and comments, and players
 * who are not banned, whose words start with every word of `q` (accents and case ignored), best
 * first. With type "all" each group shows its first few hits; with one type, that group pages.
 * An empty query finds nothing; one longer than MAX_SEARCH_LENGTH is a 400.
 */
export async function search({ q, type, page }: SearchParams): Promise<SearchResults> {
  if (q.length > MAX_SEARCH_LENGTH) throw new DomainError(400, SEARCH_TOO_LONG);
  const terms = searchTerms(q);
  const size = type === "all" ? GROUP_PREVIEW : SEARCH_PAGE_SIZE;
  const offset = type === "all" ? 0 : (page - 1) * SEARCH_PAGE_SIZE;
  const kinds = SEARCH_KINDS.filter((kind) => type === "all" || type === kind);
  // One extra hit says whether there is more.
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const hits = await rankedHits(kind, terms, { limit: size + 1, offset }, PUBLIC_STATUSES);
      return [kind, hits] as const;
    }),
  );
  const hitsOf = (kind: SearchKind) => found.find(([k]) => k === kind)?.[1] ?? [];
  const toHit = resultsOf(terms);
  const pageOf = <T>(kind: SearchKind, map: (h: IndexHit) => T) =>
    hitsOf(kind).slice(0, size).map(map);
  return {
    q,
    type,
    page: type === "all" ? 1 : page,
    tournaments: pageOf("tournaments", toHit.tournaments),
    posts: pageOf("posts", toHit.posts),
    comments: pageOf("comments", toHit.comments),
    players: pageOf("players", toHit.players),
    more: {
      tournaments: hitsOf("tournaments").length > size,
      posts: hitsOf("posts").length > size,
      comments: hitsOf("comments").length > size,
      players: hitsOf("players").length > size,
    },
  };
}
