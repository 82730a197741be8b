-- AlterTable
ALTER TABLE "ScoreMatch" ADD COLUMN     "undoDepth" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "SetGame" ADD COLUMN     "replayHash" TEXT COLLATE "C",
ADD COLUMN     "replayStartAt" TEXT COLLATE "C",
ADD COLUMN     "stageMoves" TEXT COLLATE "C" NOT NULL DEFAULT '[]';
