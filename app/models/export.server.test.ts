import { createMember } from "../../tests/setup/factories";
import { createSession } from "./accounts.server";
import { blockMember } from "./blocks.server";
import { collectAccountData } from "./export.server";
import { sendMessage } from "./messages.server";
import { createPost } from "./posts.server";
import { updateMailPreferences } from "./mail-preferences.server";
import { joinCircle } from "./circles.server";

describe("collectAccountData", () => {
  it("holds the member's own things and what they received, others by name only, nothing from a blocked member", async () => {
    const me = (await createMember({ firstName: "Ana", lastName: "Export" })).user;
    const friend = (await createMember({ firstName: "Ben", lastName: "Friend" })).user;
    const blocked = (await createMember({ firstName: "Cal", lastName: "Blocked" })).user;
    await createSession(
      me.id,
      "browser",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Safari/604.1",
    );
    const post = await createPost(me, { content: "My jollof recipe, finally written down" });
    await sendMessage(me, { receiverId: friend.id, content: "See you at the festival" });
    await sendMessage(friend, { receiverId: me.id, content: "Bring the recipe!" });
    await sendMessage(blocked, { receiverId: me.id, content: "Something I should not get back" });
    await blockMember(me, blocked.id);
    await updateMailPreferences(me, { events: "off" });
    await joinCircle(me, "city-2988507");

    const data = await collectAccountData(me.id);
    const text = JSON.stringify(data);
    expect(data).toMatchObject({
      // The factory's member lives in "Lisbon, Portugal": the export carries the place too.
      profile: {
        id: me.id,
        email: me.email,
        firstName: "Ana",
        currentLocation: "Lisbon, Portugal",
        place: { id: 2267057, city: "Lisbon", country: "Portugal", timeZone: "Europe/Lisbon" },
      },
      posts: [expect.objectContaining({ id: post.id, content: "My jollof recipe, finally written down" })],
      messages: {
        sent: [
          expect.objectContaining({ content: "See you at the festival", to: { id: friend.id, name: "Ben Friend" } }),
        ],
        received: [
          expect.objectContaining({ content: "Bring the recipe!", from: { id: friend.id, name: "Ben Friend" } }),
        ],
      },
      blocks: [{ member: { id: blocked.id, name: "Cal Blocked" }, since: expect.any(Date) }],
      sessions: [expect.objectContaining({ device: "Safari on iPhone" })],
      // What they chose: the circles joined by hand and each kind of mail.
      circleChoices: [{ circle: "city-2988507", state: "joined", byMove: false, since: expect.any(Date) }],
      mailPreferences: expect.objectContaining({ events: "off", messages: "immediately" }),
    });
    expect(text).not.toContain("Something I should not get back");
    for (const other of [friend, blocked]) expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/passwordHash|tokenHash|scrypt\$/);
  });
});
