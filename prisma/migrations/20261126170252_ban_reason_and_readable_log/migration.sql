-- AlterTable
ALTER TABLE "User" ADD COLUMN "banReason" TEXT;
ALTER TABLE "User" ADD COLUMN "bannedUntil" DATETIME;

-- AlterTable
ALTER TABLE "ModerationLogEntry" ADD COLUMN "targetName" TEXT;
ALTER TABLE "ModerationLogEntry" ADD COLUMN "targetUserId" TEXT;
