-- CreateTable
CREATE TABLE "PairRecord" (
    "userId" TEXT NOT NULL,
    "opponentId" TEXT NOT NULL,
    "sets" INTEGER NOT NULL,
    "setsWon" INTEGER NOT NULL,
    "setsLost" INTEGER NOT NULL,
    "gamesWon" INTEGER NOT NULL,
    "gamesLost" INTEGER NOT NULL,
    "lastPlayedAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "opponentId"),
    CONSTRAINT "PairRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PairRecord_opponentId_fkey" FOREIGN KEY ("opponentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PairCharacterRecord" (
    "userId" TEXT NOT NULL,
    "opponentId" TEXT NOT NULL,
    "character" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "won" INTEGER NOT NULL,

    PRIMARY KEY ("userId", "opponentId", "character"),
    CONSTRAINT "PairCharacterRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PairCharacterRecord_opponentId_fkey" FOREIGN KEY ("opponentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PlayerRecord" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "setsWon" INTEGER NOT NULL,
    "setsLost" INTEGER NOT NULL,
    "gamesWon" INTEGER NOT NULL,
    "gamesLost" INTEGER NOT NULL,
    CONSTRAINT "PlayerRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PlayerCharacterRecord" (
    "userId" TEXT NOT NULL,
    "character" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "won" INTEGER NOT NULL,

    PRIMARY KEY ("userId", "character"),
    CONSTRAINT "PlayerCharacterRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PairRecord_userId_sets_lastPlayedAt_opponentId_idx" ON "PairRecord"("userId", "sets", "lastPlayedAt", "opponentId");

-- CreateIndex
CREATE INDEX "PairRecord_opponentId_idx" ON "PairRecord"("opponentId");

-- CreateIndex
CREATE INDEX "PairCharacterRecord_opponentId_idx" ON "PairCharacterRecord"("opponentId");

-- Backfill: every player's running totals from the sets that already count (the same
-- statements as rebuildPlayerRecords in app/models/player-records.server.ts).
INSERT INTO "PairRecord"
    ("userId", "opponentId", "sets", "setsWon", "setsLost", "gamesWon", "gamesLost", "lastPlayedAt")
SELECT "userId", "opponentId", COUNT(*), SUM("won"), COUNT(*) - SUM("won"), SUM("mine"),
       SUM("theirs"), MAX("completedAt")
FROM (
    SELECT "player1UserId" AS "userId", "player2UserId" AS "opponentId",
           CASE WHEN "winnerId" = 1 THEN 1 ELSE 0 END AS "won",
           "player1Score" AS "mine", "player2Score" AS "theirs", "completedAt"
    FROM "ScoreMatch"
    WHERE "matchStatus" = 'completed' AND "confirmation" IN ('bracket', 'confirmed')
      AND "player1UserId" IS NOT NULL AND "player2UserId" IS NOT NULL
    UNION ALL
    SELECT "player2UserId", "player1UserId", CASE WHEN "winnerId" = 2 THEN 1 ELSE 0 END,
           "player2Score", "player1Score", "completedAt"
    FROM "ScoreMatch"
    WHERE "matchStatus" = 'completed' AND "confirmation" IN ('bracket', 'confirmed')
      AND "player1UserId" IS NOT NULL AND "player2UserId" IS NOT NULL
) AS "side"
GROUP BY "userId", "opponentId";

INSERT INTO "PairCharacterRecord" ("userId", "opponentId", "character", "games", "won")
SELECT "userId", "opponentId", "character", COUNT(*), SUM("won")
FROM (
    SELECT "player1UserId" AS "userId", "player2UserId" AS "opponentId",
           g."player1Character" AS "character", CASE WHEN g."winnerId" = 1 THEN 1 ELSE 0 END AS "won"
    FROM "SetGame" g JOIN "ScoreMatch" s ON s."id" = g."matchId"
    WHERE "matchStatus" = 'completed' AND "confirmation" IN ('bracket', 'confirmed')
      AND "player1UserId" IS NOT NULL AND "player2UserId" IS NOT NULL
      AND g."player1Character" IS NOT NULL
    UNION ALL
    SELECT "player2UserId", "player1UserId", g."player2Character",
           CASE WHEN g."winnerId" = 2 THEN 1 ELSE 0 END
    FROM "SetGame" g JOIN "ScoreMatch" s ON s."id" = g."matchId"
    WHERE "matchStatus" = 'completed' AND "confirmation" IN ('bracket', 'confirmed')
      AND "player1UserId" IS NOT NULL AND "player2UserId" IS NOT NULL
      AND g."player2Character" IS NOT NULL
) AS "side"
GROUP BY "userId", "opponentId", "character";

INSERT INTO "PlayerRecord" ("userId", "setsWon", "setsLost", "gamesWon", "gamesLost")
SELECT "userId", SUM("setsWon"), SUM("setsLost"), SUM("gamesWon"), SUM("gamesLost")
FROM "PairRecord" GROUP BY "userId";

INSERT INTO "PlayerCharacterRecord" ("userId", "character", "games", "won")
SELECT "userId", "character", SUM("games"), SUM("won")
FROM "PairCharacterRecord" GROUP BY "userId", "character";
