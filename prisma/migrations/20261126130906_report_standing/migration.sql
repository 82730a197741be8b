-- AlterTable
ALTER TABLE "ForumReport" ADD COLUMN "countsToHide" BOOLEAN NOT NULL DEFAULT false;
