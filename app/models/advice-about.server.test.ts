// Questions about a city or a country (issue 27 §4): tagged when asked, found by the place, the blocked left out.
import { randomUUID } from "node:crypto";
import { countStatements } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { getAdviceThread, listAdvice } from "./advice.server";
import { blockMember } from "./blocks.server";
import { createPost } from "./posts.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const ask = (viewer: Viewer, content: string, about?: Record<string, unknown>) =>
  createPost(viewer, { content, type: "advice", ...about });

describe("questions about a place", () => {
  it("tags a question with a city (and its country) or a country; lists narrow to either", async () => {
    const asker = await member();
    const word = marker();
    const berlin = await ask(asker, `Anmeldung appointment? ${word}`, { about: "berlin, germany" });
    const munich = await ask(asker, `Beer gardens ${word}`, { about: "Munich, Germany" });
    const germany = await ask(asker, `Health insurance ${word}`, { about: "Germany" });
    const lisbon = await ask(asker, `NIF number ${word}`, { about: "Lisbon, Portugal" });
    const nowhere = await ask(asker, `Anything ${word}`);

    const thread = await getAdviceThread(asker, berlin.id);
    expect(thread.question.about).toEqual({ placeId: expect.any(Number), countryCode: "DE", label: "Berlin, Germany" });
    expect((await getAdviceThread(asker, germany.id)).question.about).toEqual({
      placeId: null,
      countryCode: "DE",
      label: "Germany",
    });
    expect((await getAdviceThread(asker, nowhere.id)).question.about).toBeNull();

    const ids = async (about: string) => {
      const page = await listAdvice(asker, { q: word, about });
      return { ids: page.questions.map((question) => question.id), label: page.about?.label };
    };
    expect(await ids("Berlin")).toEqual({ ids: [berlin.id], label: "Berlin, Germany" });
    expect(await ids("Berlin, Germany")).toEqual({ ids: [berlin.id], label: "Berlin, Germany" });
    // A country finds the questions about it and about its cities.
    expect(await ids("germany")).toEqual({ ids: [germany.id, munich.id, berlin.id], label: "Germany" });
    expect(await ids("PT")).toEqual({ ids: [lisbon.id], label: "Portugal" });
    expect(await ids("Qqqqzz")).toEqual({ ids: [], label: null });
    // A circle page's panel asks by the city's place id.
    const berlinId = (await getAdviceThread(asker, berlin.id)).question.about!.placeId!;
    const panel = await listAdvice(asker, { q: word }, { aboutPlaceId: berlinId });
    expect(panel.questions.map((question) => question.id)).toEqual([berlin.id]);
    const all = await listAdvice(asker, { q: word });
    expect(all.questions).toHaveLength(5);
    expect(all.about).toBeUndefined();
  });

  it("asks which city when the name is ambiguous, refuses a place that does not exist, and writes nothing", async () => {
    const asker = await member();
    const word = marker();
    await expect(ask(asker, `Ambiguous ${word}`, { about: "Paris" })).rejects.toMatchObject({
      status: 400,
      fields: { about: expect.stringContaining("more than one Paris") },
      extra: { choices: { about: expect.arrayContaining([expect.objectContaining({ label: "Paris, France" })]) } },
    });
    await expect(ask(asker, `Nowhere ${word}`, { about: "Zzyzxqq" })).rejects.toMatchObject({ status: 400 });
    await expect(ask(asker, `Long ${word}`, { about: "x".repeat(101) })).rejects.toMatchObject({ status: 400 });
    expect((await listAdvice(asker, { q: word })).questions).toEqual([]);
    // The "did you mean" answer: the picked city stands.
    const choices = await ask(asker, `Ambiguous ${word}`, { about: "Paris" }).catch(
      (error: { extra: { choices: { about: Array<{ id: number; label: string }> } } }) => error.extra.choices.about,
    );
    const texas = (choices as Array<{ id: number; label: string }>).find((choice) => choice.label.includes("TX"))!;
    const question = await ask(asker, `Texas ${word}`, { about: "Paris", aboutPlaceId: String(texas.id) });
    expect((await getAdviceThread(asker, question.id)).question.about).toMatchObject({ countryCode: "US" });
  });

  it("leaves out the blocked, and a city filter costs one statement more than the list", async () => {
    const [asker, reader] = [await member(), await member()];
    const word = marker();
    await ask(asker, `Visa office ${word}`, { about: "Lisbon, Portugal" });
    expect((await listAdvice(reader, { q: word, about: "Lisbon" })).questions).toHaveLength(1);
    await blockMember(reader, asker.id);
    expect((await listAdvice(reader, { q: word, about: "Lisbon" })).questions).toHaveLength(0);
    const plain = await countStatements(() => listAdvice(asker, { q: word }));
    const byCity = await countStatements(() => listAdvice(asker, { q: word, about: "Lisbon" }));
    const byCountry = await countStatements(() => listAdvice(asker, { q: word, about: "Portugal" }));
    expect(byCity.statements.length).toBe(plain.statements.length + 1);
    expect(byCountry.statements.length).toBe(plain.statements.length);
  });
});
