// People suggestions: active members the viewer has no connection or request with,
// people from the same homeland first, members who set no homeland last.
import { db } from "~/server/db.server";
import { connectionStates } from "./connections.server";
import { avatarUrl, personCardSelect } from "./users.server";
import type { Viewer } from "./viewer";

import type { Suggestion, SuggestionWithState } from "~/lib/types/people";

export type { Suggestion, SuggestionWithState };

const suggestionSelect = { ...personCardSelect, bio: true } as const;

export async function suggestPeople(viewer: Viewer, limit = 3): Promise<Suggestion[]> {
  const take = Math.min(Math.max(limit, 1), 50);
  const me = await db.user.findUnique({ where: { id: viewer.id }, select: { countryOfOrigin: true } });
  const unrelated = {
    id: { not: viewer.id },
    status: "active" as const,
    sentRequests: { none: { receiverId: viewer.id } },
    receivedRequests: { none: { requesterId: viewer.id } },
  };
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const sameHomeland = me?.countryOfOrigin
    ? await db.user.findMany({ where: { ...unrelated, countryOfOrigin: me.countryOfOrigin }, orderBy, take, select: suggestionSelect })
    : [];
  // Then members from elsewhere, then members who set no homeland. (`NOT: { countryOfOrigin }` alone
  // would drop the last group: in SQL, NULL <> 'x' is not true.)
  const elsewhere =
    sameHomeland.length < take
      ? await db.user.findMany({
          where: {
            ...unrelated,
            AND: [{ countryOfOrigin: { not: null } }, ...(me?.countryOfOrigin ? [{ NOT: { countryOfOrigin: me.countryOfOrigin } }] : [])],
          },
          orderBy,
          take: take - sameHomeland.length,
          select: suggestionSelect,
        })
      : [];
  const left = take - sameHomeland.length - elsewhere.length;
  const noHomeland =
    left > 0 ? await db.user.findMany({ where: { ...unrelated, countryOfOrigin: null }, orderBy, take: left, select: suggestionSelect }) : [];
  const others = [...elsewhere, ...noHomeland];
  return [...sameHomeland, ...others].map((row) => ({ ...row, avatarUrl: avatarUrl(row) }));
}

/** Suggestions with the viewer's relation to each (for pages that show state next to the button). */
export async function suggestPeopleWithState(viewer: Viewer, limit: number): Promise<SuggestionWithState[]> {
  const people = await suggestPeople(viewer, limit);
  const states = await connectionStates(viewer.id, people.map((person) => person.id));
  return people.map((person) => ({ ...person, connection: states.get(person.id) ?? ("none" as const) }));
}
