// Finding people: ranked suggestions with the reason for each, and member search.
//
// Suggestions, in order: same homeland and same city; same homeland; same city; shared skills or
// interests; then the newest members with a homeland, then those without (decision 013). Never the
// viewer, people they are connected to or have a pending request with, or suspended members. One small
// bounded query per tier, so the number of statements is fixed whatever the result size.
import * as z from "zod";
import { db } from "~/server/db.server";
import { decodeCursor, olderThan, paginate, parseLimit } from "~/lib/cursor";
import { searchKey } from "~/lib/search-text";
import { parseInput } from "~/lib/validation";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "~/schemas/people";
import { connectionStates } from "./connections.server";
import { avatarUrl, parseList, personCardSelect } from "./users.server";
import type { Viewer } from "./viewer";

import type { PersonResult, Suggestion, SuggestionWithState } from "~/lib/types/people";
import { notBlockedWith } from "./blocks.server";

export type { PersonResult, Suggestion, SuggestionWithState };

const suggestionSelect = { ...personCardSelect, bio: true, skills: true, createdAt: true } as const;
type Row = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  bio: string | null;
  skills: string;
  createdAt: Date;
};

/** The member's own tags, lower-cased, for the "shared skills or interests" tier. */
function tagsOf(me: { skills: string; interests: string }): string[] {
  return [...new Set([...parseList(me.skills), ...parseList(me.interests)].map((tag) => tag.toLowerCase()))].slice(0, 20);
}

export async function suggestPeople(viewer: Viewer, limit = 3): Promise<Suggestion[]> {
  const take = Math.min(Math.max(limit, 1), 50);
  // Raw SQL: on the home page's every load (decision 018).
  const [me] = await db.$queryRaw<Array<{ countryOfOrigin: string | null; currentLocation: string | null; skills: string; interests: string }>>`
    SELECT "countryOfOrigin", "currentLocation", "skills", "interests" FROM "User" WHERE "id" = ${viewer.id}`;
  const homeland = me?.countryOfOrigin ?? null;
  const city = me?.currentLocation ?? null;
  const tags = me ? tagsOf(me) : [];
  const picked: Array<{ row: Row; reason: string }> = [];
  const unrelated = () => ({
    id: { notIn: [viewer.id, ...picked.map(({ row }) => row.id)] },
    status: "active" as const,
    ...notBlockedWith(viewer.id),
    sentRequests: { none: { receiverId: viewer.id } },
    receivedRequests: { none: { requesterId: viewer.id } },
  });
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  // Each tier fills what the ones before it left, in rank order.
  const tiers: Array<{ when: boolean; where: () => object; reason: (row: Row) => string }> = [
    {
      when: Boolean(homeland && city),
      where: () => ({ countryOfOrigin: homeland, currentLocation: city }),
      reason: () => `From ${homeland} · also in ${city}`,
    },
    { when: Boolean(homeland), where: () => ({ countryOfOrigin: homeland }), reason: () => `From ${homeland}` },
    { when: Boolean(city), where: () => ({ currentLocation: city }), reason: () => `Also in ${city}` },
    {
      when: tags.length > 0,
      // searchText holds skills and interests lower-cased; contains is a portable case-insensitive match.
      where: () => ({ OR: tags.map((tag) => ({ searchText: { contains: searchKey(tag) } })) }),
      reason: (row) => {
        const shared = parseList(row.skills).find((skill) => tags.includes(skill.toLowerCase()));
        return shared ? `Also into ${shared}` : "Shares your interests";
      },
    },
    { when: true, where: () => ({ countryOfOrigin: { not: null } }), reason: (row) => (row.countryOfOrigin ? `From ${row.countryOfOrigin}` : "New member") },
    { when: true, where: () => ({ countryOfOrigin: null }), reason: () => "New member" },
  ];
  for (const tier of tiers) {
    if (!tier.when || picked.length >= take) continue;
    const rows = await db.user.findMany({
      where: { AND: [unrelated(), tier.where()] },
      orderBy,
      take: take - picked.length,
      select: suggestionSelect,
    });
    for (const row of rows) picked.push({ row, reason: tier.reason(row) });
  }
  return picked.map(({ row, reason }) => toPerson(row, reason));
}

function toPerson(row: Row, reason: string): Suggestion {
  const { skills, createdAt: _createdAt, ...rest } = row;
  return { ...rest, avatarUrl: avatarUrl(row), skills: parseList(skills).slice(0, 3), reason };
}

/** Suggestions with the viewer's relation to each (for pages that show state next to the button). */
export async function suggestPeopleWithState(viewer: Viewer, limit: number): Promise<SuggestionWithState[]> {
  const people = await suggestPeople(viewer, limit);
  const states = await connectionStates(viewer.id, people.map((person) => person.id));
  return people.map((person) => ({ ...person, connection: states.get(person.id) ?? ("none" as const) }));
}

export { SEARCH_MIN_LENGTH };

const searchSchema = z.object({
  q: z.string({ error: "q: must be text" }).max(SEARCH_MAX_LENGTH, `Must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  cursor: z.string().max(200).optional().nullable(),
  limit: z.unknown().optional(),
});

/**
 * Active members whose name, homeland, city, skills or interests contain the term (case-insensitive,
 * `%`, `_` and quotes are plain text), newest first, by cursor. A term of 2 characters or fewer finds nobody.
 */
export async function searchPeople(
  viewer: Viewer,
  input: { q?: unknown; cursor?: unknown; limit?: unknown },
): Promise<{ people: PersonResult[]; nextCursor: string | null }> {
  const parsed = parseInput(searchSchema, { q: input.q ?? undefined, cursor: input.cursor ?? undefined, limit: input.limit ?? undefined }, "Search failed.");
  const term = (parsed.q ?? "").trim().toLowerCase();
  const limit = parseLimit(parsed.limit, 24, 50);
  if (term.length < SEARCH_MIN_LENGTH) return { people: [], nextCursor: null };
  const rows = await db.user.findMany({
    where: {
      AND: [{ id: { not: viewer.id }, status: "active", searchText: { contains: searchKey(term) }, ...notBlockedWith(viewer.id) }, olderThan(decodeCursor(parsed.cursor))],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: suggestionSelect,
  });
  const { items, nextCursor } = paginate(rows, limit);
  const states = await connectionStates(viewer.id, items.map((row) => row.id));
  return {
    people: items.map((row) => ({ ...toPerson(row, ""), connection: states.get(row.id) ?? "none" })),
    nextCursor,
  };
}
