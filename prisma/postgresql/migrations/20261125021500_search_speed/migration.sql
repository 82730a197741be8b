-- Each searchable row keeps its tsvector in a stored generated column, indexed by GIN, instead of
-- the expression indexes of the search migration. PostgreSQL still keeps the column in step with
-- the row itself. With the vector stored, ranking a thousand matches and checking the newest rows
-- of a table one by one (how a word in most rows is searched) cost microseconds a row rather
-- than a to_tsvector call each. The queries in app/models/search-index.server.ts repeat the
-- conditions of the partial indexes, which is what lets the planner use them.
DROP INDEX "Tournament_search_idx";
DROP INDEX "ForumPost_search_idx";
DROP INDEX "ForumComment_search_idx";
DROP INDEX "User_search_idx";

ALTER TABLE "Tournament" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('melee_search'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('melee_search'::regconfig, "location"), 'B') ||
    setweight(to_tsvector('melee_search'::regconfig, "description"), 'C')
) STORED;
CREATE INDEX "Tournament_search_idx" ON "Tournament" USING GIN ("searchVector");

ALTER TABLE "ForumPost" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('melee_search'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('melee_search'::regconfig, "content"), 'B')
) STORED;
CREATE INDEX "ForumPost_search_idx" ON "ForumPost" USING GIN ("searchVector")
    WHERE "deletedAt" IS NULL AND "hiddenAt" IS NULL;

ALTER TABLE "ForumComment" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
    to_tsvector('melee_search'::regconfig, "content")
) STORED;
CREATE INDEX "ForumComment_search_idx" ON "ForumComment" USING GIN ("searchVector")
    WHERE "deletedAt" IS NULL AND "hiddenAt" IS NULL;

ALTER TABLE "User" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
    to_tsvector('melee_search'::regconfig, "username")
) STORED;
CREATE INDEX "User_search_idx" ON "User" USING GIN ("searchVector") WHERE NOT "isBanned";
