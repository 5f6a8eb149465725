-- CreateTable
CREATE TABLE "CircleHost" (
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "appointedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CircleHost_pkey" PRIMARY KEY ("circleId","userId")
);

-- CreateIndex
CREATE INDEX "CircleHost_userId_idx" ON "CircleHost"("userId");

-- AddForeignKey
ALTER TABLE "CircleHost" ADD CONSTRAINT "CircleHost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

