import { isAppError, type AppError } from "~/lib/errors";
import { findPlace, resolvePlaceInput, searchPlaces, suggestPlaces } from "./places.server";

async function refusal(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("searchPlaces", () => {
  it("finds São Paulo from 'sao paulo', any case or accent, most populous first", async () => {
    for (const query of ["sao paulo", "SÃO PAULO", "São Pau", "sao-paulo"]) {
      const [first] = await searchPlaces(query);
      expect(first).toMatchObject({
        city: "São Paulo",
        country: "Brazil",
        countryCode: "BR",
        timeZone: "America/Sao_Paulo",
      });
      expect(first!.label).toBe("São Paulo, Brazil");
    }
  });

  it("ranks by population and keeps to the country after a comma", async () => {
    const paris = await searchPlaces("paris");
    expect(paris[0]).toMatchObject({ city: "Paris", countryCode: "FR" });
    expect(paris.map((place) => place.countryCode)).toContain("US");
    const texas = await searchPlaces("Paris, United States");
    expect(texas.every((place) => place.countryCode === "US")).toBe(true);
    expect(texas[0]).toMatchObject({ city: "Paris", region: "TX" });
  });

  it("answers nothing for text without letters, and the API refuses an empty query", async () => {
    expect(await searchPlaces("!!!")).toEqual([]);
    expect((await refusal(suggestPlaces(""))).status).toBe(400);
    expect((await refusal(suggestPlaces(null))).status).toBe(400);
    expect((await refusal(suggestPlaces("x".repeat(101)))).status).toBe(400);
  });
});

describe("resolvePlaceInput", () => {
  it("resolves one city and asks which one when a name has several", async () => {
    expect(await resolvePlaceInput({ text: "sao paulo" }, "currentLocation")).toMatchObject({ city: "São Paulo" });
    expect(await resolvePlaceInput({ text: "Paris, France" }, "currentLocation")).toMatchObject({ countryCode: "FR" });
    expect(await resolvePlaceInput({ text: "Berlin, DE" }, "currentLocation")).toMatchObject({ city: "Berlin" });

    const which = await refusal(resolvePlaceInput({ text: "Paris" }, "currentLocation"));
    expect(which.status).toBe(400);
    expect(which.fields?.currentLocation).toMatch(/more than one Paris/);
    const labels = which.extra.choices?.currentLocation?.map((choice) => choice.label) ?? [];
    expect(labels[0]).toBe("Paris, France");
    expect(labels).toContain("Paris, TX, United States");
  });

  it("takes the place picked while the text still names it, and resolves a text changed since", async () => {
    const which = await refusal(resolvePlaceInput({ text: "Paris" }, "currentLocation"));
    const texas = which.extra.choices!.currentLocation!.find((choice) => choice.label.includes("TX"))!;
    expect(await resolvePlaceInput({ text: "Paris", placeId: String(texas.id) }, "currentLocation")).toMatchObject({
      id: texas.id,
      region: "TX",
    });
    expect(await resolvePlaceInput({ text: "", placeId: texas.id }, "currentLocation")).toMatchObject({ id: texas.id });
    expect(await resolvePlaceInput({ text: "Tokyo", placeId: String(texas.id) }, "currentLocation")).toMatchObject({
      city: "Tokyo",
    });
    expect(await resolvePlaceInput({ text: "  " }, "currentLocation")).toBeNull();
  });

  it("offers the cities that start like an unknown name, and refuses text that names none", async () => {
    const partial = await refusal(resolvePlaceInput({ text: "Lisbo" }, "location"));
    expect(partial.fields?.location).toMatch(/Did you mean/);
    expect(partial.extra.choices?.location?.[0]?.label).toBe("Lisbon, Portugal");
    const none = await refusal(resolvePlaceInput({ text: "Qqxzzy" }, "location"));
    expect(none.fields?.location).toMatch(/couldn't find/);
    expect(none.extra.choices).toBeUndefined();
  });

  it("never trusts a made-up place id", async () => {
    expect(await findPlace(-1)).toBeNull();
    expect(await resolvePlaceInput({ text: "Tokyo", placeId: "999999999" }, "x")).toMatchObject({ city: "Tokyo" });
    expect(await resolvePlaceInput({ text: "Tokyo", placeId: "1; DROP" }, "x")).toMatchObject({ city: "Tokyo" });
  });
});
