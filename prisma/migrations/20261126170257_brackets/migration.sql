-- CreateTable
CREATE TABLE "Event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tournamentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "bestOf" INTEGER NOT NULL,
    "bestOfFiveFrom" TEXT,
    "poolSize" INTEGER,
    "advancePerPool" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'registration',
    "stations" TEXT NOT NULL DEFAULT '[]',
    "streamQueue" TEXT NOT NULL DEFAULT '[]',
    "bracketEntrants" TEXT,
    "bracketSeeds" TEXT,
    "pools" TEXT,
    "disqualified" TEXT NOT NULL DEFAULT '[]',
    "revision" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Event_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Entrant" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "seed" INTEGER,
    "checkedIn" BOOLEAN NOT NULL DEFAULT false,
    "dq" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Entrant_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Entrant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BracketMatch" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "bracket" TEXT NOT NULL,
    "pool" INTEGER,
    "round" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "bestOf" INTEGER NOT NULL,
    "entrant1Id" INTEGER,
    "entrant2Id" INTEGER,
    "score1" INTEGER,
    "score2" INTEGER,
    "winnerId" INTEGER,
    "status" TEXT NOT NULL,
    "isBye" BOOLEAN NOT NULL DEFAULT false,
    "dq" TEXT,
    "source1" TEXT,
    "source2" TEXT,
    "winnerTo" TEXT,
    "loserTo" TEXT,
    "station" TEXT,
    "calledAt" DATETIME,
    "setId" INTEGER,
    CONSTRAINT "BracketMatch_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "BracketMatch_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ScoreMatch" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventOrganiser" (
    "tournamentId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("tournamentId", "userId"),
    CONSTRAINT "EventOrganiser_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EventOrganiser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
