import sharp from "sharp";
import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { withDiskImages } from "../../tests/setup/disk-images";
import { blockMember } from "./blocks.server";
import { createEvent, getEvent, listEvents, updateEvent } from "./events.server";
import { readImage } from "./images.server";
import type { Viewer } from "./viewer";

const { stored } = withDiskImages("covers");

async function member(): Promise<Viewer> {
  const { user } = await createMember({
    firstName: "Cover",
    lastName: `Maker${Math.random().toString(36).slice(2, 7)}`,
  });
  return { id: user.id, role: user.role };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const jpeg = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
const nameOf = (url: string) => url.slice("/images/".length);

describe("event covers", () => {
  it("stores a cover with the event, shows it on the list and the page, replaces and removes it with its files", async () => {
    const organizer = await member();
    const reader = await member();
    const before = await stored();
    const event = await createEvent(organizer, { title: "Lantern walk", eventDate: inDays(4) }, null, undefined, {
      bytes: await jpeg(),
      alt: "Lanterns over the river",
    });
    expect(event.cover).toMatchObject({ width: 1280, height: 720, alt: "Lanterns over the river" });
    expect(event.cover?.srcset).toMatch(/-640\.webp 640w, \/images\/[a-f0-9]{32}-1280\.webp 1280w$/);
    const first = (await stored()).filter((file) => !before.includes(file));
    expect(first).toHaveLength(2);

    expect((await getEvent(reader, event.id)).cover).toEqual(event.cover);
    const page = await listEvents(reader, { q: "Lantern walk" });
    expect(page.events.find((item) => item.id === event.id)?.cover).toEqual(event.cover);
    expect((await readImage(reader, nameOf(event.cover!.url))).contentType).toBe("image/webp");

    // A new cover replaces the old one, whose files go.
    const replaced = await updateEvent(organizer, event.id, { title: "Lantern walk II" }, undefined, {
      bytes: await jpeg(800, 600),
    });
    expect(replaced.cover).toMatchObject({ width: 800, height: 600, alt: null });
    expect(replaced.cover?.url).not.toBe(event.cover?.url);
    const now = await stored();
    for (const file of first) expect(now).not.toContain(file);
    expect(await db.image.count({ where: { eventId: event.id } })).toBe(1);

    // An edit without a file keeps the cover; removeCover takes it away.
    expect((await updateEvent(organizer, event.id, { description: "Bring a lantern" })).cover).toEqual(replaced.cover);
    const removed = await updateEvent(organizer, event.id, { removeCover: "on" });
    expect(removed.cover).toBeNull();
    expect(await db.image.count({ where: { eventId: event.id } })).toBe(0);
    expect(await stored()).toEqual(before);
    expect((await getEvent(reader, event.id)).cover).toBeNull();
  });

  it("refuses a bad cover with its message and creates nothing; only the organizer changes it", async () => {
    const organizer = await member();
    const before = await stored();
    await expect(
      createEvent(organizer, { title: "Svg party", eventDate: inDays(3) }, null, undefined, {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("not a picture") });
    expect(await db.event.count({ where: { organizerId: organizer.id } })).toBe(0);
    expect(await stored()).toEqual(before);

    const event = await createEvent(organizer, { title: "Mine", eventDate: inDays(3) });
    expect(event.cover).toBeNull();
    const other = await member();
    await expect(updateEvent(other, event.id, {}, undefined, { bytes: await jpeg(400, 300) })).rejects.toMatchObject({
      status: 403,
    });
    expect(await stored()).toEqual(before);
  });

  it("is served as its event: not to a member blocked either way, nor once hidden but to its organizer and admins", async () => {
    const [organizer, reader, blocker] = [await member(), await member(), await member()];
    const event = await createEvent(organizer, { title: "Hidden dance", eventDate: inDays(5) }, null, undefined, {
      bytes: await jpeg(700, 400),
    });
    const name = nameOf(event.cover!.url);
    await blockMember(blocker, organizer.id);
    await expect(readImage(blocker, name)).rejects.toMatchObject({ status: 404 });
    await db.event.update({ where: { id: event.id }, data: { hiddenAt: new Date() } });
    await expect(readImage(reader, name)).rejects.toMatchObject({ status: 404 });
    expect((await readImage(organizer, name)).bytes.length).toBeGreaterThan(0);
  });

  it("brings a page's covers in one more statement, only when the page has any", async () => {
    const viewer = await member();
    const organizer = await member();
    const tag = `cov${Math.random().toString(36).slice(2, 8)}`;
    for (let day = 1; day <= 6; day++) await createEvent(organizer, { title: `${tag} ${day}`, eventDate: inDays(day) });
    const without = await countStatements(() => listEvents(viewer, { q: tag, limit: 6 }));
    const events = await db.event.findMany({ where: { organizerId: organizer.id }, select: { id: true } });
    for (const [index, { id }] of events.entries()) {
      const key = `${index}`.padStart(32, "c");
      await db.image.create({
        data: { key, ownerId: organizer.id, kind: "event", sizes: "640", width: 640, height: 360, eventId: id },
      });
      await db.event.update({ where: { id }, data: { coverUrl: `/images/${key}-640.webp` } });
    }
    const small = await countStatements(() => listEvents(viewer, { q: tag, limit: 2 }));
    const large = await countStatements(() => listEvents(viewer, { q: tag, limit: 6 }));
    expect(large.result.events.every((event) => event.cover?.width === 640)).toBe(true);
    expect(small.statements.length).toBe(without.statements.length + 1);
    expect(large.statements.length).toBe(without.statements.length + 1);
  });
});
