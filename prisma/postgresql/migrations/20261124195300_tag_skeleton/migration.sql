-- AlterTable
ALTER TABLE "User" ADD COLUMN     "usernameSkeleton" TEXT COLLATE "C";

-- CreateIndex
CREATE UNIQUE INDEX "User_usernameSkeleton_key" ON "User"("usernameSkeleton");

