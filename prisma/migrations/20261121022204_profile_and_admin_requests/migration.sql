-- CreateTable
CREATE TABLE "ProfilePicture" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "mimeType" TEXT NOT NULL,
    "data" BLOB NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProfilePicture_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AdminRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" DATETIME,
    "processedBy" TEXT,
    CONSTRAINT "AdminRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AdminRequest_status_createdAt_idx" ON "AdminRequest"("status", "createdAt");

-- CreateIndex
CREATE INDEX "AdminRequest_userId_status_idx" ON "AdminRequest"("userId", "status");

-- Written by hand (Prisma cannot express a partial index): at most one pending request per user.
CREATE UNIQUE INDEX "AdminRequest_one_pending_per_user" ON "AdminRequest"("userId") WHERE "status" = 'pending';
