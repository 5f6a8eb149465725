// The weekly digest (issue 28 §3): what it says (homeland and city; nothing of blocked members or hidden
// content), whom it goes to (chose it, not active that week), and that a run is batched, resumable from its
// saved cursor and idempotent. Runs use a week far from today, so their cursors are this test's own.
import { randomUUID } from "node:crypto";
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { blockMember } from "./blocks.server";
import { digestFor, isoWeek, sendWeeklyDigest } from "./digest.server";
import { updateMailPreferences } from "./mail-preferences.server";

const DAY = 24 * 60 * 60 * 1000;

/** Members of a homeland of their own, in one city, so other tests' rows do not show in their digest. */
async function neighbourhood() {
  const homeland = `Testland ${randomUUID().slice(0, 8)}`;
  const place = await db.place.findFirst({ select: { id: true }, orderBy: { id: "asc" } });
  const member = async (firstName: string) => {
    const { user } = await createMember({ firstName });
    await db.user.update({
      where: { id: user.id },
      data: { countryOfOrigin: homeland, placeId: place?.id ?? null },
      select: { id: true },
    });
    return { ...user, countryOfOrigin: homeland, placeId: place?.id ?? null };
  };
  return { member, placeId: place?.id ?? null };
}

async function post(authorId: string, content: string, at: Date, extra: Record<string, unknown> = {}) {
  return db.post.create({ data: { authorId, content, createdAt: at, likesCount: 3, ...extra }, select: { id: true } });
}

describe("the weekly digest", () => {
  it("tells of liked posts, events, new members and open questions near the member, never of blocked or hidden ones", async () => {
    const now = new Date();
    const { member, placeId } = await neighbourhood();
    const reader = await member("Reader");
    const friend = await member("Friend");
    const blocked = await member("Blocked");
    await post(friend.id, "Where to find cassava flour", new Date(now.getTime() - DAY));
    await post(blocked.id, "Blocked member's post", new Date(now.getTime() - DAY), { likesCount: 50 });
    await post(friend.id, "Hidden post", new Date(now.getTime() - DAY), { likesCount: 40, hiddenAt: now });
    await post(friend.id, "Any good tailor nearby?", new Date(now.getTime() - DAY), { type: "advice", likesCount: 0 });
    if (placeId !== null)
      await db.event.create({
        data: {
          organizerId: friend.id,
          title: "Homeland dinner",
          eventDate: new Date(now.getTime() + 3 * DAY),
          placeId,
        },
        select: { id: true },
      });
    await blockMember(reader, blocked.id);

    const digest = await digestFor(reader, now);
    const said = JSON.stringify(digest);
    expect(digest.posts.map((p) => p.excerpt)).toEqual(["Where to find cassava flour"]);
    expect(digest.questions.map((q) => q.excerpt)).toEqual(["Any good tailor nearby?"]);
    expect(digest.members.map((m) => m.name)).toContain("Friend Member");
    if (placeId !== null) expect(digest.events.map((e) => e.title)).toContain("Homeland dinner");
    expect(said).not.toContain("Blocked");
    expect(said).not.toContain("Hidden post");
  });

  it("goes in batches from a saved cursor, once per member and week, only to members away that week who chose it", async () => {
    const now = new Date(Date.UTC(2031, 0, 6 + Math.floor(Math.random() * 300) * 7, 9)); // a week of its own
    const { member } = await neighbourhood();
    const author = await member("Author");
    await post(author.id, "A well liked post", new Date(now.getTime() - DAY));
    const away = [await member("Away1"), await member("Away2"), await member("Away3")];
    const optedOut = await member("Optout");
    const active = await member("Active");
    await updateMailPreferences(optedOut, { digest: "off" });
    await db.session.create({
      data: { userId: active.id, tokenHash: randomUUID(), expiresAt: new Date(now.getTime() + DAY), lastSeenAt: now },
      select: { id: true },
    });
    const ours = [...away, optedOut, active].map((m) => m.id);
    const digests = () =>
      db.mail.findMany({ where: { kind: "digest", userId: { in: ours } }, select: { userId: true } });
    const cursor = () => db.jobCursor.findUnique({ where: { name: `digest-${isoWeek(now)}` } });

    // A run cut off after one batch leaves its cursor; the next resumes after it and finishes the week.
    await sendWeeklyDigest(now, { batchSize: 2, maxBatches: 1 });
    const first = await cursor();
    expect(first?.position).not.toBe("");
    expect(first?.doneAt).toBeNull();
    await sendWeeklyDigest(now, { batchSize: 7 });
    expect((await cursor())?.doneAt).toBeInstanceOf(Date);
    // A batch run again (a node died before saving its cursor) mails nobody twice.
    await db.jobCursor.update({ where: { name: `digest-${isoWeek(now)}` }, data: { position: "", doneAt: null } });
    await sendWeeklyDigest(now, { batchSize: 50 });
    expect((await digests()).map((m) => m.userId).sort()).toEqual(away.map((m) => m.id).sort());
  });

  it("names weeks as ISO does", () => {
    expect(isoWeek(new Date("2026-11-24T12:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2024-12-30T12:00:00Z"))).toBe("2025-W01");
  });
});
