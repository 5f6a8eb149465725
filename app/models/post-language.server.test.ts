// Post languages and the languages members speak (decision 069): detection, correction, profile, cards.
import { randomUUID } from "node:crypto";
import { databaseKind } from "../../prisma/database-url";
import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { AppError } from "~/lib/errors";
import { getMember, searchPeople } from "./members.server";
import { detectLanguage } from "./post-language.server";
import { createPost, getPost, listFeed, setPostLanguage } from "./posts.server";
import { updateProfile } from "./profile.server";
import type { Viewer } from "./viewer";
import { accessOf } from "./token-scope";

const SPANISH = "Hola a todos, estoy buscando un buen lugar para comer tacos en la ciudad este fin de semana.";
const VIETNAMESE = "Xin chào mọi người, tôi đang tìm một nơi tốt để ăn phở trong thành phố vào cuối tuần này.";
const ENGLISH = "Hello everyone, I am looking for a good place to eat tacos in the city this weekend.";

async function member(): Promise<Viewer & { email: string }> {
  const { user } = await createMember();
  return { id: user.id, role: user.role, email: user.email };
}

describe("detectLanguage", () => {
  it("tells Spanish, Vietnamese and English apart, as BCP 47 codes", () => {
    expect(detectLanguage(SPANISH)).toBe("es");
    expect(detectLanguage(VIETNAMESE)).toBe("vi");
    expect(detectLanguage(ENGLISH)).toBe("en");
    expect(detectLanguage("Kumusta kayong lahat, naghahanap ako ng magandang lugar na makakainan.")).toBe("fil");
    expect(detectLanguage("我在找一个周末吃饭的好地方。")).toBe("zh");
  });

  // Issue 43: short English posts were labelled German or Swedish ("Good morning from Berlin" read as Swedish).
  it("labels no language for short English that franc takes for another, nor when two languages tie", () => {
    for (const english of [
      "Good morning from Berlin",
      "Hand in hand we stand strong",
      "Just landed in Stockholm",
      "Happy birthday Anna, have fun",
      "Let me know if you want in",
    ])
      expect(detectLanguage(english), english).toBeNull();
    expect(detectLanguage("Good morning from Berlin, the sun is out and the park is full")).toBe("en");
  });

  it("answers null for text too short to tell (links and mentions do not count)", () => {
    expect(detectLanguage("Hi all")).toBeNull();
    expect(detectLanguage("¡Hola!")).toBeNull();
    expect(detectLanguage("@maria https://example.com/a-very-long-address-indeed ok")).toBeNull();
  });
});

describe("a post's language", () => {
  it("is detected when the post is made, and shown by every read", async () => {
    const author = await member();
    const spanish = await createPost(author, { content: SPANISH });
    const english = await createPost(author, { content: ENGLISH });
    const short = await createPost(author, { content: "Hi all" });
    expect([spanish.language, english.language, short.language]).toEqual(["es", "en", null]);
    expect((await getPost(author, spanish.id)).language).toBe("es");
    const { posts } = await listFeed(author, { authorId: author.id });
    expect(posts.map((post) => post.language)).toEqual([null, "en", "es"]);
  });

  it("is the author's choice when they make one, and refuses codes not in the list", async () => {
    const author = await member();
    expect((await createPost(author, { content: ENGLISH, language: "pt" })).language).toBe("pt");
    expect((await createPost(author, { content: ENGLISH, language: "" })).language).toBe("en");
    await expect(createPost(author, { content: ENGLISH, language: "klingon" })).rejects.toMatchObject({
      code: "validation",
      fields: { language: "Please choose a language from the list" },
    });
  });

  it("is corrected by its author only; null detects it again", async () => {
    const author = await member();
    const other = await member();
    const post = await createPost(author, { content: SPANISH });
    expect((await setPostLanguage(author, post.id, { language: "pt" })).language).toBe("pt");
    expect((await getPost(other, post.id)).language).toBe("pt");
    expect((await setPostLanguage(author, post.id, { language: null })).language).toBe("es");
    await expect(setPostLanguage(other, post.id, { language: "en" })).rejects.toBeInstanceOf(AppError);
    await expect(setPostLanguage(other, post.id, { language: "en" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(setPostLanguage(author, post.id, { language: "xx" })).rejects.toMatchObject({ code: "validation" });
    expect((await db.post.findUnique({ where: { id: post.id }, select: { language: true } }))?.language).toBe("es");
  });
});

describe("the languages a member speaks", () => {
  const profile = (email: string, extra: Record<string, unknown>) => ({
    firstName: "Lang",
    lastName: "Member",
    email,
    skills: [],
    interests: [],
    ...extra,
  });

  it("are saved from the profile (a list or the form's text), kept when absent, and shown to others", async () => {
    const me = await member();
    const other = await member();
    const saved = await updateProfile(me, accessOf(null), profile(me.email, { languages: ["es", "en", "es"] }));
    expect(saved.languages).toEqual(["es", "en"]);
    expect((await updateProfile(me, accessOf(null), profile(me.email, {}))).languages).toEqual(["es", "en"]);
    expect((await getMember(other, me.id)).languages).toEqual(["es", "en"]);
    expect((await updateProfile(me, accessOf(null), profile(me.email, { languages: "vi,fil" }))).languages).toEqual([
      "vi",
      "fil",
    ]);
    expect((await updateProfile(me, accessOf(null), profile(me.email, { languages: "" }))).languages).toEqual([]);
  });

  it("are codes of the list, at most 10", async () => {
    const me = await member();
    await expect(
      updateProfile(me, accessOf(null), profile(me.email, { languages: ["es", "elvish"] })),
    ).rejects.toMatchObject({
      code: "validation",
    });
    const eleven = ["am", "ar", "bn", "de", "en", "es", "fr", "hi", "it", "ja", "ko"];
    await expect(updateProfile(me, accessOf(null), profile(me.email, { languages: eleven }))).rejects.toMatchObject({
      code: "validation",
      fields: { languages: "At most 10 languages" },
    });
  });

  it("come with the search's cards, in the same statements", async () => {
    const tag = randomUUID().slice(0, 8);
    const searcher = await member();
    const me = await member();
    await updateProfile(me, accessOf(null), profile(me.email, { skills: [`Lingo${tag}`], languages: ["es", "en"] }));
    const { result, statements } = await countStatements(() => searchPeople(searcher, { q: `lingo${tag}` }));
    expect(result.people.map((person) => person.languages)).toEqual([["es", "en"]]);
    // The cards found by the index, the connection states; PostgreSQL asks the index itself only after the
    // newest members held fewer than a page.
    expect(statements.length).toBe(databaseKind(process.env.DATABASE_URL ?? "file:") === "postgres" ? 3 : 2);
  });
});
