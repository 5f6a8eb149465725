-- CreateTable
CREATE TABLE "MailPreference" (
    "userId" TEXT NOT NULL,
    "messages" TEXT NOT NULL DEFAULT 'immediately',
    "connections" TEXT NOT NULL DEFAULT 'daily',
    "replies" TEXT NOT NULL DEFAULT 'daily',
    "events" TEXT NOT NULL DEFAULT 'daily',
    "digest" TEXT NOT NULL DEFAULT 'weekly',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailPreference_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "MessageMail" (
    "receiverId" TEXT NOT NULL,
    "senderId" TEXT NOT NULL,
    "lastMailAt" TIMESTAMP(3),
    "seenLiveAt" TIMESTAMP(3),

    CONSTRAINT "MessageMail_pkey" PRIMARY KEY ("receiverId","senderId")
);

-- CreateTable
CREATE TABLE "SentOnce" (
    "key" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SentOnce_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "JobCursor" (
    "name" TEXT NOT NULL,
    "position" TEXT NOT NULL DEFAULT '',
    "doneAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobCursor_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "MessageMail_senderId_idx" ON "MessageMail"("senderId");

-- CreateIndex
CREATE INDEX "SentOnce_createdAt_idx" ON "SentOnce"("createdAt");

-- CreateIndex
CREATE INDEX "SentOnce_userId_idx" ON "SentOnce"("userId");

-- AddForeignKey
ALTER TABLE "MailPreference" ADD CONSTRAINT "MailPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMail" ADD CONSTRAINT "MessageMail_receiverId_fkey" FOREIGN KEY ("receiverId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMail" ADD CONSTRAINT "MessageMail_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SentOnce" ADD CONSTRAINT "SentOnce_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

