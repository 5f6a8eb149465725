// A near list page's place filters (decision 062): `near` (a place id), `in` (a city's name) and `within` from
// its URL. A city nobody matches is said beside the field, with what was typed kept, while the list stays centred
// where it was (a 400 page for a typo in a filter helps nobody).
import { isAppError } from "~/lib/errors";
import { parseNear } from "~/models/near.server";
import type { NearInput } from "~/schemas/near";

/** What a list's model takes for its centre and radius. */
export type NearOptions = { near: string | undefined; in: string | undefined; within: NearInput["within"] };

export async function readNearList<T extends { near: { label: string } | null }>(
  url: URL,
  user: { currentLocation: string | null },
  read: (near: NearOptions) => Promise<T>,
) {
  const near = parseNear({
    near: url.searchParams.get("near"),
    in: url.searchParams.get("in"),
    within: url.searchParams.get("within"),
  });
  const options = (cityText: string | undefined): NearOptions => ({
    near: near.near === null ? undefined : String(near.near),
    in: cityText,
    within: near.within,
  });
  const cityText = near.near === null ? near.in : null;
  let page: T;
  let cityError: string | null = null;
  try {
    page = await read(options(cityText ?? undefined));
  } catch (error) {
    const message = cityText && isAppError(error) ? error.fields?.in : undefined;
    if (!message) throw error;
    cityError = message;
    page = await read(options(undefined));
  }
  return {
    page,
    near,
    /** The City field: what the URL asked for (the typed text, or the label of the place named by id). */
    city: {
      value: near.in ?? (near.near !== null ? (page.near?.label ?? "") : ""),
      own: user.currentLocation || null,
      error: cityError,
    },
    /** The list is centred on a city the URL names, not the member's own: "Back to my city" is offered. */
    elsewhere: near.near !== null || (near.in !== null && !cityError),
  };
}
