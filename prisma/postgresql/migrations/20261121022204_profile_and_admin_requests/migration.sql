-- CreateTable
CREATE TABLE "ProfilePicture" (
    "userId" TEXT COLLATE "C" NOT NULL,
    "mimeType" TEXT COLLATE "C" NOT NULL,
    "data" BYTEA NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProfilePicture_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "AdminRequest" (
    "id" TEXT COLLATE "C" NOT NULL,
    "userId" TEXT COLLATE "C",
    "username" TEXT COLLATE "C" NOT NULL,
    "email" TEXT COLLATE "C" NOT NULL,
    "message" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "status" TEXT COLLATE "C" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "processedBy" TEXT COLLATE "C",

    CONSTRAINT "AdminRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AdminRequest_status_createdAt_idx" ON "AdminRequest"("status", "createdAt");

-- CreateIndex
CREATE INDEX "AdminRequest_userId_status_idx" ON "AdminRequest"("userId", "status");

-- AddForeignKey
ALTER TABLE "ProfilePicture" ADD CONSTRAINT "ProfilePicture_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminRequest" ADD CONSTRAINT "AdminRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand (Prisma cannot express a partial index): at most one pending request per user.
CREATE UNIQUE INDEX "AdminRequest_one_pending_per_user" ON "AdminRequest"("userId") WHERE "status" = 'pending';
