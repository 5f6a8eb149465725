-- CreateTable
CREATE TABLE "MailPreference" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "messages" TEXT NOT NULL DEFAULT 'immediately',
    "connections" TEXT NOT NULL DEFAULT 'daily',
    "replies" TEXT NOT NULL DEFAULT 'daily',
    "events" TEXT NOT NULL DEFAULT 'daily',
    "digest" TEXT NOT NULL DEFAULT 'weekly',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MailPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MessageMail" (
    "receiverId" TEXT NOT NULL,
    "senderId" TEXT NOT NULL,
    "lastMailAt" DATETIME,
    "seenLiveAt" DATETIME,

    PRIMARY KEY ("receiverId", "senderId"),
    CONSTRAINT "MessageMail_receiverId_fkey" FOREIGN KEY ("receiverId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MessageMail_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SentOnce" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SentOnce_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "JobCursor" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "position" TEXT NOT NULL DEFAULT '',
    "doneAt" DATETIME,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "MessageMail_senderId_idx" ON "MessageMail"("senderId");

-- CreateIndex
CREATE INDEX "SentOnce_createdAt_idx" ON "SentOnce"("createdAt");

-- CreateIndex
CREATE INDEX "SentOnce_userId_idx" ON "SentOnce"("userId");

