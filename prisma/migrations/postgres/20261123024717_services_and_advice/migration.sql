-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "acceptedCommentId" TEXT,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "serviceId" TEXT;

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "helpfulCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "ratingSum" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reviewsCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "CommentHelpful" (
    "commentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommentHelpful_pkey" PRIMARY KEY ("commentId","userId")
);

-- CreateTable
CREATE TABLE "ServiceReview" (
    "id" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "reply" TEXT,
    "repliedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServiceReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CommentHelpful_userId_commentId_idx" ON "CommentHelpful"("userId", "commentId");

-- CreateIndex
CREATE INDEX "ServiceReview_serviceId_createdAt_id_idx" ON "ServiceReview"("serviceId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ServiceReview_authorId_idx" ON "ServiceReview"("authorId");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceReview_serviceId_authorId_key" ON "ServiceReview"("serviceId", "authorId");

-- CreateIndex
CREATE UNIQUE INDEX "Post_serviceId_key" ON "Post"("serviceId");

-- CreateIndex
CREATE INDEX "Post_type_category_createdAt_id_idx" ON "Post"("type", "category", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Service_category_isOffering_createdAt_id_idx" ON "Service"("category", "isOffering", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "Post" ADD CONSTRAINT "Post_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommentHelpful" ADD CONSTRAINT "CommentHelpful_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommentHelpful" ADD CONSTRAINT "CommentHelpful_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceReview" ADD CONSTRAINT "ServiceReview_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceReview" ADD CONSTRAINT "ServiceReview_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill the search columns of existing rows (new rows get them from the model).
UPDATE "Service" SET "searchText" = lower("title" || ' ' || "description" || ' ' || "category" || ' ' || coalesce("location", ''));
UPDATE "Post" SET "searchText" = lower("content");
