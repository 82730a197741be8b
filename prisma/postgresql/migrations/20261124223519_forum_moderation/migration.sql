-- CreateTable
CREATE TABLE "ForumReport" (
    "id" SERIAL NOT NULL,
    "targetType" TEXT COLLATE "C" NOT NULL,
    "targetId" INTEGER NOT NULL,
    "reporterId" TEXT COLLATE "C" NOT NULL,
    "reason" TEXT COLLATE "C" NOT NULL,
    "details" TEXT COLLATE "C",
    "status" TEXT COLLATE "C" NOT NULL DEFAULT 'open',
    "resolvedById" TEXT COLLATE "C",
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ForumReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModerationLogEntry" (
    "id" SERIAL NOT NULL,
    "action" TEXT COLLATE "C" NOT NULL,
    "targetType" TEXT COLLATE "C" NOT NULL,
    "targetId" INTEGER NOT NULL,
    "actorId" TEXT COLLATE "C",
    "actorName" TEXT COLLATE "C" NOT NULL,
    "detail" TEXT COLLATE "C",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationLogEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ForumReport_status_createdAt_idx" ON "ForumReport"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ForumReport_targetType_targetId_status_idx" ON "ForumReport"("targetType", "targetId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "ForumReport_targetType_targetId_reporterId_key" ON "ForumReport"("targetType", "targetId", "reporterId");

-- CreateIndex
CREATE INDEX "ModerationLogEntry_createdAt_idx" ON "ModerationLogEntry"("createdAt");

-- AddForeignKey
ALTER TABLE "ForumReport" ADD CONSTRAINT "ForumReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
