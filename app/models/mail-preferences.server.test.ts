// Mail preferences and the signed unsubscribe link (issue 28 §3): defaults, changes, bad input, and a link that
// works without a session, for its own member and kind only.
import { db } from "~/server/db.server";
import { DEFAULT_MAIL_PREFERENCES } from "~/schemas/mail-preferences";
import { createMember } from "../../tests/setup/factories";
import {
  getMailPreferences,
  readUnsubscribeToken,
  unsubscribe,
  unsubscribeHeaders,
  unsubscribeToken,
  updateMailPreferences,
} from "./mail-preferences.server";

describe("mail preferences", () => {
  it("start at the defaults, change one kind at a time, and refuse what is not a choice", async () => {
    const { user } = await createMember();
    expect(await getMailPreferences(user)).toEqual({
      messages: "immediately",
      connections: "daily",
      replies: "daily",
      events: "daily",
      digest: "weekly",
    });
    expect(await updateMailPreferences(user, { replies: "immediately", digest: "off" })).toEqual({
      ...DEFAULT_MAIL_PREFERENCES,
      replies: "immediately",
      digest: "off",
    });
    expect((await updateMailPreferences(user, { messages: "off" })).replies).toBe("immediately");
    await expect(updateMailPreferences(user, { digest: "daily" })).rejects.toMatchObject({
      status: 400,
      fields: { digest: expect.stringContaining("off, weekly") },
    });
    await expect(updateMailPreferences(user, { messages: "hourly" })).rejects.toMatchObject({ status: 400 });
    await expect(updateMailPreferences(user, { everything: "off" })).rejects.toMatchObject({ status: 400 });
    await expect(updateMailPreferences(user, "off")).rejects.toMatchObject({ status: 400 });
    expect((await getMailPreferences(user)).messages).toBe("off");
  });
});

describe("the unsubscribe link", () => {
  it("turns its kind off for its member without a session; a forged or altered token does nothing", async () => {
    const { user } = await createMember();
    const { user: other } = await createMember();
    const token = unsubscribeToken(user.id, "replies");
    expect(readUnsubscribeToken(token)).toEqual({ userId: user.id, kind: "replies" });
    // Another member's id, another kind, a cut signature, garbage: all refused, nothing written.
    const [, , sig] = token.split(".");
    for (const bad of [
      `${other.id}.replies.${sig}`,
      `${user.id}.messages.${sig}`,
      `${user.id}.replies.${sig.slice(1)}`,
      `${user.id}.replies`,
      "x",
      "",
      null,
      `${token}.extra`,
    ]) {
      expect(readUnsubscribeToken(bad)).toBeNull();
      await expect(unsubscribe(bad)).rejects.toMatchObject({ status: 400 });
    }
    expect(await db.mailPreference.count({ where: { userId: { in: [user.id, other.id] } } })).toBe(0);
    expect(await unsubscribe(token)).toEqual({ kind: "replies" });
    expect(await getMailPreferences(user)).toEqual({ ...DEFAULT_MAIL_PREFERENCES, replies: "off" });
    expect(await getMailPreferences(other)).toEqual(DEFAULT_MAIL_PREFERENCES);
    // Twice is fine (a mail client retrying).
    expect(await unsubscribe(token)).toEqual({ kind: "replies" });
  });

  it("from a daily summary turns off every kind gathered daily, and leaves the others", async () => {
    const { user } = await createMember();
    await updateMailPreferences(user, { events: "immediately" });
    await unsubscribe(unsubscribeToken(user.id, "daily"));
    expect(await getMailPreferences(user)).toEqual({
      messages: "immediately",
      connections: "off",
      replies: "off",
      events: "immediately",
      digest: "weekly",
    });
  });

  it("is an https link from APP_URL with RFC 8058 one-click headers", () => {
    const { url, headers } = unsubscribeHeaders("member1", "digest");
    expect(url).toMatch(/\/unsubscribe\?token=member1\.digest\./);
    expect(headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});
