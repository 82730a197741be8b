-- CreateTable
CREATE TABLE "DeletionRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "deletedUserId" TEXT NOT NULL,
    "deletedUsername" TEXT NOT NULL,
    "deletedByUserId" TEXT NOT NULL,
    "deletedByUsername" TEXT NOT NULL,
    "deletionTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "AdminNotificationState" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "adminId" TEXT NOT NULL,
    "lastViewedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pendingTournamentCount" INTEGER NOT NULL DEFAULT 0,
    "pendingAdminRequestCount" INTEGER NOT NULL DEFAULT 0,
    "newUsersCount" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "AdminNotificationState_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeaturedUpdate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "text" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "DeletionRecord_deletionTime_idx" ON "DeletionRecord"("deletionTime");

-- CreateIndex
CREATE UNIQUE INDEX "AdminNotificationState_adminId_key" ON "AdminNotificationState"("adminId");

-- CreateIndex
CREATE INDEX "FeaturedUpdate_order_idx" ON "FeaturedUpdate"("order");
