-- CreateIndex
CREATE INDEX "ForumPost_category_deletedAt_hiddenAt_isWelcome_isPinned_createdAt_idx" ON "ForumPost"("category", "deletedAt", "hiddenAt", "isWelcome", "isPinned", "createdAt");
