-- Prefix indexes for every word start of 1 to 10 letters (the search migration had 2 and 3).
-- FTS5 answers a prefix query from a prefix index of the prefix's exact length lazily, newest
-- match first, so the 1,000 newest matches of a word in most of 400,000 posts and comments are
-- read in well under a millisecond. Without one, it first merges the doclists of every term the
-- prefix covers into memory (15 to 35 ms for such a word at that scale), and bm25 does it again.
-- Longer prefixes still merge, over the few terms that begin with them.
-- The tables are made again with their rows; the triggers on the rows name them and keep working.

DROP TABLE "TournamentSearch";
CREATE VIRTUAL TABLE "TournamentSearch" USING fts5(
    name, description, location,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9 10'
);
INSERT INTO "TournamentSearch" (rowid, name, description, location)
    SELECT "id", "name", "description", "location" FROM "Tournament";

DROP TABLE "ForumPostSearch";
CREATE VIRTUAL TABLE "ForumPostSearch" USING fts5(
    title, content,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9 10'
);
INSERT INTO "ForumPostSearch" (rowid, title, content)
    SELECT "id", "title", "content" FROM "ForumPost"
    WHERE "deletedAt" IS NULL AND "hiddenAt" IS NULL;

DROP TABLE "ForumCommentSearch";
CREATE VIRTUAL TABLE "ForumCommentSearch" USING fts5(
    content,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9 10'
);
INSERT INTO "ForumCommentSearch" (rowid, content)
    SELECT c."id", c."content" FROM "ForumComment" c JOIN "ForumPost" p ON p."id" = c."postId"
    WHERE c."deletedAt" IS NULL AND c."hiddenAt" IS NULL
        AND p."deletedAt" IS NULL AND p."hiddenAt" IS NULL;

DROP TABLE "PlayerSearch";
CREATE VIRTUAL TABLE "PlayerSearch" USING fts5(
    username, userId UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9 10'
);
INSERT INTO "PlayerSearch" (username, userId)
    SELECT "username", "id" FROM "User" WHERE NOT "isBanned";
