import fc from "fast-check";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/events?tab=past#top", "/events?tab=past#top"],
    ["/caf\u00e9", "/caf%C3%A9"],
    ["/a/../b", "/b"],
  ])("keeps our own path %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\0/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    " /events",
    "",
    "events",
    "/%0d%0aSet-Cookie:x=1".replace("%0d%0a", "\r\n"),
  ])("refuses %j", (input) => {
    expect(safeRedirect(input, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(["/a"])).toBe("/");
  });

  it("never returns anything a browser could read as another origin or a bad header", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.constantFrom("", "/", "//", "/\t/", "\\"),
        (tail, head) => {
          const result = safeRedirect(head + tail, "/fallback");
          expect(result.startsWith("/")).toBe(true);
          expect(result.startsWith("//")).toBe(false);
          // eslint-disable-next-line no-control-regex
          expect(result).not.toMatch(/[\u0000-\u001f\u007f\\]/);
          expect(() => new Headers({ Location: result })).not.toThrow();
          expect(new URL(result, "https://roots.example").origin).toBe("https://roots.example");
        },
      ),
      { numRuns: 2000 },
    );
  });
});
