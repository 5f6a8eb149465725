// The demo's "moving somewhere new" (decision 067): a few welcome helpers in each city, and the demo member moving
// to a city where people from her homeland live (Lisbon when it can be), having joined its circles by the move.
// Pure: derived from the plan's members, after every random step, so it changes no other row.
import { circleId, isHomeland } from "../app/lib/circles";
import type { Member } from "./seed";

const PREFERRED_DESTINATION = 2267057; // Lisbon, Portugal
/** Helpers per homeland × city (the oldest active members there), in the cities with a few members. */
const HELPERS_PER_CIRCLE = 1;

export type MovingPlan = {
  helperIds: Set<string>;
  move: { memberId: string; placeId: number; label: string; month: string } | null;
  choices: Array<{ userId: string; circleId: string; state: string; byMove: boolean; createdAt: Date }>;
};

export function planMoving(members: Member[], demo: Member, now: number): MovingPlan {
  const active = members.filter((member) => member.status === "active" && member.role === "member");
  const byCircle = new Map<string, Member[]>();
  for (const member of active) {
    const key = `${member.country.name}|${member.city.placeId}`;
    byCircle.set(key, [...(byCircle.get(key) ?? []), member]);
  }
  const helperIds = new Set<string>();
  for (const group of byCircle.values()) {
    if (group.length < 3) continue;
    const oldest = group.filter((member) => member !== demo).sort((a, b) => a.createdAt - b.createdAt);
    for (const member of oldest.slice(0, HELPERS_PER_CIRCLE)) helperIds.add(member.id);
  }
  const homeland = demo.country.name;
  const there = (placeId: number) =>
    active.some((member) => member !== demo && member.country.name === homeland && member.city.placeId === placeId);
  const destinations = [...new Set(active.map((member) => member.city))].filter(
    (city) => city.placeId !== demo.city.placeId && there(city.placeId),
  );
  const city = destinations.find((candidate) => candidate.placeId === PREFERRED_DESTINATION) ?? destinations[0] ?? null;
  if (!city) return { helperIds, move: null, choices: [] };
  const at = new Date(now);
  const month = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 3, 1)).toISOString().slice(0, 7);
  const keys = [
    ...(isHomeland(homeland) ? [{ kind: "homeland_city" as const, homeland, placeId: city.placeId }] : []),
    { kind: "city" as const, homeland: null, placeId: city.placeId },
  ];
  return {
    helperIds,
    move: { memberId: demo.id, placeId: city.placeId, label: city.name, month },
    choices: keys.map((key) => ({
      userId: demo.id,
      circleId: circleId(key),
      state: "joined",
      byMove: true,
      createdAt: new Date(now - 2 * 24 * 60 * 60 * 1000),
    })),
  };
}
