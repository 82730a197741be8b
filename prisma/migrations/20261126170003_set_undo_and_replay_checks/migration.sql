-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ScoreMatch" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "player1Name" TEXT NOT NULL,
    "player2Name" TEXT NOT NULL,
    "player1Score" INTEGER NOT NULL DEFAULT 0,
    "player2Score" INTEGER NOT NULL DEFAULT 0,
    "targetScore" INTEGER NOT NULL,
    "winnerId" INTEGER,
    "winnerName" TEXT,
    "matchStatus" TEXT NOT NULL DEFAULT 'ongoing',
    "sessionId" TEXT,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" DATETIME,
    "stageMoves" TEXT NOT NULL DEFAULT '[]',
    "player1Port" INTEGER,
    "player1Code" TEXT,
    "player2Code" TEXT,
    "undoDepth" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ScoreMatch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ScoreMatch" ("completedAt", "createdAt", "id", "matchStatus", "player1Code", "player1Name", "player1Port", "player1Score", "player2Code", "player2Name", "player2Score", "sessionId", "stageMoves", "targetScore", "userId", "winnerId", "winnerName") SELECT "completedAt", "createdAt", "id", "matchStatus", "player1Code", "player1Name", "player1Port", "player1Score", "player2Code", "player2Name", "player2Score", "sessionId", "stageMoves", "targetScore", "userId", "winnerId", "winnerName" FROM "ScoreMatch";
DROP TABLE "ScoreMatch";
ALTER TABLE "new_ScoreMatch" RENAME TO "ScoreMatch";
CREATE INDEX "ScoreMatch_userId_createdAt_idx" ON "ScoreMatch"("userId", "createdAt");
CREATE INDEX "ScoreMatch_createdAt_idx" ON "ScoreMatch"("createdAt");
CREATE TABLE "new_SetGame" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "matchId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "stage" TEXT,
    "player1Character" TEXT,
    "player2Character" TEXT,
    "player1Stocks" INTEGER,
    "player2Stocks" INTEGER,
    "winnerId" INTEGER NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'manual',
    "player1ConnectCode" TEXT,
    "player2ConnectCode" TEXT,
    "stageMoves" TEXT NOT NULL DEFAULT '[]',
    "replayHash" TEXT,
    "replayStartAt" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SetGame_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "ScoreMatch" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_SetGame" ("createdAt", "id", "matchId", "number", "player1Character", "player1ConnectCode", "player1Stocks", "player2Character", "player2ConnectCode", "player2Stocks", "source", "stage", "winnerId") SELECT "createdAt", "id", "matchId", "number", "player1Character", "player1ConnectCode", "player1Stocks", "player2Character", "player2ConnectCode", "player2Stocks", "source", "stage", "winnerId" FROM "SetGame";
DROP TABLE "SetGame";
ALTER TABLE "new_SetGame" RENAME TO "SetGame";
CREATE UNIQUE INDEX "SetGame_matchId_number_key" ON "SetGame"("matchId", "number");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
