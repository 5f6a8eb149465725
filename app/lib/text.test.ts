import { findMalformedText, isCleanText } from "./text";
import { parseInput } from "./validation";
import * as z from "zod";

describe("clean text", () => {
  it.each([["plain"], ["emoji \ud83d\ude00 pair"], [""], ["accents é ü"]])("accepts %j", (value) => {
    expect(isCleanText(value)).toBe(true);
  });
  it.each([["a\ud800"], ["\udc00b"], ["\ud83d"], ["nul\u0000"], ["\ude00\ud83d"]])("refuses %j", (value) => {
    expect(isCleanText(value)).toBe(false);
  });

  it("finds the first bad string anywhere in the input, keys included", () => {
    expect(findMalformedText({ a: "ok", b: ["x", "y\u0000"] })).toEqual(["b", 1]);
    expect(findMalformedText({ "k\ud800": "v" })).toEqual([]);
    expect(findMalformedText("\ud800")).toEqual([]);
    expect(findMalformedText({ a: 1, b: null, c: { d: "fine" } })).toBeNull();
  });

  it("parseInput refuses it with a field error before the schema runs", () => {
    expect(() => parseInput(z.object({ content: z.string() }), { content: "x\u0000" })).toThrow(
      expect.objectContaining({ status: 400, fields: { content: "Contains characters that are not allowed" } }),
    );
  });
});
