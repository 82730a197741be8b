-- Full-text search (written by hand: the Prisma schema cannot describe it).
-- melee_search: the simple configuration (no stemming, no stop words: tags and names are not
-- English) with unaccent in front of it, so case and accents are folded ("pokemon" finds
-- "Pokémon"). Each searchable table gets a GIN index on its tsvector expression: PostgreSQL keeps
-- an expression index in step with the rows itself, so no triggers are needed. The queries in
-- app/models/search-index.server.ts repeat these expressions (and the conditions of the partial indexes)
-- word for word, which is what lets the planner use the indexes.
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION melee_search (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION melee_search
    ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part,
        numword, numhword, hword_numpart
    WITH unaccent, simple;

-- Tournaments: every row (the status is filtered when searching, admins list other statuses).
CREATE INDEX "Tournament_search_idx" ON "Tournament" USING GIN ((
    setweight(to_tsvector('melee_search'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('melee_search'::regconfig, "location"), 'B') ||
    setweight(to_tsvector('melee_search'::regconfig, "description"), 'C')
));

-- Forum posts and comments: only those shown (neither deleted nor hidden by reports).
CREATE INDEX "ForumPost_search_idx" ON "ForumPost" USING GIN ((
    setweight(to_tsvector('melee_search'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('melee_search'::regconfig, "content"), 'B')
)) WHERE "deletedAt" IS NULL AND "hiddenAt" IS NULL;

CREATE INDEX "ForumComment_search_idx" ON "ForumComment" USING GIN ((
    to_tsvector('melee_search'::regconfig, "content")
)) WHERE "deletedAt" IS NULL AND "hiddenAt" IS NULL;

-- Players: tags of accounts that are not banned.
CREATE INDEX "User_search_idx" ON "User" USING GIN ((
    to_tsvector('melee_search'::regconfig, "username")
)) WHERE NOT "isBanned";
