import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { circleNameIn } from "~/lib/circles";

const t = ((key: string, values: Record<string, string>) =>
  `${key}|${values.homeland}|${values.city}`) as unknown as TFunction<"circles">;

describe("circle names in the reader's language", () => {
  it("English keeps the model's name; other languages name the homeland from CLDR and keep the city", () => {
    expect(circleNameIn({ id: "from-mexico-in-5", name: "Mexicans in Madrid" }, "en", t)).toBe("Mexicans in Madrid");
    expect(circleNameIn({ id: "from-mexico-in-5", name: "Mexicans in Madrid" }, "es", t)).toBe(
      "name.homelandInCity|México|Madrid",
    );
    expect(circleNameIn({ id: "from-south-korea", name: "South Korea" }, "es", t)).toBe("Corea del Sur");
    expect(circleNameIn({ id: "city-5", name: "Madrid" }, "es", t)).toBe("Madrid");
    expect(circleNameIn({ id: "nonsense", name: "Something" }, "es", t)).toBe("Something");
  });
});
