-- CreateTable
CREATE TABLE "Tournament" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "startDate" TEXT NOT NULL,
    "endDate" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "registeredPlayers" INTEGER NOT NULL DEFAULT 0,
    "maxPlayers" INTEGER,
    "registrationOpen" BOOLEAN NOT NULL DEFAULT true,
    "registrationFee" REAL,
    "prizePool" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT,
    "status" TEXT NOT NULL DEFAULT 'Open',
    "winner" TEXT,
    "doublesWinner" TEXT,
    "searchText" TEXT NOT NULL,
    "submittedById" TEXT,
    "submittedBy" TEXT,
    "submitterEmail" TEXT,
    "processedAt" DATETIME,
    "processedBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Tournament_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TournamentReview" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tournamentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "submittedBy" TEXT NOT NULL,
    "submittedAt" DATETIME NOT NULL,
    "processedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedBy" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "Tournament_status_startDate_idx" ON "Tournament"("status", "startDate");

-- CreateIndex
CREATE INDEX "Tournament_region_status_startDate_idx" ON "Tournament"("region", "status", "startDate");

-- CreateIndex
CREATE INDEX "Tournament_type_status_startDate_idx" ON "Tournament"("type", "status", "startDate");

-- CreateIndex
CREATE INDEX "Tournament_status_registeredPlayers_idx" ON "Tournament"("status", "registeredPlayers");

-- CreateIndex
CREATE INDEX "Tournament_submittedById_idx" ON "Tournament"("submittedById");

-- CreateIndex
CREATE INDEX "TournamentReview_processedAt_idx" ON "TournamentReview"("processedAt");
