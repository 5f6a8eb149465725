-- CreateTable
CREATE TABLE "StartedCircle" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "placeId" INTEGER,
    "countryCode" TEXT,
    "placeKey" TEXT NOT NULL,
    "homeland" TEXT,
    "access" TEXT NOT NULL,
    "startedById" TEXT NOT NULL,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StartedCircle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CircleJoinRequest" (
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CircleJoinRequest_pkey" PRIMARY KEY ("circleId","userId")
);

-- CreateIndex
CREATE INDEX "StartedCircle_startedById_createdAt_idx" ON "StartedCircle"("startedById", "createdAt");

-- CreateIndex
CREATE INDEX "StartedCircle_placeId_idx" ON "StartedCircle"("placeId");

-- CreateIndex
CREATE INDEX "StartedCircle_homeland_idx" ON "StartedCircle"("homeland");

-- CreateIndex
CREATE INDEX "StartedCircle_createdAt_id_idx" ON "StartedCircle"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "StartedCircle_placeKey_nameKey_key" ON "StartedCircle"("placeKey", "nameKey");

-- CreateIndex
CREATE INDEX "CircleJoinRequest_circleId_createdAt_idx" ON "CircleJoinRequest"("circleId", "createdAt");

-- CreateIndex
CREATE INDEX "CircleJoinRequest_userId_idx" ON "CircleJoinRequest"("userId");

-- AddForeignKey
ALTER TABLE "StartedCircle" ADD CONSTRAINT "StartedCircle_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "Place"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StartedCircle" ADD CONSTRAINT "StartedCircle_startedById_fkey" FOREIGN KEY ("startedById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CircleJoinRequest" ADD CONSTRAINT "CircleJoinRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

