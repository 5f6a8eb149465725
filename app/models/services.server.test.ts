import { randomUUID } from "node:crypto";
import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  createReview,
  createService,
  deleteService,
  getService,
  listReviews,
  listServices,
  replyToReview,
  updateService,
} from "./services.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

/** A word no other test uses, so a search for it sees only this test's services. */
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

const valid = (extra: Record<string, unknown> = {}) => ({
  title: "Portuguese lessons",
  description: "Weekly lessons for beginners",
  category: "Language Tutoring",
  ...extra,
});

describe("createService", () => {
  it("stores the trimmed fields with defaults and announces it in the feed", async () => {
    const provider = await member();
    const service = await createService(
      provider,
      valid({ title: "  Portuguese lessons ", price: " $20/hour ", location: "Lisbon" }),
    );
    expect(service).toMatchObject({
      title: "Portuguese lessons",
      category: "Language Tutoring",
      price: "$20/hour",
      location: "Lisbon",
      isRemote: false,
      isOffering: true,
      canEdit: true,
    });
    expect(service.provider).toMatchObject({ id: provider.id, avatarUrl: `/avatars/${provider.id}.svg` });
    const post = await db.post.findUnique({
      where: { serviceId: service.id },
      select: { type: true, authorId: true, content: true, category: true },
    });
    expect(post).toMatchObject({ type: "service", authorId: provider.id, category: "Language Tutoring" });
    expect(post?.content).toContain("Portuguese lessons");
  });

  it("takes form values for the checkbox and the offering/requesting choice", async () => {
    const service = await createService(await member(), valid({ isRemote: "on", isOffering: "false" }));
    expect(service).toMatchObject({ isRemote: true, isOffering: false });
  });

  it.each([
    [{ title: "   " }, "title"],
    [{ title: "x".repeat(151) }, "title"],
    [{ description: "" }, "description"],
    [{ category: "Astrology" }, "category"],
    [{ category: "" }, "category"],
    [{ title: 12 }, "title"],
    [{ description: ["a"] }, "description"],
    [{ price: { amount: 3 } }, "price"],
    [{ price: "x".repeat(61) }, "price"],
    [{ isRemote: "maybe" }, "isRemote"],
    [{ isOffering: 1 }, "isOffering"],
    [{ title: "bad \ud800 text" }, "title"],
  ])("rejects %o naming %s, and writes nothing", async (input, field) => {
    const provider = await member();
    await expect(createService(provider, valid(input))).rejects.toMatchObject({
      status: 400,
      fields: { [field]: expect.any(String) },
    });
    expect(await db.service.count({ where: { providerId: provider.id } })).toBe(0);
    expect(await db.post.count({ where: { authorId: provider.id } })).toBe(0);
  });
});

describe("listServices", () => {
  it("filters by category, type and every word of the search, on the server", async () => {
    const provider = await member();
    const word = marker();
    const legal = await createService(
      provider,
      valid({ title: `Visa paperwork ${word}`, category: "Legal Help", isOffering: false }),
    );
    const tutoring = await createService(provider, valid({ description: `Grammar ${word}` }));
    const all = await listServices(provider, { q: word });
    expect(all.services.map((s) => s.id)).toEqual([tutoring.id, legal.id]);
    expect((await listServices(provider, { q: word, category: "Legal Help" })).services.map((s) => s.id)).toEqual([
      legal.id,
    ]);
    expect((await listServices(provider, { q: word, type: "offering" })).services.map((s) => s.id)).toEqual([
      tutoring.id,
    ]);
    expect(
      (await listServices(provider, { q: `VISA ${word.toUpperCase()}`, type: "requesting" })).services.map((s) => s.id),
    ).toEqual([legal.id]);
    expect((await listServices(provider, { q: word, category: "all", type: "all" })).services).toHaveLength(2);
    expect((await listServices(provider, { q: `${word} nothingelse` })).services).toEqual([]);
  });

  it("refuses an unknown category or type with a 400 naming it", async () => {
    const viewer = await member();
    await expect(listServices(viewer, { category: "Astrology" })).rejects.toMatchObject({
      status: 400,
      fields: { category: expect.any(String) },
    });
    await expect(listServices(viewer, { type: "selling" })).rejects.toMatchObject({
      status: 400,
      fields: { type: expect.any(String) },
    });
  });

  it("pages by keyset cursor without repeats", async () => {
    const provider = await member();
    const word = marker();
    for (let i = 0; i < 5; i++) await createService(provider, valid({ title: `Lesson ${i} ${word}` }));
    const first = await listServices(provider, { q: word }, { limit: 2 });
    const second = await listServices(provider, { q: word }, { limit: 2, cursor: first.nextCursor });
    const third = await listServices(provider, { q: word }, { limit: 2, cursor: second.nextCursor });
    const titles = [...first.services, ...second.services, ...third.services].map((s) => s.title);
    expect(titles).toEqual([4, 3, 2, 1, 0].map((i) => `Lesson ${i} ${word}`));
    expect(third.nextCursor).toBeNull();
  });

  it("runs the same small number of statements for any page size", async () => {
    const provider = await member();
    const word = marker();
    for (let i = 0; i < 12; i++) await createService(provider, valid({ title: `Cooking ${i} ${word}` }));
    const small = await countStatements(() => listServices(provider, { q: word }, { limit: 2 }));
    const large = await countStatements(() => listServices(provider, { q: word }, { limit: 12 }));
    expect(large.result.services).toHaveLength(12);
    expect(large.statements.length).toBe(small.statements.length);
    expect(small.statements.length).toBeGreaterThanOrEqual(1);
    // The page, its providers, and their cities (decision 053): one statement each, whatever the page size;
    // near the viewer (decision 062), the viewer's city and the page's ids in distance order come first.
    expect(large.statements.length).toBeLessThanOrEqual(5);
  });

  it("hides the services of a suspended member", async () => {
    const provider = await member();
    const word = marker();
    const service = await createService(provider, valid({ title: `Hidden ${word}` }));
    await db.user.update({ where: { id: provider.id }, data: { status: "suspended" } });
    const viewer = await member();
    expect((await listServices(viewer, { q: word })).services).toEqual([]);
    await expect(getService(viewer, service.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("updateService and deleteService", () => {
  it("lets the provider change fields, clear the price, and keeps the announcement in step", async () => {
    const provider = await member();
    const service = await createService(provider, valid({ price: "$10" }));
    const updated = await updateService(provider, service.id, {
      title: "Spanish lessons",
      price: null,
      isRemote: true,
    });
    expect(updated).toMatchObject({
      title: "Spanish lessons",
      price: null,
      isRemote: true,
      description: service.description,
    });
    const post = await db.post.findUnique({ where: { serviceId: service.id }, select: { content: true } });
    expect(post?.content).toContain("Spanish lessons");
    expect((await listServices(provider, { q: "spanish lessons" })).services.map((s) => s.id)).toContain(service.id);
  });

  it("refuses another member (403) and bad input (400), changing nothing", async () => {
    const provider = await member();
    const service = await createService(provider, valid());
    const other = await member();
    await expect(updateService(other, service.id, { title: "Mine now" })).rejects.toMatchObject({ status: 403 });
    await expect(deleteService(other, service.id)).rejects.toMatchObject({ status: 403 });
    await expect(updateService(provider, service.id, { category: "Astrology" })).rejects.toMatchObject({
      status: 400,
      fields: { category: expect.any(String) },
    });
    expect(await getService(provider, service.id)).toMatchObject({ title: service.title, category: service.category });
  });

  it("lets an admin delete it; the announcement goes too; then it is a 404", async () => {
    const provider = await member();
    const service = await createService(provider, valid());
    const admin = await member();
    await db.user.update({ where: { id: admin.id }, data: { role: "admin" } });
    await deleteService({ ...admin, role: "admin" }, service.id);
    expect(await db.post.count({ where: { serviceId: service.id } })).toBe(0);
    await expect(getService(provider, service.id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteService(provider, service.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateService(provider, "nope", { title: "x" })).rejects.toMatchObject({ status: 404 });
  });
});

describe("reviews after real contact", () => {
  const write = (senderId: string, receiverId: string) =>
    db.message.create({ data: { senderId, receiverId, content: "Hello" }, select: { id: true } });

  it("needs both sides to have written; one review per member; the card shows average and count", async () => {
    const [provider, client, other] = [await member(), await member(), await member()];
    const service = await createService(provider, valid());
    await expect(createReview(provider, service.id, { rating: 5, text: "Great" })).rejects.toMatchObject({
      status: 403,
      message: "You cannot review your own service",
    });
    await expect(createReview(client, service.id, { rating: 5, text: "Great" })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining("both written"),
    });
    await write(client.id, provider.id);
    // Only one side wrote: still no real contact.
    await expect(createReview(client, service.id, { rating: 5, text: "Great" })).rejects.toMatchObject({ status: 403 });
    await write(provider.id, client.id);
    const review = await createReview(client, service.id, { rating: "4", text: "  Clear and patient  " });
    expect(review).toMatchObject({ rating: 4, text: "Clear and patient", reply: null, author: { id: client.id } });
    await expect(createReview(client, service.id, { rating: 5, text: "Again" })).rejects.toMatchObject({ status: 409 });
    await write(other.id, provider.id);
    await write(provider.id, other.id);
    await createReview(other, service.id, { rating: 5, text: "Excellent" });
    expect(await getService(client, service.id)).toMatchObject({ rating: 4.5, reviewsCount: 2 });
    expect((await listReviews(client, service.id)).map((r) => r.rating)).toEqual([5, 4]);
  });

  it("a request for help takes no reviews, even after both wrote", async () => {
    const [requester, helper] = [await member(), await member()];
    const request = await createService(requester, valid({ isOffering: false, title: "Need a translator" }));
    expect(request.isOffering).toBe(false);
    await write(helper.id, requester.id);
    await write(requester.id, helper.id);
    await expect(createReview(helper, request.id, { rating: 5, text: "Great" })).rejects.toMatchObject({
      status: 403,
      message: "Requests for help are not reviewed",
    });
    expect(await db.serviceReview.count({ where: { serviceId: request.id } })).toBe(0);
  });

  it.each([
    [{ rating: 0, text: "x" }, "rating"],
    [{ rating: 6, text: "x" }, "rating"],
    [{ rating: 4.5, text: "x" }, "rating"],
    [{ rating: "five", text: "x" }, "rating"],
    [{ rating: 3, text: "   " }, "text"],
    [{ rating: 3, text: "x".repeat(1001) }, "text"],
  ])("rejects %o naming %s, writing nothing", async (input, field) => {
    const [provider, client] = [await member(), await member()];
    const service = await createService(provider, valid());
    await expect(createReview(client, service.id, input)).rejects.toMatchObject({
      status: 400,
      fields: { [field]: expect.any(String) },
    });
    expect(await db.serviceReview.count({ where: { serviceId: service.id } })).toBe(0);
  });

  it("a suspended member's review leaves the list (but for admins) and cannot be replied to", async () => {
    const [provider, client, reader] = [await member(), await member(), await member()];
    const admin: Viewer = { ...(await member()), role: "admin" };
    const service = await createService(provider, valid());
    await write(client.id, provider.id);
    await write(provider.id, client.id);
    const review = await createReview(client, service.id, { rating: 2, text: "Late" });
    await db.user.update({ where: { id: client.id }, data: { status: "suspended" } });
    expect(await listReviews(reader, service.id)).toEqual([]);
    expect(await listReviews(provider, service.id)).toEqual([]);
    expect((await listReviews(admin, service.id)).map((r) => r.id)).toEqual([review.id]);
    await expect(replyToReview(provider, review.id, { reply: "Sorry" })).rejects.toMatchObject({ status: 404 });
  });

  it("the provider replies once; nobody else may", async () => {
    const [provider, client] = [await member(), await member()];
    const service = await createService(provider, valid());
    await write(client.id, provider.id);
    await write(provider.id, client.id);
    const review = await createReview(client, service.id, { rating: 3, text: "Fine" });
    await expect(replyToReview(client, review.id, { reply: "Me too" })).rejects.toMatchObject({ status: 403 });
    expect(await replyToReview(provider, review.id, { reply: "Thank you!" })).toMatchObject({ reply: "Thank you!" });
    await expect(replyToReview(provider, review.id, { reply: "Again" })).rejects.toMatchObject({ status: 409 });
    await expect(replyToReview(provider, "nope", { reply: "x" })).rejects.toMatchObject({ status: 404 });
  });
});
