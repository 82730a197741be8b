// Plain values, no zod: the top bar's search box uses them without the validation library.

/** The kinds of result, in the order they are shown. */
export const SEARCH_KINDS = ["tournaments", "posts", "comments", "players"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_TYPES = ["all", ...SEARCH_KINDS] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const MAX_SEARCH_LENGTH = 200;
/** Deeper pages are not worth the database's time: nobody reads the 51st page of hits. */
export const MAX_SEARCH_PAGE = 50;
