-- CreateTable
CREATE TABLE "Tournament" (
    "id" SERIAL NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "description" TEXT COLLATE "C" NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL,
    "startDate" TEXT COLLATE "C" NOT NULL,
    "endDate" TEXT COLLATE "C" NOT NULL,
    "location" TEXT COLLATE "C" NOT NULL,
    "region" TEXT COLLATE "C" NOT NULL,
    "registeredPlayers" INTEGER NOT NULL DEFAULT 0,
    "maxPlayers" INTEGER,
    "registrationOpen" BOOLEAN NOT NULL DEFAULT true,
    "registrationFee" DOUBLE PRECISION,
    "prizePool" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "imageUrl" TEXT COLLATE "C",
    "status" TEXT COLLATE "C" NOT NULL DEFAULT 'Open',
    "winner" TEXT COLLATE "C",
    "doublesWinner" TEXT COLLATE "C",
    "searchText" TEXT COLLATE "C" NOT NULL,
    "submittedById" TEXT COLLATE "C",
    "submittedBy" TEXT COLLATE "C",
    "submitterEmail" TEXT COLLATE "C",
    "processedAt" TIMESTAMP(3),
    "processedBy" TEXT COLLATE "C",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentReview" (
    "id" TEXT COLLATE "C" NOT NULL,
    "tournamentId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "status" TEXT COLLATE "C" NOT NULL,
    "submittedBy" TEXT COLLATE "C" NOT NULL,
    "submittedAt" TIMESTAMP(3) NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedBy" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "TournamentReview_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "Tournament" ADD CONSTRAINT "Tournament_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

