import fc from "fast-check";
import {
  excerpt,
  matchRanges,
  parseSearchQuery,
  searchDocument,
  searchTokens,
  toFtsQuery,
  toTsQuery,
} from "./search-tokens";

describe("search tokens", () => {
  it.each([
    ["São Paulo", "sao paulo"],
    ["MÜNCHEN", "munchen"],
    ["Phở bò, Hà Nội", "pho bo ha noi"],
    ["Straße Łódź", "strasse lodz"],
    ["Đà Nẵng", "da nang"],
    ["नमस्ते दुनिया", "नमस्ते दुनिया"],
    ["হ্যালো বন্ধু", "হ্যালো বন্ধু"],
    ["السَّلَامُ عليكم", "السلام عليكم"],
    ["東京都", "東京 京都 都"],
    ["我在柏林", "我在 在柏 柏林 林"],
    ["iPhone手机", "iphone 手机 机"],
    ["한국어", "한국 국어 어"],
    ["C++ & co. 🎉 #42", "c co 42"],
  ])("%s -> %s", (text, tokens) => {
    expect(searchTokens(text).join(" ")).toBe(tokens);
  });

  it("a query's unspaced word is its pairs, in order", () => {
    expect(parseSearchQuery("東京").groups).toEqual([["東京"]]);
    expect(parseSearchQuery("東京都").groups).toEqual([["東京", "京都"]]);
    expect(parseSearchQuery("東")).toEqual({ groups: [["東"]], prefix: true });
  });

  it("reads phrases, prefixes and leaves operators as text", () => {
    expect(parseSearchQuery('"nigerian grocery" Kreuz')).toEqual({
      groups: [["nigerian", "grocery"], ["kreuz"]],
      prefix: true,
    });
    expect(parseSearchQuery("kreuz ").prefix).toBe(false);
    expect(parseSearchQuery('say "hello')).toEqual({ groups: [["say"], ["hello"]], prefix: true });
    expect(parseSearchQuery("a").prefix).toBe(false);
    const hostile = parseSearchQuery('NEAR(a b) OR -c* ^d: (e) \\ "');
    expect(toFtsQuery(hostile)).toBe('"near a" AND "b" AND "or" AND "c" AND "d" AND "e"');
    expect(toTsQuery(parseSearchQuery("Sao-Paulo kreu"))).toBe("('sao' <-> 'paulo') & 'kreu':*");
  });

  it("searches a last word longer than the prefix indexes by its first 16 characters, on both databases", () => {
    expect(toFtsQuery(parseSearchQuery("Aufenthaltserlaubnis"))).toBe('"aufenthaltserlau"*');
    expect(toTsQuery(parseSearchQuery("Aufenthaltserlaubnis"))).toBe("'aufenthaltserlau':*");
    expect(toFtsQuery(parseSearchQuery('"Berlin Aufenthaltserlaubnis'))).toBe('"berlin aufenthaltserlau"*');
    // Only the prefix: a whole word (followed by a space) is searched as typed.
    expect(toFtsQuery(parseSearchQuery("Aufenthaltserlaubnis "))).toBe('"aufenthaltserlaubnis"');
    expect(toFtsQuery(parseSearchQuery("Kindergarten"))).toBe('"kindergarten"*');
    expect(toFtsQuery(parseSearchQuery("grocery"))).toBe('"grocery"*');
  });

  it("never puts a quote or a backslash in a query, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const query = parseSearchQuery(text);
        for (const token of query.groups.flat()) expect(token).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
        expect(toFtsQuery(query).replace(/"[^"]*"\*?/g, "")).toMatch(/^( AND )*$/);
      }),
    );
  });

  it("a document holds every token of each of its parts", () => {
    expect(searchDocument("Amara", null, "Okafor", "São Paulo")).toBe("amara okafor sao paulo");
  });

  it("marks the words that matched, in the member's own writing", () => {
    const text = "Best Nigerian grocery in Kreuzberg, München — 東京都から";
    const marked = (q: string) => matchRanges(text, parseSearchQuery(q)).map(([a, b]) => text.slice(a, b));
    expect(marked("kreuz")).toEqual(["Kreuzberg"]);
    expect(marked("munchen grocery")).toEqual(["grocery", "München"]);
    expect(marked("東京")).toEqual(["東京"]);
  });

  it("an excerpt is cut around the first match, with ellipses", () => {
    const text = `${"word ".repeat(100)}the Anmeldung appointment ${"more ".repeat(100)}`;
    const parts = excerpt(text, parseSearchQuery("anmeldung"));
    expect(parts[0]).toEqual({ text: "…", hit: false });
    expect(parts.find((part) => part.hit)?.text).toBe("Anmeldung");
    expect(parts.at(-1)).toEqual({ text: "…", hit: false });
    expect(parts.map((part) => part.text).join("").length).toBeLessThan(200);
  });
});
