import { createMember } from "../../tests/setup/factories";
import { changePassword } from "./profile.server";
import { accessOf } from "./token-scope";

describe("changing the password", () => {
  it.each([
    ["short7!", "At least 8 characters"],
    ["sunshine", "Too common: choose a password that is harder to guess"],
    ["Football1", "Too common: choose a password that is harder to guess"],
  ])("refuses %s as the new password with a field error", async (newPassword, message) => {
    const { user, password } = await createMember();
    const viewer = { id: user.id, role: user.role };
    await expect(
      changePassword(
        viewer,
        accessOf(null),
        { currentPassword: password, newPassword, confirmPassword: newPassword },
        null,
      ),
    ).rejects.toMatchObject({ status: 400, fields: { newPassword: message } });
  });

  it("takes a long uncommon one", async () => {
    const { user, password } = await createMember();
    const input = { currentPassword: password, newPassword: "river-lantern-42", confirmPassword: "river-lantern-42" };
    expect(await changePassword({ id: user.id, role: user.role }, accessOf(null), input, null)).toEqual({
      endedSessions: 0,
    });
  });
});
