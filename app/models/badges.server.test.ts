// The nav's badges, read on every page: both in one statement, each the number its own count gives.
import { createMember } from "../../tests/setup/factories";
import { countStatements } from "~/server/db.server";
import { countBadges } from "./badges.server";
import { countUnreadMessages, sendMessage } from "./messages.server";
import { countUnreadNotifications, sendNotification } from "./notifications.server";

const member = async () => {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
};

describe("countBadges", () => {
  it("answers both badges in one statement, as their own counts do", async () => {
    const [ana, ben, cleo] = [await member(), await member(), await member()];
    expect(await countBadges(ana.id)).toEqual({ unreadMessages: 0, unreadNotifications: 0 });
    await sendMessage(ben, { receiverId: ana.id, content: "b1" });
    await sendMessage(ben, { receiverId: ana.id, content: "b2" });
    await sendMessage(cleo, { receiverId: ana.id, content: "c1" });
    for (let i = 0; i < 4; i++)
      await sendNotification({ to: ana.id, actorId: ben.id, type: "post_comment", summary: `note ${i}`, link: "/" });

    const { result, statements } = await countStatements(() => countBadges(ana.id));
    expect(result).toEqual({ unreadMessages: 3, unreadNotifications: 4 });
    expect(result).toEqual({
      unreadMessages: await countUnreadMessages(ana.id),
      unreadNotifications: await countUnreadNotifications(ana.id),
    });
    expect(statements).toHaveLength(1);
  });
});
