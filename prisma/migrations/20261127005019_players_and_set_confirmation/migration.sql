-- AlterTable
ALTER TABLE "Entrant" ADD COLUMN "placement" INTEGER;

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
    "player1UserId" TEXT,
    "player2UserId" TEXT,
    "confirmation" TEXT NOT NULL DEFAULT 'none',
    CONSTRAINT "ScoreMatch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScoreMatch_player1UserId_fkey" FOREIGN KEY ("player1UserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ScoreMatch_player2UserId_fkey" FOREIGN KEY ("player2UserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ScoreMatch" ("completedAt", "createdAt", "id", "matchStatus", "player1Code", "player1Name", "player1Port", "player1Score", "player2Code", "player2Name", "player2Score", "sessionId", "stageMoves", "targetScore", "undoDepth", "userId", "winnerId", "winnerName") SELECT "completedAt", "createdAt", "id", "matchStatus", "player1Code", "player1Name", "player1Port", "player1Score", "player2Code", "player2Name", "player2Score", "sessionId", "stageMoves", "targetScore", "undoDepth", "userId", "winnerId", "winnerName" FROM "ScoreMatch";
DROP TABLE "ScoreMatch";
ALTER TABLE "new_ScoreMatch" RENAME TO "ScoreMatch";
CREATE INDEX "ScoreMatch_userId_createdAt_idx" ON "ScoreMatch"("userId", "createdAt");
CREATE INDEX "ScoreMatch_createdAt_idx" ON "ScoreMatch"("createdAt");
CREATE INDEX "ScoreMatch_player1UserId_completedAt_idx" ON "ScoreMatch"("player1UserId", "completedAt");
CREATE INDEX "ScoreMatch_player2UserId_completedAt_idx" ON "ScoreMatch"("player2UserId", "completedAt");
CREATE INDEX "ScoreMatch_player1UserId_player2UserId_completedAt_idx" ON "ScoreMatch"("player1UserId", "player2UserId", "completedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
