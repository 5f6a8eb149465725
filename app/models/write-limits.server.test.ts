// New accounts' hourly write budgets (issue 28 §2): until the email is verified and the account is a day old.
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  isNewAccount,
  limiter,
  limitWrite,
  NEW_ACCOUNT_HOURLY_LIMITS,
  NEW_ACCOUNT_MESSAGE,
  NEW_ACCOUNT_MS,
} from "./write-limits.server";

/** Writes `count` reports, clearing the per-minute budget as a member writing over an hour would. */
async function reports(userId: string, count: number) {
  for (let i = 0; i < count; i++) {
    if (i % 10 === 0) await limiter("report").delete(userId);
    await limitWrite(userId, "report");
  }
}

describe("new-account write limits", () => {
  it("hold for an unverified or young account and end once it is both verified and a day old", async () => {
    const { user } = await createMember();
    expect(await isNewAccount(user.id)).toBe(true);
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() }, select: { id: true } });
    expect(await isNewAccount(user.id)).toBe(true); // verified, but registered just now
    expect(await isNewAccount(user.id, Date.now() + NEW_ACCOUNT_MS + 1000)).toBe(false);
    const { user: unverified } = await createMember();
    expect(await isNewAccount(unverified.id, Date.now() + 30 * NEW_ACCOUNT_MS)).toBe(true);
  });

  it("refuse a new account's writes over the hour's budget, not an established member's", async () => {
    const { user: fresh } = await createMember();
    const { user: settled } = await createMember();
    await db.user.update({
      where: { id: settled.id },
      data: { emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 2 * NEW_ACCOUNT_MS) },
      select: { id: true },
    });
    await reports(fresh.id, NEW_ACCOUNT_HOURLY_LIMITS.report);
    await limiter("report").delete(fresh.id);
    const refused = await limitWrite(fresh.id, "report").catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, message: expect.stringContaining(NEW_ACCOUNT_MESSAGE) });
    await reports(settled.id, NEW_ACCOUNT_HOURLY_LIMITS.report + 5);
  });
});
