import { describe, expect, it } from "vitest";
import { appNameFrom, pageTitle, titleMeta } from "~/lib/page-context";

const root = (appName?: unknown) => ({ id: "root", data: appName === undefined ? {} : { appName } });

describe("pageTitle", () => {
  it("puts the page name before the product name", () => {
    expect(pageTitle([root("Roots"), { id: "routes/discover", data: null }], "Discover")).toBe("Discover · Roots");
  });

  it("uses the configured product name", () => {
    expect(pageTitle([root("Raíces")], "Home")).toBe("Home · Raíces");
  });

  it("falls back to Roots when the root loader has no data (an error page)", () => {
    expect(appNameFrom([])).toBe("Roots");
    expect(appNameFrom([root(42)])).toBe("Roots");
    expect(pageTitle([{ id: "root" }], "Page Not Found")).toBe("Page Not Found · Roots");
  });

  it("is the product name alone for a page without a name", () => {
    expect(pageTitle([root("Roots")], "  ")).toBe("Roots");
    expect(pageTitle([root("Roots")])).toBe("Roots");
  });

  it("titleMeta makes a meta export", () => {
    expect(titleMeta("Events")({ matches: [root("Roots")] })).toEqual([{ title: "Events · Roots" }]);
  });
});
