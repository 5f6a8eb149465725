import { decodeCursor, encodeCursor } from "./cursor";

const encode = (raw: string) => Buffer.from(raw).toString("base64url");

describe("cursors", () => {
  it("round-trip what encodeCursor makes", () => {
    const row = { createdAt: new Date("2026-11-21T10:00:00.123Z"), id: "cm3abc_DEF-1" };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
    expect(decodeCursor(null)).toBeNull();
  });

  it.each([
    "+010000-01-01T00:00:00.000Z|abc",
    "10000-01-01T00:00:00.000Z|abc",
    "2026-02-31T00:00:00.000Z|abc",
    "2026-01-01T00:00:00Z|abc",
    "2026-01-01T00:00:00.000Z|",
    "2026-01-01T00:00:00.000Z|a'b",
    "2026-01-01T00:00:00.000Z|abc|def",
    `2026-01-01T00:00:00.000Z|${"a".repeat(65)}`,
    "garbage",
  ])("refuse %j with a 400", (raw) => {
    expect(() => decodeCursor(encode(raw))).toThrow(
      expect.objectContaining({ status: 400, fields: { cursor: "Not a valid cursor" } }),
    );
  });

  it("refuse what is not base64url at all", () => {
    expect(() => decodeCursor("a\u0000b")).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => decodeCursor("%%%")).toThrow(expect.objectContaining({ status: 400 }));
  });
});
