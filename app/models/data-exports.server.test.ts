import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { buildExport, latestExport, readExport, requestExport } from "./data-exports.server";
import { createPost } from "./posts.server";

describe("data exports in the background", () => {
  it("asking queues the job; the job builds the file once and tells the member; only they can read it", async () => {
    const me = (await createMember()).user;
    const other = (await createMember()).user;
    const post = await createPost(me, { content: "Recipe for the export" });

    const asked = await requestExport(me);
    expect(asked).toMatchObject({ status: "building" });
    const days = (Date.parse(asked.expiresAt) - Date.parse(asked.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    expect(await db.job.count({ where: { kind: "export.build", uniqueKey: `export-${asked.id}` } })).toBe(1);
    expect(await readExport(me, { exportId: asked.id })).toEqual({ view: asked, data: null });
    expect(await latestExport(me)).toEqual(asked);

    await buildExport(asked.id);
    await buildExport(asked.id);
    const { view, data } = await readExport(me, { exportId: asked.id });
    expect(view.status).toBe("ready");
    expect(JSON.parse(data!)).toMatchObject({ posts: [expect.objectContaining({ id: post.id })] });
    expect(
      await db.notification.findMany({ where: { userId: me.id, type: "export_ready" }, select: { link: true } }),
    ).toHaveLength(1);

    await expect(readExport(other, { exportId: asked.id })).rejects.toMatchObject({ status: 404 });
    await expect(readExport(me, { exportId: "nope" })).rejects.toMatchObject({ status: 404 });
    expect(await latestExport(other)).toBeNull();
  });

  it("once a day: a second request is refused with a wait and queues nothing", async () => {
    const me = (await createMember()).user;
    await requestExport(me);
    await expect(requestExport(me)).rejects.toMatchObject({
      status: 429,
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    expect(await db.dataExport.count({ where: { userId: me.id } })).toBe(1);
  });

  it("an expired file is gone; a deleted export's job does nothing", async () => {
    const me = (await createMember()).user;
    const asked = await requestExport(me);
    await db.dataExport.update({ where: { id: asked.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(readExport(me, { exportId: asked.id })).rejects.toMatchObject({ status: 404 });
    expect(await latestExport(me)).toBeNull();
    await db.dataExport.delete({ where: { id: asked.id } });
    await buildExport(asked.id);
    expect(await db.notification.count({ where: { userId: me.id, type: "export_ready" } })).toBe(0);
  });
});
