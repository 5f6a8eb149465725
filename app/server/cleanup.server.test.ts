// The hourly sweep (run as the repeatable "cleanup" job): everything expired goes, everything live stays.
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { createSession, hashToken } from "~/models/accounts.server";
import { issueAccountToken } from "~/models/account-tokens.server";
import { insertJob } from "~/models/jobs.server";
import { sweepExpired } from "./cleanup.server";

describe("the hourly sweep", () => {
  it("deletes expired sessions, challenges, account tokens, finished jobs and old mail; keeps live ones", async () => {
    const now = new Date();
    // Other test files share the database: what they left expired goes first, so the counts below are this test's.
    await sweepExpired(now);
    const { user } = await createMember();
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    const expired = await createSession(user.id, "browser");
    const live = await createSession(user.id, "browser");
    await db.session.update({ where: { tokenHash: hashToken(expired.token) }, data: { expiresAt: hourAgo } });
    await db.signInChallenge.create({
      data: { tokenHash: `sweep-${user.id}`, userId: user.id, kind: "browser", expiresAt: hourAgo },
    });
    await db.passkeyChallenge.create({
      data: { challengeHash: `sweep-${user.id}`, purpose: "login", expiresAt: hourAgo },
    });
    await issueAccountToken(user.id, "reset", user.email, db, new Date(now.getTime() - 2 * 60 * 60 * 1000));
    await issueAccountToken(user.id, "verify", user.email);
    await insertJob({ kind: "mail.send", payload: {}, uniqueKey: `old-${user.id}` });
    await db.job.updateMany({
      where: { uniqueKey: `old-${user.id}` },
      data: { doneAt: new Date(now.getTime() - 2 * 86_400_000) },
    });
    await insertJob({ kind: "mail.send", payload: {}, uniqueKey: `open-${user.id}` });
    await db.mail.create({
      data: {
        to: user.email,
        userId: user.id,
        kind: "test",
        subject: "old",
        text: "",
        html: "",
        createdAt: new Date(now.getTime() - 31 * 86_400_000),
      },
    });
    await db.mail.create({
      data: { to: user.email, userId: user.id, kind: "test", subject: "new", text: "", html: "" },
    });

    await db.dataExport.create({
      data: { userId: user.id, expiresAt: hourAgo, createdAt: new Date(now.getTime() - 8 * 86_400_000) },
    });
    await db.dataExport.create({ data: { userId: user.id, expiresAt: new Date(now.getTime() + 86_400_000) } });

    const swept = await sweepExpired(now);
    expect(swept).toMatchObject({
      sessions: 1,
      challenges: 1,
      passkeyChallenges: 1,
      accountTokens: 1,
      mail: 1,
      exports: 1,
    });
    expect(await db.dataExport.count({ where: { userId: user.id } })).toBe(1);
    expect(swept.jobs).toBeGreaterThanOrEqual(1);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    expect(
      await db.session.findUnique({ where: { tokenHash: hashToken(live.token) }, select: { id: true } }),
    ).not.toBeNull();
    expect(await db.accountToken.findMany({ where: { userId: user.id }, select: { purpose: true } })).toEqual([
      { purpose: "verify" },
    ]);
    expect(await db.job.count({ where: { uniqueKey: `open-${user.id}` } })).toBe(1);
    expect(await db.mail.findMany({ where: { userId: user.id, kind: "test" }, select: { subject: true } })).toEqual([
      { subject: "new" },
    ]);
  });
});
