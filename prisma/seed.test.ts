import { LIMITS, REGISTRATION_COUNTRIES } from "~/schemas/constants";
import { ADVICE_CATEGORIES, SERVICE_CATEGORIES } from "~/schemas/categories";
import { searchTextFor } from "~/lib/search-text";
import { DEMO_POSTS } from "./seed-data";
import {
  ADVICE_POSTS_PER_CATEGORY,
  MEMBER_COUNT,
  PAST_EVENTS,
  SERVICES_PER_CATEGORY,
  UPCOMING_EVENTS,
  SEEDED_HOSTED_CIRCLES,
  buildPlan,
  planCircleHosts,
  userRow,
} from "./seed";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const plan = buildPlan(NOW);

describe("the seed plan", () => {
  it("is the same for the same `now`", () => {
    expect(JSON.stringify(buildPlan(NOW))).toBe(JSON.stringify(plan));
  });

  it("has the counts its constants promise", () => {
    expect(plan.members).toHaveLength(MEMBER_COUNT);
    expect(plan.services).toHaveLength(SERVICE_CATEGORIES.length * SERVICES_PER_CATEGORY);
    const demoAdvice = DEMO_POSTS.filter((post) => post.type === "advice").length;
    expect(plan.posts.filter((post) => post.type === "advice")).toHaveLength(
      ADVICE_CATEGORIES.length * ADVICE_POSTS_PER_CATEGORY + demoAdvice,
    );
    expect(plan.upcomingEvents).toBe(UPCOMING_EVENTS + 1); // plus the demo member's own event
    expect(plan.events).toHaveLength(UPCOMING_EVENTS + 1 + PAST_EVENTS);
  });

  it("uses the app's countries and categories", () => {
    const countries: readonly string[] = REGISTRATION_COUNTRIES;
    expect(new Set(plan.members.map((m) => m.country.name))).toEqual(new Set(countries));
    const adviceCategories: readonly (string | null | undefined)[] = ADVICE_CATEGORIES;
    for (const post of plan.posts.filter((p) => p.type === "advice")) expect(adviceCategories).toContain(post.category);
    const serviceCategories: readonly string[] = SERVICE_CATEGORIES;
    for (const service of plan.services) expect(serviceCategories).toContain(service.category);
  });

  it("stays within the app's limits", () => {
    for (const member of plan.members) {
      expect(member.bio.length).toBeLessThanOrEqual(LIMITS.bio);
      expect(member.skills.length).toBeLessThanOrEqual(LIMITS.tags);
    }
    for (const post of plan.posts) expect(post.content.length).toBeLessThanOrEqual(LIMITS.postContent);
    for (const comment of plan.comments) expect(comment.content.length).toBeLessThanOrEqual(LIMITS.comment);
    for (const message of plan.messages) expect(message.content.length).toBeLessThanOrEqual(LIMITS.message);
    for (const event of plan.events) expect(event.title.length).toBeLessThanOrEqual(LIMITS.title);
    for (const service of plan.services) expect(service.title.length).toBeLessThanOrEqual(LIMITS.title);
  });

  it("has an upcoming full event with a waitlist of four, in order, none of them already answering", () => {
    const eventId = plan.waitlist[0]?.eventId;
    const event = plan.events.find((row) => row.id === eventId)!;
    expect(event.attendeesCount).toBe(event.maxAttendees);
    expect(event.waitingCount).toBe(4);
    expect(new Date(event.eventDate).getTime()).toBeGreaterThan(NOW);
    expect(plan.waitlist.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    const answered = new Set(plan.rsvps.filter((row) => row.eventId === eventId).map((row) => row.userId));
    expect(plan.waitlist.filter((row) => answered.has(row.userId))).toEqual([]);
  });

  it("hosts the liveliest circles with their most frequent posters (issue 47), the same for the same `now`", () => {
    const hosts = planCircleHosts(plan);
    expect(hosts).toHaveLength(SEEDED_HOSTED_CIRCLES);
    expect(planCircleHosts(buildPlan(NOW))).toEqual(hosts);
    const admin = plan.members.find((member) => member.role === "admin")!;
    const postsIn = (circleId: string) => plan.posts.filter((post) => post.circleId === circleId).length;
    const others = new Set(plan.posts.flatMap((post) => (post.circleId ? [post.circleId] : [])));
    for (const host of hosts) {
      expect(host.appointedById).toBe(admin.id);
      // Their own circle: they posted there.
      expect(plan.posts.some((post) => post.circleId === host.circleId && post.authorId === host.userId)).toBe(true);
      for (const circleId of others)
        if (!hosts.some((hosted) => hosted.circleId === circleId))
          expect(postsIn(circleId)).toBeLessThanOrEqual(postsIn(host.circleId));
    }
  });

  it("keys every connection on its ordered pair, once", () => {
    const pairs = new Set<string>();
    for (const c of plan.connections) {
      expect(c.requesterId).not.toBe(c.receiverId);
      expect(c.userLowId).toBe(c.requesterId < c.receiverId ? c.requesterId : c.receiverId);
      expect(c.userHighId).toBe(c.requesterId < c.receiverId ? c.receiverId : c.requesterId);
      pairs.add(`${c.userLowId}|${c.userHighId}`);
    }
    expect(pairs.size).toBe(plan.connections.length);
  });

  it("gives every member the model's searchText", () => {
    for (const member of plan.members) {
      const row = userRow(member, "hash");
      expect(row.searchText).toBe(
        searchTextFor({
          firstName: row.firstName,
          lastName: row.lastName,
          countryOfOrigin: row.countryOfOrigin,
          currentLocation: row.currentLocation,
          skills: JSON.parse(row.skills ?? "[]") as string[],
          interests: JSON.parse(row.interests ?? "[]") as string[],
        }),
      );
    }
  });
});

describe("near you has content (decision 062)", () => {
  const upcomingInPerson = plan.events.filter(
    (event) => !event.isVirtual && event.placeId != null && new Date(event.eventDate).getTime() >= NOW,
  );
  it("every event and service in a city sits in a real place", () => {
    for (const event of plan.events) expect(event.isVirtual || event.placeId != null).toBe(true);
    for (const service of plan.services) expect(service.location === null || service.placeId != null).toBe(true);
  });

  it("the demo member's city has several upcoming events and services", () => {
    const demo = plan.members[1]!;
    expect(upcomingInPerson.filter((event) => event.placeId === demo.city.placeId).length).toBeGreaterThanOrEqual(3);
    expect(plan.services.filter((service) => service.placeId === demo.city.placeId).length).toBeGreaterThanOrEqual(3);
  });

  it("upcoming in-person events are spread over many of the members' cities", () => {
    expect(new Set(upcomingInPerson.map((event) => event.placeId)).size).toBeGreaterThanOrEqual(10);
  });
});
