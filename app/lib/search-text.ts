// The text each kind of item is found by, as its searchText column holds it: the tokens of its parts
// (search-tokens.ts, decision 080). Pure, so the seed and the migrator's backfill use the model's own formula.
// A member's email is never part of it.
import { searchDocument } from "./search-tokens";

export { searchDocument };

/** A member: names, homelands, city, skills and interests. */
export function searchTextFor(user: {
  firstName: string;
  lastName: string;
  countryOfOrigin?: string | null;
  secondHomeland?: string | null;
  currentLocation?: string | null;
  skills?: string[];
  interests?: string[];
}): string {
  return searchDocument(
    user.firstName,
    user.lastName,
    user.countryOfOrigin,
    user.secondHomeland,
    user.currentLocation,
    ...(user.skills ?? []),
    ...(user.interests ?? []),
  );
}

/** A service: title, description, category, location. */
export function serviceSearchTextFor(service: {
  title: string;
  description: string;
  category: string;
  location: string | null;
}): string {
  return searchDocument(service.title, service.description, service.category, service.location);
}

/** An event: title, description, location. */
export function eventSearchTextFor(event: {
  title: string;
  description: string | null;
  location: string | null;
}): string {
  return searchDocument(event.title, event.description, event.location);
}

/** A member-started circle: its name (the /circles search finds circles by name). */
export function circleSearchTextFor(circle: { name: string }): string {
  return searchDocument(circle.name);
}
