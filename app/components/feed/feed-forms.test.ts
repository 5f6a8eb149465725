import { describe, expect, test } from "vitest";
import { formConstraint } from "~/lib/constraints";
import { LIMITS } from "~/schemas/constants";
import { newCommentSchema, newPostSchema } from "~/schemas/posts";
import { newCommentForm, newPostForm } from "./feed-forms";

describe("the feed's lazy forms", () => {
  // The page renders these before zod arrives; they must be what the schema would give.
  test.each([
    ["composer", newPostForm, newPostSchema, ["content"]],
    ["comment", newCommentForm, newCommentSchema, ["content"]],
  ] as const)("the %s's written-out constraints are its schema's", (_name, form, schema, rendered) => {
    const fromSchema = formConstraint(schema);
    expect(Object.keys(form.constraint).sort()).toEqual([...rendered].sort());
    for (const field of rendered) expect(form.constraint[field]).toEqual(fromSchema[field]);
  });

  test("the loaded checks are the schemas': blank refused, a good post accepted", async () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(entries)) data.set(name, value);
      return data;
    };
    const post = await newPostForm.load();
    expect(post(form({ content: "   " })).status).toBe("error");
    expect(post(form({ content: "x".repeat(LIMITS.postContent + 1) })).status).toBe("error");
    expect(post(form({ content: "Hello", imageUrl: "javascript:alert(1)" })).status).toBe("error");
    expect(post(form({ content: "Hello", type: "post" })).status).toBe("success");
    const comment = await newCommentForm.load();
    expect(comment(form({ content: "" })).status).toBe("error");
    expect(comment(form({ content: "Nice" })).status).toBe("success");
  });
});
