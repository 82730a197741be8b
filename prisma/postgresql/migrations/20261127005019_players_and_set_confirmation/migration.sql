-- AlterTable
ALTER TABLE "ScoreMatch" ADD COLUMN     "confirmation" TEXT COLLATE "C" NOT NULL DEFAULT 'none',
ADD COLUMN     "player1UserId" TEXT COLLATE "C",
ADD COLUMN     "player2UserId" TEXT COLLATE "C";

-- AlterTable
ALTER TABLE "Entrant" ADD COLUMN     "placement" INTEGER;

-- CreateIndex
CREATE INDEX "ScoreMatch_player1UserId_completedAt_idx" ON "ScoreMatch"("player1UserId", "completedAt");

-- CreateIndex
CREATE INDEX "ScoreMatch_player2UserId_completedAt_idx" ON "ScoreMatch"("player2UserId", "completedAt");

-- CreateIndex
CREATE INDEX "ScoreMatch_player1UserId_player2UserId_completedAt_idx" ON "ScoreMatch"("player1UserId", "player2UserId", "completedAt");

-- AddForeignKey
ALTER TABLE "ScoreMatch" ADD CONSTRAINT "ScoreMatch_player1UserId_fkey" FOREIGN KEY ("player1UserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScoreMatch" ADD CONSTRAINT "ScoreMatch_player2UserId_fkey" FOREIGN KEY ("player2UserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
