-- CreateTable
CREATE TABLE "DeletionRecord" (
    "id" TEXT COLLATE "C" NOT NULL,
    "deletedUserId" TEXT COLLATE "C" NOT NULL,
    "deletedUsername" TEXT COLLATE "C" NOT NULL,
    "deletedByUserId" TEXT COLLATE "C" NOT NULL,
    "deletedByUsername" TEXT COLLATE "C" NOT NULL,
    "deletionTime" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeletionRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminNotificationState" (
    "id" TEXT COLLATE "C" NOT NULL,
    "adminId" TEXT COLLATE "C" NOT NULL,
    "lastViewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pendingTournamentCount" INTEGER NOT NULL DEFAULT 0,
    "pendingAdminRequestCount" INTEGER NOT NULL DEFAULT 0,
    "newUsersCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AdminNotificationState_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeaturedUpdate" (
    "id" TEXT COLLATE "C" NOT NULL,
    "text" TEXT COLLATE "C" NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeaturedUpdate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeletionRecord_deletionTime_idx" ON "DeletionRecord"("deletionTime");

-- CreateIndex
CREATE UNIQUE INDEX "AdminNotificationState_adminId_key" ON "AdminNotificationState"("adminId");

-- CreateIndex
CREATE INDEX "FeaturedUpdate_order_idx" ON "FeaturedUpdate"("order");

-- AddForeignKey
ALTER TABLE "AdminNotificationState" ADD CONSTRAINT "AdminNotificationState_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

