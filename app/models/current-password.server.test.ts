// Every check of the current password counts against one limiter per member: DELETE /api/account took 25 wrong
// passwords without a 429, and guessing could move between deleting, changing the password and the email.
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import { deleteOwnAccount } from "./account-deletion.server";
import { CURRENT_PASSWORD_TRIES } from "./current-password.server";
import { changePassword, updateProfile } from "./profile.server";
import { accessOf } from "./token-scope";

describe("the current password", () => {
  it("wrong guesses anywhere share one limit per member: then even the right password waits (429)", async () => {
    const { user, password } = await createMember();
    const signIn = accessOf(null);
    const guesses = [
      (guess: string) => deleteOwnAccount(user, signIn, { password: guess }),
      (guess: string) =>
        changePassword(
          user,
          signIn,
          { currentPassword: guess, newPassword: "new-password-1", confirmPassword: "new-password-1" },
          null,
        ),
      (guess: string) =>
        updateProfile(user, signIn, {
          firstName: user.firstName,
          lastName: user.lastName,
          email: uniqueEmail("elsewhere"),
          currentPassword: guess,
          skills: "",
          interests: "",
        }),
    ];
    for (let i = 0; i < CURRENT_PASSWORD_TRIES; i++)
      await expect(guesses[i % guesses.length](`wrong-${i}`)).rejects.toMatchObject({ status: 400 });
    for (const guess of guesses) {
      const refused = await guess(password).catch((error) => error);
      expect(refused).toMatchObject({ status: 429, extra: { retryAfterSeconds: expect.any(Number) } });
      expect(refused.extra.retryAfterSeconds).toBeGreaterThan(14 * 60);
    }
  });

  it("the right password starts the count again: a member who mistypes now and then is not locked out", async () => {
    const { user, password } = await createMember();
    const signIn = accessOf(null);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < CURRENT_PASSWORD_TRIES - 1; i++)
        await expect(deleteOwnAccount(user, signIn, { password: "wrong-password" })).rejects.toMatchObject({
          status: 400,
        });
      // The right password (a change back to the same address is no change: the profile just saves).
      await expect(
        changePassword(
          user,
          signIn,
          { currentPassword: password, newPassword: password, confirmPassword: password },
          null,
        ),
      ).resolves.toMatchObject({ endedSessions: 0 });
    }
  });
});
