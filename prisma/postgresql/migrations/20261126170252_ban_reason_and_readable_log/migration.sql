-- AlterTable
ALTER TABLE "User" ADD COLUMN     "banReason" TEXT COLLATE "C",
ADD COLUMN     "bannedUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ModerationLogEntry" ADD COLUMN     "targetName" TEXT COLLATE "C",
ADD COLUMN     "targetUserId" TEXT COLLATE "C";
