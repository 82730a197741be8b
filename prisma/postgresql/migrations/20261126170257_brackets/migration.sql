-- CreateTable
CREATE TABLE "Event" (
    "id" SERIAL NOT NULL,
    "tournamentId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "format" TEXT COLLATE "C" NOT NULL,
    "bestOf" INTEGER NOT NULL,
    "bestOfFiveFrom" TEXT COLLATE "C",
    "poolSize" INTEGER,
    "advancePerPool" INTEGER,
    "status" TEXT COLLATE "C" NOT NULL DEFAULT 'registration',
    "stations" TEXT COLLATE "C" NOT NULL DEFAULT '[]',
    "streamQueue" TEXT COLLATE "C" NOT NULL DEFAULT '[]',
    "bracketEntrants" TEXT COLLATE "C",
    "bracketSeeds" TEXT COLLATE "C",
    "pools" TEXT COLLATE "C",
    "disqualified" TEXT COLLATE "C" NOT NULL DEFAULT '[]',
    "revision" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Entrant" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "userId" TEXT COLLATE "C",
    "name" TEXT COLLATE "C" NOT NULL,
    "seed" INTEGER,
    "checkedIn" BOOLEAN NOT NULL DEFAULT false,
    "dq" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Entrant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BracketMatch" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "key" TEXT COLLATE "C" NOT NULL,
    "bracket" TEXT COLLATE "C" NOT NULL,
    "pool" INTEGER,
    "round" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "bestOf" INTEGER NOT NULL,
    "entrant1Id" INTEGER,
    "entrant2Id" INTEGER,
    "score1" INTEGER,
    "score2" INTEGER,
    "winnerId" INTEGER,
    "status" TEXT COLLATE "C" NOT NULL,
    "isBye" BOOLEAN NOT NULL DEFAULT false,
    "dq" TEXT COLLATE "C",
    "source1" TEXT COLLATE "C",
    "source2" TEXT COLLATE "C",
    "winnerTo" TEXT COLLATE "C",
    "loserTo" TEXT COLLATE "C",
    "station" TEXT COLLATE "C",
    "calledAt" TIMESTAMP(3),
    "setId" INTEGER,

    CONSTRAINT "BracketMatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventOrganiser" (
    "tournamentId" INTEGER NOT NULL,
    "userId" TEXT COLLATE "C" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventOrganiser_pkey" PRIMARY KEY ("tournamentId","userId")
);

-- CreateIndex
CREATE INDEX "Event_tournamentId_idx" ON "Event"("tournamentId");

-- CreateIndex
CREATE INDEX "Entrant_userId_idx" ON "Entrant"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Entrant_eventId_userId_key" ON "Entrant"("eventId", "userId");

-- CreateIndex
CREATE INDEX "BracketMatch_setId_idx" ON "BracketMatch"("setId");

-- CreateIndex
CREATE INDEX "BracketMatch_entrant1Id_idx" ON "BracketMatch"("entrant1Id");

-- CreateIndex
CREATE INDEX "BracketMatch_entrant2Id_idx" ON "BracketMatch"("entrant2Id");

-- CreateIndex
CREATE UNIQUE INDEX "BracketMatch_eventId_key_key" ON "BracketMatch"("eventId", "key");

-- CreateIndex
CREATE INDEX "EventOrganiser_userId_idx" ON "EventOrganiser"("userId");

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Entrant" ADD CONSTRAINT "Entrant_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Entrant" ADD CONSTRAINT "Entrant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BracketMatch" ADD CONSTRAINT "BracketMatch_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BracketMatch" ADD CONSTRAINT "BracketMatch_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ScoreMatch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventOrganiser" ADD CONSTRAINT "EventOrganiser_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventOrganiser" ADD CONSTRAINT "EventOrganiser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
