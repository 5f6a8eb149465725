// The lower-cased text a member is found by. Pure, so the seed can use it without the database client.
export function searchTextFor(user: { firstName: string; lastName: string; currentLocation?: string | null; skills?: string[] }): string {
  return [user.firstName, user.lastName, user.currentLocation ?? "", ...(user.skills ?? [])].join(" ").toLowerCase();
}

/** The lower-cased text a service is found by (title, description, category, location). */
export function serviceSearchTextFor(service: { title: string; description: string; category: string; location: string | null }): string {
  return [service.title, service.description, service.category, service.location ?? ""].join(" ").toLowerCase();
}
