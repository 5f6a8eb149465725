-- CreateTable
CREATE TABLE "CircleHost" (
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "appointedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("circleId", "userId"),
    CONSTRAINT "CircleHost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "CircleHost_userId_idx" ON "CircleHost"("userId");

