-- CreateIndex
CREATE INDEX "ForumReport_reporterId_createdAt_idx" ON "ForumReport"("reporterId", "createdAt");
