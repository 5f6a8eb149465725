// The API's plain-text excerpts (issue 44): the parts the model marks become one text and offsets into it, in
// UTF-16 code units, that point at exactly what was marked.
import { excerpt, parseSearchQuery } from "~/lib/search-tokens";
import { plainText } from "./search-answer.server";

const marked = ({ text, highlights }: ReturnType<typeof plainText>) =>
  highlights.map(([start, end]) => text.slice(start, end));

describe("plainText", () => {
  it("joins the parts and gives the offsets of the hits", () => {
    const result = plainText(
      excerpt("A Nigerian grocery near Kreuzberg, open late", parseSearchQuery("grocery kreuz")),
    );
    expect(result.text).toBe("A Nigerian grocery near Kreuzberg, open late");
    expect(result.highlights).toEqual([
      [11, 18],
      [24, 33],
    ]);
    expect(marked(result)).toEqual(["grocery", "Kreuzberg"]);
  });

  it("counts UTF-16 code units, so an emoji or a CJK pair before a hit keeps the offsets right", () => {
    const result = plainText(excerpt("🎉🎉 Fiesta en São Paulo 東京都 ok", parseSearchQuery("sao 東京")));
    expect(marked(result)).toEqual(["São", "東京"]);
    expect(result.text.slice(0, 4)).toBe("🎉🎉");
  });

  it("keeps the … of a cut excerpt in the text, and gives nothing for an empty one", () => {
    const long = `${"Words before the hit. ".repeat(20)}Here is Kreuzberg.`;
    const result = plainText(excerpt(long, parseSearchQuery("kreuzberg")));
    expect(result.text.startsWith("…")).toBe(true);
    expect(marked(result)).toEqual(["Kreuzberg"]);
    expect(plainText([])).toEqual({ text: "", highlights: [] });
  });

  it("merges hits that touch into one range and skips empty pieces", () => {
    expect(
      plainText([
        { text: "ab", hit: true },
        { text: "", hit: true },
        { text: "cd", hit: true },
        { text: " ", hit: false },
        { text: "e", hit: true },
      ]),
    ).toEqual({
      text: "abcd e",
      highlights: [
        [0, 4],
        [5, 6],
      ],
    });
  });
});
