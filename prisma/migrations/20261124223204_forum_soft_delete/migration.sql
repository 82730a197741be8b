-- AlterTable
ALTER TABLE "ForumPost" ADD COLUMN "deletedAt" DATETIME;
ALTER TABLE "ForumPost" ADD COLUMN "deletedBy" TEXT;
ALTER TABLE "ForumPost" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "ForumComment" ADD COLUMN "deletedAt" DATETIME;
ALTER TABLE "ForumComment" ADD COLUMN "deletedBy" TEXT;
ALTER TABLE "ForumComment" ADD COLUMN "hiddenAt" DATETIME;
