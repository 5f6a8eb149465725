// Post languages and the languages members speak (decision 069), through the API.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const SPANISH = "Hola a todos, estoy buscando un buen lugar para comer tacos en la ciudad este fin de semana.";
const ENGLISH = "Hello everyone, I am looking for a good place to eat tacos in the city this weekend.";

test.describe("a post's language", () => {
  test("is detected on POST, shown by GET, corrected by PATCH (its author only; null detects again)", async ({
    request,
  }) => {
    const [me, other] = [await registerMember(request), await registerMember(request)];
    const created = await request.post("/api/posts", { headers: auth(me.token), data: { content: SPANISH } });
    expect(created.status()).toBe(201);
    const post = await created.json();
    expect(post.language).toBe("es");
    const short = await (
      await request.post("/api/posts", { headers: auth(me.token), data: { content: "Hi all" } })
    ).json();
    expect(short.language).toBeNull();
    const chosen = await (
      await request.post("/api/posts", { headers: auth(me.token), data: { content: ENGLISH, language: "fil" } })
    ).json();
    expect(chosen.language).toBe("fil");

    const patch = (token: string, data: unknown) =>
      request.patch(`/api/posts/${post.id}`, { headers: auth(token), data: data as object });
    const corrected = await patch(me.token, { language: "pt" });
    expect(corrected.status()).toBe(200);
    expect((await corrected.json()).language).toBe("pt");
    expect((await (await request.get(`/api/posts/${post.id}`, { headers: auth(other.token) })).json()).language).toBe(
      "pt",
    );
    const feed = await (await request.get(`/api/feed?limit=50`, { headers: auth(me.token) })).json();
    expect(feed.find((item: { id: string }) => item.id === post.id)?.language).toBe("pt");

    const refused = await patch(other.token, { language: "en" });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    const invalid = await patch(me.token, { language: "klingon" });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).error.fields).toEqual({ language: "Please choose a language from the list" });
    expect((await (await patch(me.token, { language: null })).json()).language).toBe("es");
    expect((await request.patch(`/api/posts/${post.id}`, { data: { language: "en" } })).status()).toBe(401);
  });
});

test.describe("the languages a member speaks", () => {
  test("PUT /api/profile saves them (absent: unchanged); others see them on the member and in search", async ({
    request,
  }) => {
    const [me, other] = [await registerMember(request), await registerMember(request)];
    const skill = `Lingo${randomUUID().slice(0, 8)}`;
    const profile = { firstName: "Lena", lastName: "Ruiz", email: me.email, skills: [skill], interests: [] };
    const saved = await request.put("/api/profile", {
      headers: auth(me.token),
      data: { ...profile, languages: ["es", "en"] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await saved.json()).languages).toEqual(["es", "en"]);
    const kept = await request.put("/api/profile", { headers: auth(me.token), data: profile });
    expect((await kept.json()).languages).toEqual(["es", "en"]);
    expect((await (await request.get("/api/auth/user", { headers: auth(me.token) })).json()).languages).toEqual([
      "es",
      "en",
    ]);
    const member = await (await request.get(`/api/users/${me.id}`, { headers: auth(other.token) })).json();
    expect(member.languages).toEqual(["es", "en"]);
    const found = await (await request.get(`/api/users/search?q=${skill}`, { headers: auth(other.token) })).json();
    expect(found.map((person: { languages: string[] }) => person.languages)).toEqual([["es", "en"]]);

    const tooMany = await request.put("/api/profile", {
      headers: auth(me.token),
      data: { ...profile, languages: ["am", "ar", "bn", "de", "en", "es", "fr", "hi", "it", "ja", "ko"] },
    });
    expect(tooMany.status()).toBe(400);
    expect((await tooMany.json()).error.fields).toEqual({ languages: "At most 10 languages" });
    const unknown = await request.put("/api/profile", {
      headers: auth(me.token),
      data: { ...profile, languages: ["elvish"] },
    });
    expect(unknown.status()).toBe(400);
  });
});
