-- Full-text search (written by hand: the Prisma schema cannot describe FTS5 tables).
-- One FTS5 table per kind of result, its rowid the row id. unicode61 with remove_diacritics 2
-- folds case and accents ("pokemon" finds "Pokémon"): the 2- and 3-character prefix indexes keep
-- prefix queries ("Spri*") from scanning the term list. Triggers keep each table in step with its
-- rows. A later migration that redefines one of these tables (the Prisma SQLite redefinition drops
-- and recreates it, and its triggers with it) must create its triggers again:
-- tests/domain/search.test.ts checks that they exist.

-- Tournaments: every row (the status is filtered when searching, admins list other statuses).
CREATE VIRTUAL TABLE "TournamentSearch" USING fts5(
    name, description, location,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO "TournamentSearch" (rowid, name, description, location)
    SELECT "id", "name", "description", "location" FROM "Tournament";
CREATE TRIGGER "Tournament_search_insert" AFTER INSERT ON "Tournament" BEGIN
    INSERT INTO "TournamentSearch" (rowid, name, description, location)
        VALUES (new."id", new."name", new."description", new."location");
END;
CREATE TRIGGER "Tournament_search_update" AFTER UPDATE OF "id", "name", "description", "location" ON "Tournament" BEGIN
    DELETE FROM "TournamentSearch" WHERE rowid = old."id";
    INSERT INTO "TournamentSearch" (rowid, name, description, location)
        VALUES (new."id", new."name", new."description", new."location");
END;
CREATE TRIGGER "Tournament_search_delete" AFTER DELETE ON "Tournament" BEGIN
    DELETE FROM "TournamentSearch" WHERE rowid = old."id";
END;

-- Forum posts: only those shown (neither deleted nor hidden by reports).
CREATE VIRTUAL TABLE "ForumPostSearch" USING fts5(
    title, content,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO "ForumPostSearch" (rowid, title, content)
    SELECT "id", "title", "content" FROM "ForumPost"
    WHERE "deletedAt" IS NULL AND "hiddenAt" IS NULL;
CREATE TRIGGER "ForumPost_search_insert" AFTER INSERT ON "ForumPost"
WHEN new."deletedAt" IS NULL AND new."hiddenAt" IS NULL BEGIN
    INSERT INTO "ForumPostSearch" (rowid, title, content)
        VALUES (new."id", new."title", new."content");
END;
CREATE TRIGGER "ForumPost_search_update" AFTER UPDATE OF "id", "title", "content", "deletedAt", "hiddenAt" ON "ForumPost" BEGIN
    DELETE FROM "ForumPostSearch" WHERE rowid = old."id";
    INSERT INTO "ForumPostSearch" (rowid, title, content)
        SELECT new."id", new."title", new."content"
        WHERE new."deletedAt" IS NULL AND new."hiddenAt" IS NULL;
END;
CREATE TRIGGER "ForumPost_search_delete" AFTER DELETE ON "ForumPost" BEGIN
    DELETE FROM "ForumPostSearch" WHERE rowid = old."id";
END;

-- Forum comments: only those shown under a post that is shown.
CREATE VIRTUAL TABLE "ForumCommentSearch" USING fts5(
    content,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO "ForumCommentSearch" (rowid, content)
    SELECT c."id", c."content" FROM "ForumComment" c JOIN "ForumPost" p ON p."id" = c."postId"
    WHERE c."deletedAt" IS NULL AND c."hiddenAt" IS NULL
        AND p."deletedAt" IS NULL AND p."hiddenAt" IS NULL;
CREATE TRIGGER "ForumComment_search_insert" AFTER INSERT ON "ForumComment"
WHEN new."deletedAt" IS NULL AND new."hiddenAt" IS NULL BEGIN
    INSERT INTO "ForumCommentSearch" (rowid, content)
        SELECT new."id", new."content" FROM "ForumPost" p
        WHERE p."id" = new."postId" AND p."deletedAt" IS NULL AND p."hiddenAt" IS NULL;
END;
CREATE TRIGGER "ForumComment_search_update" AFTER UPDATE OF "id", "postId", "content", "deletedAt", "hiddenAt" ON "ForumComment" BEGIN
    DELETE FROM "ForumCommentSearch" WHERE rowid = old."id";
    INSERT INTO "ForumCommentSearch" (rowid, content)
        SELECT new."id", new."content" FROM "ForumPost" p
        WHERE p."id" = new."postId" AND p."deletedAt" IS NULL AND p."hiddenAt" IS NULL
            AND new."deletedAt" IS NULL AND new."hiddenAt" IS NULL;
END;
CREATE TRIGGER "ForumComment_search_delete" AFTER DELETE ON "ForumComment" BEGIN
    DELETE FROM "ForumCommentSearch" WHERE rowid = old."id";
END;
-- A post deleted, hidden or shown again takes its comments out of the index or back in.
CREATE TRIGGER "ForumPost_search_comments" AFTER UPDATE OF "deletedAt", "hiddenAt" ON "ForumPost" BEGIN
    DELETE FROM "ForumCommentSearch"
        WHERE rowid IN (SELECT "id" FROM "ForumComment" WHERE "postId" = old."id");
    INSERT INTO "ForumCommentSearch" (rowid, content)
        SELECT c."id", c."content" FROM "ForumComment" c
        WHERE c."postId" = new."id" AND c."deletedAt" IS NULL AND c."hiddenAt" IS NULL
            AND new."deletedAt" IS NULL AND new."hiddenAt" IS NULL;
END;

-- Players: tags of accounts that are not banned. A user id is text, so it is a column here
-- (unindexed: it is only read back, and a tag changes or an account goes rarely).
CREATE VIRTUAL TABLE "PlayerSearch" USING fts5(
    username, userId UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO "PlayerSearch" (username, userId)
    SELECT "username", "id" FROM "User" WHERE NOT "isBanned";
CREATE TRIGGER "User_search_insert" AFTER INSERT ON "User" WHEN NOT new."isBanned" BEGIN
    INSERT INTO "PlayerSearch" (username, userId) VALUES (new."username", new."id");
END;
CREATE TRIGGER "User_search_update" AFTER UPDATE OF "id", "username", "isBanned" ON "User" BEGIN
    DELETE FROM "PlayerSearch" WHERE userId = old."id";
    INSERT INTO "PlayerSearch" (username, userId)
        SELECT new."username", new."id" WHERE NOT new."isBanned";
END;
CREATE TRIGGER "User_search_delete" AFTER DELETE ON "User" BEGIN
    DELETE FROM "PlayerSearch" WHERE userId = old."id";
END;
