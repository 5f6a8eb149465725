-- AlterTable
ALTER TABLE "AdminAction" ADD COLUMN "circleId" TEXT;

-- AlterTable
ALTER TABLE "Report" ADD COLUMN "escalatedAt" DATETIME;

-- CreateTable
CREATE TABLE "CircleHostOffer" (
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("circleId", "userId"),
    CONSTRAINT "CircleHostOffer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CircleHostBar" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "barredById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CircleHostBar_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CircleSettings" (
    "circleId" TEXT NOT NULL PRIMARY KEY,
    "welcome" TEXT NOT NULL DEFAULT '',
    "rules" TEXT NOT NULL DEFAULT '',
    "updatedById" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CirclePin" (
    "circleId" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "pinnedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("circleId", "postId"),
    CONSTRAINT "CirclePin_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CircleRemoval" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "postId" TEXT NOT NULL,
    "circleId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "removedById" TEXT,
    "removedByName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "restoredAt" DATETIME,
    CONSTRAINT "CircleRemoval_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CircleMute" (
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "until" DATETIME NOT NULL,
    "mutedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("circleId", "userId"),
    CONSTRAINT "CircleMute_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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

