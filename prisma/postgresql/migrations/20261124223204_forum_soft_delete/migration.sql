-- AlterTable
ALTER TABLE "ForumPost" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "deletedBy" TEXT COLLATE "C",
ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ForumComment" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "deletedBy" TEXT COLLATE "C",
ADD COLUMN     "hiddenAt" TIMESTAMP(3);
