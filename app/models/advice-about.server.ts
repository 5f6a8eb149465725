// What a question is about (issue 27 §4): optionally a city (and so its country) or only a country, so that
// members there find it. Asked: the text is a country's name ("Germany", "DE"), else a city resolved as every
// city field is (a pick, one exact match, or "did you mean"). Searched: a country's name, else the most populous
// city starting like the text; a city finds the questions about it, a country those about it or its cities.
import { AppError } from "~/lib/errors";
import { countryCodeFor, countryName } from "~/lib/places";
import { ADVICE_COPY } from "~/copy/advice";
import { resolvePlaceInput, searchPlaces } from "./places.server";

export const ABOUT_MAX = 100;

export type AdviceAbout = { placeId: number | null; countryCode: string; label: string };

function aboutText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string")
    throw new AppError("validation", "about: Must be text", { fields: { about: "Must be text" } });
  const text = value.trim();
  if (text.length > ABOUT_MAX)
    throw new AppError("validation", `about: ${ADVICE_COPY.aboutTooLong}`, {
      fields: { about: ADVICE_COPY.aboutTooLong },
    });
  return text;
}

/** The place a new question names in `about` (with a picked `aboutPlaceId`), or null for none. */
export async function resolveAbout(input: Record<string, unknown>): Promise<AdviceAbout | null> {
  const text = aboutText(input.about);
  const picked = input.aboutPlaceId;
  if (!text && (picked === undefined || picked === null || picked === "")) return null;
  const country = picked ? null : countryCodeFor(text);
  if (country) return { placeId: null, countryCode: country, label: countryName(country) };
  const place = await resolvePlaceInput({ text, placeId: picked }, "about");
  return place ? { placeId: place.id, countryCode: place.countryCode, label: `${place.city}, ${place.country}` } : null;
}

/** The questions a search for `about` means: a where clause on the indexed columns and its label; none matched is null. */
export async function aboutWhere(
  value: string,
): Promise<{ where: { aboutPlaceId: number } | { aboutCountry: string }; label: string } | null> {
  const text = aboutText(value);
  const country = countryCodeFor(text);
  if (country) return { where: { aboutCountry: country }, label: countryName(country) };
  // "Berlin, Germany" (a question's own label) is that country's Berlin (searchPlaces reads the country).
  const [place] = await searchPlaces(text, 1);
  return place ? { where: { aboutPlaceId: place.id }, label: `${place.city}, ${place.country}` } : null;
}
