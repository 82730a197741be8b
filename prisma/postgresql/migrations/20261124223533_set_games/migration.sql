-- AlterTable
ALTER TABLE "ScoreMatch" ADD COLUMN     "player1Code" TEXT COLLATE "C",
ADD COLUMN     "player1Port" INTEGER,
ADD COLUMN     "player2Code" TEXT COLLATE "C",
ADD COLUMN     "stageMoves" TEXT COLLATE "C" NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "SetGame" (
    "id" SERIAL NOT NULL,
    "matchId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "stage" TEXT COLLATE "C",
    "player1Character" TEXT COLLATE "C",
    "player2Character" TEXT COLLATE "C",
    "player1Stocks" INTEGER,
    "player2Stocks" INTEGER,
    "winnerId" INTEGER NOT NULL,
    "source" TEXT COLLATE "C" NOT NULL DEFAULT 'manual',
    "player1ConnectCode" TEXT COLLATE "C",
    "player2ConnectCode" TEXT COLLATE "C",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SetGame_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SetGame_matchId_number_key" ON "SetGame"("matchId", "number");

-- AddForeignKey
ALTER TABLE "SetGame" ADD CONSTRAINT "SetGame_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "ScoreMatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
