import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isPublicFile, listPublicFiles } from "./public-files.server";

describe("the public folder's files", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "roots-public-"));
    writeFileSync(join(root, "favicon.svg"), "<svg/>");
    mkdirSync(join(root, "images", "flags"), { recursive: true });
    writeFileSync(join(root, "images", "flags", "a b.png"), "x");
    mkdirSync(join(root, "build"));
    writeFileSync(join(root, "build", "entry.js"), "x");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("lists every file as its URL path, nested ones too, without the skipped folders", () => {
    expect([...listPublicFiles(root, ["build"])].sort()).toEqual(["/favicon.svg", "/images/flags/a b.png"]);
    expect(listPublicFiles(root).has("/build/entry.js")).toBe(true);
  });

  it("matches a request path as Express gives it, percent-encoded", () => {
    const files = listPublicFiles(root, ["build"]);
    expect(isPublicFile(files, "/favicon.svg")).toBe(true);
    expect(isPublicFile(files, "/images/flags/a%20b.png")).toBe(true);
    for (const path of ["/", "/api/feed", "/favicon.svg/", "/images", "/build/entry.js", "/%E0%A4%A", "/FAVICON.SVG"]) {
      expect(isPublicFile(files, path), path).toBe(false);
    }
  });

  it("is empty for a folder that is not there", () => {
    expect(listPublicFiles(join(root, "missing")).size).toBe(0);
  });
});
