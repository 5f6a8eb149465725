// The lower-cased text a member is found by: names, homeland, city, skills and interests. Pure, so the
// seed can use it without the database client. Migration 20261123030000 rebuilt it for existing rows.
//
// `%`, `_` and `\` are stored (and searched) as private-use characters: Prisma's `contains` is a LIKE
// that does not escape them, so a search for "%" would match everyone. Mapped on both sides, a search
// term can never hold a wildcard, on SQLite and PostgreSQL alike.
const WILDCARDS: Record<string, string> = { "%": "\uE000", _: "\uE001", "\\": "\uE002" };

/** Text as stored in, and compared with, a searchText column. */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(/[%_\\]/g, (char) => WILDCARDS[char]);
}

export function searchTextFor(user: {
  firstName: string;
  lastName: string;
  countryOfOrigin?: string | null;
  secondHomeland?: string | null;
  currentLocation?: string | null;
  skills?: string[];
  interests?: string[];
}): string {
  const parts = [
    user.firstName,
    user.lastName,
    user.countryOfOrigin,
    user.secondHomeland,
    user.currentLocation,
    ...(user.skills ?? []),
    ...(user.interests ?? []),
  ];
  return searchKey(parts.filter(Boolean).join(" "));
}

/** The lower-cased text a service is found by (title, description, category, location). */
export function serviceSearchTextFor(service: {
  title: string;
  description: string;
  category: string;
  location: string | null;
}): string {
  return searchKey([service.title, service.description, service.category, service.location ?? ""].join(" "));
}

/** The lower-cased text an event is found by (title, description, location). */
export function eventSearchTextFor(event: {
  title: string;
  description: string | null;
  location: string | null;
}): string {
  return searchKey([event.title, event.description ?? "", event.location ?? ""].join(" "));
}
