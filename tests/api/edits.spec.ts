// Editing what one wrote (issue 43 §6): PATCH /api/posts/{id} and PATCH /api/comments/{id}, through the API.
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("editing", () => {
  test("a post: its author edits text and language (200, marked edited); invalid 400; another's 403; unknown 404", async ({
    request,
  }) => {
    const [me, other] = [await registerMember(request), await registerMember(request)];
    const created = await request.post("/api/posts", {
      headers: auth(me.token),
      data: { content: "Alguien sabe dónde renovar el pasaporte en Berlín?" },
    });
    const post = await created.json();
    expect(post.editedAt).toBeNull();
    const patch = (token: string, data: unknown, id = post.id) =>
      request.patch(`/api/posts/${id}`, { headers: auth(token), data: data as object });

    for (const data of [{ content: "" }, { content: "x".repeat(5001) }, { content: "Hola", photos: "nope" }]) {
      const refused = await patch(me.token, data);
      expect(refused.status(), JSON.stringify(data)).toBe(400);
      expect((await refused.json()).error.code).toBe("validation");
    }
    expect((await patch(other.token, { content: "Mío" })).status()).toBe(403);
    expect((await patch(me.token, { content: "Hola" }, "no-such-post")).status()).toBe(404);

    const edited = await patch(me.token, {
      content: "¿Alguien sabe dónde renovar el pasaporte mexicano en Berlín? Gracias",
    });
    expect(edited.status()).toBe(200);
    const body = await edited.json();
    expect(body).toMatchObject({
      id: post.id,
      content: "¿Alguien sabe dónde renovar el pasaporte mexicano en Berlín? Gracias",
      language: "es",
      editedAt: expect.any(String),
    });
    // Another member reads the edited text, marked edited.
    const read = await (await request.get(`/api/posts/${post.id}`, { headers: auth(other.token) })).json();
    expect(read).toMatchObject({ content: body.content, editedAt: body.editedAt });
  });

  test("a comment: its author edits it (200, marked edited); invalid 400; another's 403; unknown 404", async ({
    request,
  }) => {
    const [me, other] = [await registerMember(request), await registerMember(request)];
    const post = await (
      await request.post("/api/posts", { headers: auth(other.token), data: { content: "Best bakery nearby?" } })
    ).json();
    const comment = await (
      await request.post(`/api/posts/${post.id}/comments`, {
        headers: auth(me.token),
        data: { content: "The one on Rua Augsta" },
      })
    ).json();
    const patch = (token: string, data: unknown, id = comment.id) =>
      request.patch(`/api/comments/${id}`, { headers: auth(token), data: data as object });
    expect((await patch(me.token, { content: "   " })).status()).toBe(400);
    expect((await patch(me.token, { content: "x".repeat(2001) })).status()).toBe(400);
    expect((await patch(other.token, { content: "Not mine" })).status()).toBe(403);
    expect((await patch(me.token, { content: "x" }, "no-such-comment")).status()).toBe(404);
    const edited = await patch(me.token, { content: "The one on Rua Augusta" });
    expect(edited.status()).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: comment.id,
      content: "The one on Rua Augusta",
      editedAt: expect.any(String),
    });
  });
});
