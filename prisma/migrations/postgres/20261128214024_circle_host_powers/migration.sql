-- AlterTable
ALTER TABLE "AdminAction" ADD COLUMN     "circleId" TEXT;

-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "escalatedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CircleHostOffer" (
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CircleHostOffer_pkey" PRIMARY KEY ("circleId","userId")
);

-- CreateTable
CREATE TABLE "CircleHostBar" (
    "userId" TEXT NOT NULL,
    "barredById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CircleHostBar_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CircleSettings" (
    "circleId" TEXT NOT NULL,
    "welcome" TEXT NOT NULL DEFAULT '',
    "rules" TEXT NOT NULL DEFAULT '',
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CircleSettings_pkey" PRIMARY KEY ("circleId")
);

-- CreateTable
CREATE TABLE "CirclePin" (
    "circleId" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "pinnedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CirclePin_pkey" PRIMARY KEY ("circleId","postId")
);

-- CreateTable
CREATE TABLE "CircleRemoval" (
    "id" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "circleId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "removedById" TEXT,
    "removedByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "restoredAt" TIMESTAMP(3),

    CONSTRAINT "CircleRemoval_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CircleMute" (
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,
    "mutedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CircleMute_pkey" PRIMARY KEY ("circleId","userId")
);

-- CreateIndex
CREATE INDEX "CircleHostOffer_createdAt_idx" ON "CircleHostOffer"("createdAt");

-- CreateIndex
CREATE INDEX "CirclePin_postId_idx" ON "CirclePin"("postId");

-- CreateIndex
CREATE INDEX "CircleRemoval_postId_idx" ON "CircleRemoval"("postId");

-- CreateIndex
CREATE INDEX "CircleRemoval_createdAt_id_idx" ON "CircleRemoval"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CircleMute_userId_idx" ON "CircleMute"("userId");

-- CreateIndex
CREATE INDEX "AdminAction_circleId_createdAt_idx" ON "AdminAction"("circleId", "createdAt");

-- AddForeignKey
ALTER TABLE "CircleHostOffer" ADD CONSTRAINT "CircleHostOffer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CircleHostBar" ADD CONSTRAINT "CircleHostBar_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirclePin" ADD CONSTRAINT "CirclePin_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CircleRemoval" ADD CONSTRAINT "CircleRemoval_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CircleMute" ADD CONSTRAINT "CircleMute_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

