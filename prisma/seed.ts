// Deterministic demo data: members from all ten registration countries, a lively feed, advice,
// events with RSVPs, services, conversations, connections and an activity log.
//
//   npm run db:seed          (tsx prisma/seed.ts; DATABASE_URL, default file:./data/roots.db)
//
// Run directly, it applies migrations and seeds only when the User table is empty. As a module,
// `seed(db, { now })` inserts everything into an empty database (used by tests).
// Every choice comes from one seeded PRNG, and every date is relative to `now`, so the same `now`
// gives the same rows (password hashes aside: each gets a random salt).
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Db } from "../app/server/db-client.server";
import { seedSeries } from "./seed-series";
import { seedPhotos } from "./seed-photos";
import { planMoving } from "./seed-moving";
import type { Prisma } from "../app/generated/sqlite/client";
import { eventSearchTextFor, searchDocument, searchTextFor, serviceSearchTextFor } from "../app/lib/search-text";
import { hashPassword } from "../app/server/password-hash.server";
import { DEFAULT_DATABASE_URL } from "./database-url";
import { migrate } from "./migrate";
import { circleId, isHomeland } from "../app/lib/circles";
import { seedStartedCircles } from "./seed-started-circles";
import {
  ADMIN_PROFILE,
  ADMIN_WELCOME_POST,
  ADVICE_CATEGORIES,
  ADVICE_QUESTIONS,
  ADVICE_RESPONSES,
  ADVICE_THANKS,
  BIO_MIDDLES,
  BIO_OPENERS,
  CITIES,
  CONVERSATION_SCRIPTS,
  COUNTRIES,
  DEMO_EVENT,
  DEMO_MEMBER_PROFILE,
  DEMO_POSTS,
  EVENT_COMMENTS,
  EVENT_POST_TEMPLATES,
  EVENT_TEMPLATES,
  EXTRA_SKILLS,
  GENERAL_ADVICE_RESPONSES,
  GENERAL_INTERESTS,
  OCCUPATIONS,
  POST_COMMENTS,
  POST_TEMPLATES,
  SERVICE_CATEGORIES,
  SERVICE_COMMENTS,
  SERVICE_POST_TEMPLATES,
  SERVICE_TEMPLATES,
  VENUES,
  type AdviceCategory,
  type City,
  type CountryName,
  type CountryProfile,
  type EventTemplate,
  type Occupation,
  type ScriptLine,
  type TemplateContext,
} from "./seed-data";

export const DEMO_MEMBER = { email: "demo@roots.community", password: "demo-password" } as const;
export const DEMO_ADMIN = { email: "admin@roots.community", password: "admin-password" } as const;
/** Password of every other seeded member. */
export const MEMBER_PASSWORD = "community-password";

export type SeedSummary = {
  users: number;
  posts: number;
  likes: number;
  comments: number;
  events: number;
  upcomingEvents: number;
  rsvps: number;
  services: number;
  conversations: number;
  messages: number;
  connections: number;
  activities: number;
};

const SEED = 20251121;
export const MEMBER_COUNT = 168; // including the demo member and the admin
export const REGULAR_POSTS = 190;
export const ADVICE_POSTS_PER_CATEGORY = 6;
export const UPCOMING_EVENTS = 30; // plus the demo member's own event
export const PAST_EVENTS = 12;
export const SERVICES_PER_CATEGORY = 5;
export const DEMO_CONVERSATIONS = 24;
const DEMO_UNREAD_CONVERSATIONS = [0, 1, 2, 3, 5];
export const OTHER_CONVERSATIONS = 36;
const DEMO_ACCEPTED = 30;
const DEMO_PENDING_INCOMING = 5;
const DEMO_PENDING_OUTGOING = 4;
const HASH_CONCURRENCY = 4;
const INSERT_BATCH = 500;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Randomness: mulberry32, a tiny fast PRNG with a 32-bit state.

class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }
}

/** Deals items in shuffled order, reshuffling when the deck runs out, so repeats are spread out. */
class Deck<T> {
  private cards: T[] = [];

  constructor(
    private readonly rng: Random,
    private readonly items: readonly T[],
  ) {}

  draw(): T {
    if (this.cards.length === 0) this.cards = this.rng.shuffle(this.items);
    const card = this.cards.pop();
    if (card === undefined) throw new Error("draw from an empty deck");
    return card;
  }
}

// ---------------------------------------------------------------------------------------------
// Text helpers.

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Seed template needs {${key}}: ${template}`);
    return value;
  });
}

/** "an accountant", "a UX designer", "an IT support specialist". */
function withArticle(noun: string): string {
  return `${/^[aeio]/i.test(noun) ? "an" : "a"} ${noun}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function emailPart(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Replaces {$N} (US dollars) with a rounded amount in the city's currency. */
function formatPrice(template: string, city: City): string {
  return template.replace(/\{\$(\d+)\}/g, (_, amount: string) => {
    const raw = Number(amount) * city.currency.rate;
    const step =
      city.currency.rate === 1 ? 1 : raw < 20 ? 1 : raw < 200 ? 5 : raw < 2000 ? 10 : raw < 20000 ? 100 : 1000;
    return `${city.currency.symbol}${(Math.round(raw / step) * step).toLocaleString("en-US")}`;
  });
}

const eventDateFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

const id = (kind: string, n: number, width = 4) => `seed-${kind}-${String(n).padStart(width, "0")}`;

// ---------------------------------------------------------------------------------------------
// Members.

export type Member = {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  password: string;
  country: CountryProfile;
  city: City;
  hometown: string;
  homeLanguage: string;
  occupation: Occupation;
  skills: string[];
  interests: string[];
  bio: string;
  role: "member" | "admin";
  status: "active" | "suspended";
  createdAt: number;
};

const cityByName = new Map(CITIES.map((city) => [city.name, city]));
const countryByName = new Map(COUNTRIES.map((country) => [country.name, country]));

function findCity(name: string): City {
  const city = cityByName.get(name);
  if (!city) throw new Error(`Unknown seed city ${name}`);
  return city;
}

function findCountry(name: CountryName): CountryProfile {
  const country = countryByName.get(name);
  if (!country) throw new Error(`Unknown seed country ${name}`);
  return country;
}

function findOccupation(title: string): Occupation {
  const occupation = OCCUPATIONS.find((o) => o.title === title);
  if (!occupation) throw new Error(`Unknown seed occupation ${title}`);
  return occupation;
}

function shortCity(member: Member): string {
  return member.city.name.split(", ")[0];
}

/** Placeholder values for text written by `member`. */
function context(rng: Random, member: Member): Record<string, string> {
  const values: TemplateContext = {
    city: shortCity(member),
    cityFull: member.city.name,
    country: member.country.name,
    demonym: member.country.demonym,
    hometown: member.hometown,
    food: rng.pick(member.country.foods),
    festival: rng.pick(member.country.festivals),
    language: member.city.language,
    homeLanguage: member.homeLanguage,
    occupation: member.occupation.title,
    aOccupation: withArticle(member.occupation.title),
    greeting: rng.pick(member.country.greetings),
  };
  return values;
}

function buildMembers(rng: Random, now: number): Member[] {
  const members: Member[] = [];
  const usedNames = new Set<string>();
  const usedEmails = new Set<string>([DEMO_MEMBER.email, DEMO_ADMIN.email]);

  const special = (
    profile: typeof ADMIN_PROFILE | typeof DEMO_MEMBER_PROFILE,
    email: string,
    password: string,
    role: Member["role"],
    createdAt: number,
  ): Member => {
    usedNames.add(`${profile.firstName} ${profile.lastName}`);
    return {
      id: id("user", members.length + 1, 3),
      firstName: profile.firstName,
      lastName: profile.lastName,
      fullName: `${profile.firstName} ${profile.lastName}`,
      email,
      password,
      country: findCountry(profile.country),
      city: findCity(profile.city),
      hometown: profile.hometown,
      homeLanguage: profile.homeLanguage,
      occupation: findOccupation(profile.occupation),
      skills: profile.skills,
      interests: profile.interests,
      bio: profile.bio,
      role,
      status: "active",
      createdAt,
    };
  };
  members.push(special(ADMIN_PROFILE, DEMO_ADMIN.email, DEMO_ADMIN.password, "admin", now - 400 * DAY));
  members.push(special(DEMO_MEMBER_PROFILE, DEMO_MEMBER.email, DEMO_MEMBER.password, "member", now - 230 * DAY));

  for (let i = 0; members.length < MEMBER_COUNT; i++) {
    const country = COUNTRIES[i % COUNTRIES.length];
    let firstName = "";
    let lastName = "";
    for (let attempt = 0; attempt < 100; attempt++) {
      firstName = rng.pick(rng.chance(0.5) ? country.femaleNames : country.maleNames);
      lastName = rng.pick(country.lastNames);
      if (!usedNames.has(`${firstName} ${lastName}`)) break;
    }
    usedNames.add(`${firstName} ${lastName}`);

    const base = `${emailPart(firstName)}.${emailPart(lastName)}`;
    let email = `${base}@example.com`;
    for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@example.com`;
    usedEmails.add(email);

    const city = rng.chance(0.7) ? findCity(rng.pick(country.cities)) : rng.pick(CITIES);
    const createdAt = rng.chance(0.12) ? now - rng.float(2, 58) * DAY : now - rng.float(62, 395) * DAY;
    const occupation = rng.pick(OCCUPATIONS);
    const homeLanguage = rng.pick(country.languages);

    const skills = new Set<string>(rng.sample(occupation.skills, rng.int(1, 2)));
    skills.add(homeLanguage);
    if (city.language !== "English" && city.language !== homeLanguage && rng.chance(0.4)) skills.add(city.language);
    if (rng.chance(0.6)) for (const skill of rng.sample(EXTRA_SKILLS, rng.int(1, 2))) skills.add(skill);

    const interestCount = rng.int(2, 5);
    const interests = new Set<string>(rng.sample(country.interests, rng.int(1, 2)));
    for (const interest of rng.shuffle(GENERAL_INTERESTS)) {
      if (interests.size >= interestCount) break;
      interests.add(interest);
    }

    const member: Member = {
      id: id("user", members.length + 1, 3),
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email,
      password: MEMBER_PASSWORD,
      country,
      city,
      hometown: rng.pick(country.hometowns),
      homeLanguage,
      occupation,
      skills: [...skills].slice(0, 5),
      interests: [...interests].slice(0, 5),
      bio: "",
      role: "member",
      status: "active",
      createdAt,
    };
    const memberContext = context(rng, member);
    const values: Record<string, string> = {
      ...memberContext,
      Occupation: capitalize(occupation.title),
      year: String(new Date(createdAt).getUTCFullYear() - rng.int(0, 6)),
      years: String(rng.int(2, 9)),
    };
    member.bio = [
      fill(rng.pick(BIO_OPENERS), values),
      fill(rng.pick(BIO_MIDDLES), values),
      ...(rng.chance(0.35) ? [memberContext.greeting] : []),
    ].join(" ");
    members.push(member);
  }

  // Two long-standing members are suspended.
  for (const member of rng.sample(
    members.slice(10).filter((m) => m.createdAt < now - 90 * DAY),
    2,
  )) {
    member.status = "suspended";
  }
  return members;
}

// ---------------------------------------------------------------------------------------------
// The plan: every row, built in memory before anything is written.

export type Plan = {
  members: Member[];
  connections: Prisma.ConnectionCreateManyInput[];
  posts: Prisma.PostCreateManyInput[];
  likes: Prisma.LikeCreateManyInput[];
  comments: Prisma.CommentCreateManyInput[];
  events: Prisma.EventCreateManyInput[];
  rsvps: Prisma.RsvpCreateManyInput[];
  waitlist: Prisma.EventWaitlistCreateManyInput[];
  services: Prisma.ServiceCreateManyInput[];
  messages: Prisma.MessageCreateManyInput[];
  activities: Prisma.ActivityCreateManyInput[];
  conversations: number;
  upcomingEvents: number;
};

type PostDraft = {
  id: string;
  author: Member;
  type: "post" | "event" | "advice" | "service";
  category: AdviceCategory | null;
  content: string;
  createdAt: number;
  /** Logged in the activity feed (announcements of events and services are not: their subject is). */
  logged: boolean;
  /** The event an event post announces (decision 012). */
  eventId?: string;
  /** The circle it was posted to (decision 063). */
  circleId?: string | null;
};

type EventDraft = {
  id: string;
  organizer: Member;
  title: string;
  description: string;
  location: string | null;
  eventDate: number;
  maxAttendees: number | null;
  createdAt: number;
};

/** What every step shares: the one random generator, the clock, the members and the activity log. */
type World = {
  rng: Random;
  now: number;
  members: Member[];
  admin: Member;
  demo: Member;
  active: Member[];
  /** Active members who had joined an hour before `at`, minus `exclude`. */
  joinedBy: (at: number, exclude?: ReadonlySet<string>) => Member[];
  log: (actor: Member, verb: string, subjectId: string, description: string, at: number) => void;
};

type AddPost = (draft: Omit<PostDraft, "id">) => PostDraft;

function date(ms: number): Date {
  return new Date(Math.round(ms));
}

/**
 * Every row, step by step. The steps share one random generator, so their order is part of the
 * data: moving a step changes every row after it.
 */
export function buildPlan(now: number): Plan {
  const rng = new Random(SEED);
  const members = buildMembers(rng, now);
  const activities: Prisma.ActivityCreateManyInput[] = [];
  const world = makeWorld(rng, now, members, activities);
  for (const member of members) {
    world.log(member, "user.registered", member.id, `${member.fullName} joined the community`, member.createdAt);
  }

  const { connections, demoFriends } = buildConnections(world);
  const { messages, conversations } = buildConversations(world, connections, demoFriends);
  const drafts: PostDraft[] = [];
  const addPost: AddPost = (draft) => {
    const post = { ...draft, id: id("post", drafts.length + 1) };
    drafts.push(post);
    return post;
  };
  buildPosts(world, addPost);
  const { events, rsvps, waitlist, upcomingEvents } = buildEventsAndRsvps(world, addPost);
  const services = buildServices(world, addPost);
  const { posts, likes, comments } = buildReactions(world, drafts);

  activities.sort((a, b) => new Date(a.createdAt ?? 0).getTime() - new Date(b.createdAt ?? 0).getTime());
  activities.forEach((activity, index) => (activity.id = id("activity", index + 1)));
  return {
    members,
    connections,
    posts,
    likes,
    comments,
    events,
    rsvps,
    waitlist,
    services,
    messages,
    activities,
    conversations,
    upcomingEvents,
  };
}

function makeWorld(rng: Random, now: number, members: Member[], activities: Prisma.ActivityCreateManyInput[]): World {
  const [admin, demo] = members;
  const active = members.filter((m) => m.status === "active");
  return {
    rng,
    now,
    members,
    admin,
    demo,
    active,
    joinedBy: (at, exclude = new Set()) => active.filter((m) => m.createdAt < at - HOUR && !exclude.has(m.id)),
    log: (actor, verb, subjectId, description, at) =>
      activities.push({ id: "", actorId: actor.id, verb, subjectId, description, createdAt: date(at) }),
  };
}

/** The demo member's friends and pending requests both ways, then everyone else's connections. */
function buildConnections({ rng, now, demo, active }: World) {
  const connections: Prisma.ConnectionCreateManyInput[] = [];
  const connected = new Set<string>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const connect = (
    requester: Member,
    receiver: Member,
    status: "pending" | "accepted" | "declined",
    createdAt: number,
    updatedAt: number,
  ) => {
    const key = pairKey(requester.id, receiver.id);
    if (requester.id === receiver.id || connected.has(key)) return false;
    connected.add(key);
    connections.push({
      id: id("connection", connections.length + 1),
      requesterId: requester.id,
      receiverId: receiver.id,
      // One connection per pair (docs/decisions/009-connections-per-pair.md).
      userLowId: requester.id < receiver.id ? requester.id : receiver.id,
      userHighId: requester.id < receiver.id ? receiver.id : requester.id,
      status,
      createdAt: date(createdAt),
      updatedAt: date(updatedAt),
    });
    return true;
  };

  // The demo member: accepted friends who joined long ago (their conversations run over the last
  // ~45 days), then pending requests both ways.
  const demoPool = rng.shuffle(active.filter((m) => m !== demo && m.createdAt < now - 60 * DAY));
  const demoFriends = demoPool.slice(0, DEMO_ACCEPTED);
  for (const friend of demoFriends) {
    const earliest = Math.max(friend.createdAt, demo.createdAt) + HOUR;
    const createdAt = rng.float(earliest, now - 50 * DAY);
    const [requester, receiver] = rng.chance(0.5) ? [demo, friend] : [friend, demo];
    connect(requester, receiver, "accepted", createdAt, createdAt + rng.float(1, 48) * HOUR);
  }
  const pendingPool = rng.shuffle(active.filter((m) => m !== demo && !demoFriends.includes(m)));
  pendingPool.slice(0, DEMO_PENDING_INCOMING).forEach((member) => {
    const createdAt = rng.float(Math.max(member.createdAt + HOUR, now - 9 * DAY), now - HOUR);
    connect(member, demo, "pending", createdAt, createdAt);
  });
  pendingPool.slice(DEMO_PENDING_INCOMING, DEMO_PENDING_INCOMING + DEMO_PENDING_OUTGOING).forEach((member) => {
    const createdAt = rng.float(Math.max(member.createdAt + HOUR, now - 14 * DAY), now - HOUR);
    connect(demo, member, "pending", createdAt, createdAt);
  });

  // Everyone else: mostly people from the same country or city.
  const others = active.filter((m) => m !== demo);
  for (const member of others) {
    const sameCountry = others.filter((m) => m !== member && m.country === member.country);
    const sameCity = others.filter((m) => m !== member && m.city === member.city);
    const wanted = rng.int(2, 7);
    for (let made = 0, attempts = 0; made < wanted && attempts < 30; attempts++) {
      const roll = rng.next();
      const pool =
        roll < 0.5 && sameCountry.length > 0 ? sameCountry : roll < 0.8 && sameCity.length > 0 ? sameCity : others;
      const other = rng.pick(pool);
      const statusRoll = rng.next();
      const status = statusRoll < 0.75 ? "accepted" : statusRoll < 0.95 ? "pending" : "declined";
      const earliest = Math.max(member.createdAt, other.createdAt) + HOUR;
      const createdAt = rng.float(earliest, Math.max(earliest, now - 2 * HOUR));
      const updatedAt = status === "pending" ? createdAt : Math.min(createdAt + rng.float(1, 72) * HOUR, now - MINUTE);
      if (connect(member, other, status, createdAt, Math.max(createdAt, updatedAt))) made++;
    }
  }

  return { connections, demoFriends };
}

/** Conversations of the demo member with her first friends, then between other connected pairs. */
function buildConversations(
  { rng, now, members, demo }: World,
  connections: Prisma.ConnectionCreateManyInput[],
  demoFriends: Member[],
) {
  const messages: Prisma.MessageCreateManyInput[] = [];
  const scripts = new Deck(rng, CONVERSATION_SCRIPTS);

  const speakerValues = (speaker: Member, addressee: Member): Record<string, string> => ({
    ...context(rng, speaker),
    name: addressee.firstName,
    theirCity: shortCity(addressee),
    theirJob: withArticle(addressee.occupation.title),
    theirFood: rng.pick(addressee.country.foods),
  });

  /** Gaps between consecutive messages, oldest first. */
  const gaps = (count: number) =>
    Array.from({ length: Math.max(0, count - 1) }, () =>
      rng.chance(0.15) ? rng.float(12, 48) * HOUR : rng.float(2, 180) * MINUTE,
    );

  const writeConversation = (
    sides: readonly [Member, Member],
    script: ScriptLine[],
    times: number[],
    isUnread: (index: number, receiver: Member) => boolean,
  ) => {
    script.forEach(([side, text], index) => {
      const sender = sides[side];
      const receiver = sides[1 - side];
      const createdAt = times[index];
      const limit = index + 1 < times.length ? times[index + 1] : now;
      const readAt = isUnread(index, receiver)
        ? null
        : date(Math.min(createdAt + rng.float(1, 120) * MINUTE, Math.max(limit, createdAt + MINUTE), now));
      messages.push({
        id: id("message", messages.length + 1),
        senderId: sender.id,
        receiverId: receiver.id,
        content: fill(text, speakerValues(sender, receiver)),
        createdAt: date(createdAt),
        readAt,
      });
    });
  };

  demoFriends.slice(0, DEMO_CONVERSATIONS).forEach((friend, i) => {
    const script = scripts.draw();
    const lastSpeaker = script[script.length - 1][0];
    const unread = DEMO_UNREAD_CONVERSATIONS.includes(i);
    // Unread: the friend spoke last. Otherwise either side may start.
    const demoSide = unread ? 1 - lastSpeaker : rng.int(0, 1);
    const sides: readonly [Member, Member] = demoSide === 0 ? [demo, friend] : [friend, demo];
    const lastAt = now - (10 * MINUTE + i * i * 1.5 * HOUR + rng.float(0, 2) * HOUR);
    const steps = gaps(script.length);
    const times = [lastAt];
    for (let k = steps.length - 1; k >= 0; k--) times.unshift(times[0] - steps[k]);
    const lastDemoLine = script.map(([side]) => side).lastIndexOf(demoSide as 0 | 1);
    writeConversation(sides, script, times, (index, receiver) => {
      if (receiver === demo) return unread && index > lastDemoLine;
      // The friend has not opened a message sent in the last few hours.
      return index === script.length - 1 && now - lastAt < 6 * HOUR;
    });
  });

  const acceptedPairs = connections.filter(
    (c) =>
      c.status === "accepted" &&
      c.requesterId !== demo.id &&
      c.receiverId !== demo.id &&
      new Date(c.updatedAt ?? 0).getTime() < now - 3 * DAY,
  );
  const memberById = new Map(members.map((m) => [m.id, m]));
  const byId = (memberId: string) => {
    const member = memberById.get(memberId);
    if (!member) throw new Error(`Unknown seed member ${memberId}`);
    return member;
  };
  const otherPairs = rng.sample(acceptedPairs, OTHER_CONVERSATIONS);
  for (const pair of otherPairs) {
    const script = scripts.draw();
    const a = byId(pair.requesterId);
    const b = byId(pair.receiverId);
    const sides: readonly [Member, Member] = rng.chance(0.5) ? [a, b] : [b, a];
    const earliest = new Date(pair.updatedAt ?? 0).getTime() + HOUR;
    const latest = now - 5 * MINUTE;
    let steps = gaps(script.length);
    const span = steps.reduce((sum, gap) => sum + gap, 0);
    if (span > (latest - earliest) * 0.8) steps = steps.map((gap) => (gap * (latest - earliest) * 0.8) / span);
    const total = steps.reduce((sum, gap) => sum + gap, 0);
    const lastAt = latest - Math.pow(rng.next(), 2) * (latest - earliest - total);
    const times = [lastAt];
    for (let k = steps.length - 1; k >= 0; k--) times.unshift(times[0] - steps[k]);
    const leaveUnread = now - lastAt < 3 * DAY && rng.chance(0.5);
    writeConversation(sides, script, times, (index) => leaveUnread && index === script.length - 1);
  }

  return { messages, conversations: DEMO_CONVERSATIONS + otherPairs.length };
}

/** The admin's welcome, the demo member's posts, regular posts and advice questions. */
/** One of the author's own circles: their homeland in their city, or their city, by turns. */
function seedCircleOf(author: Member, index: number): string {
  const byHomeland = isHomeland(author.country.name) && index % 2 === 0;
  return circleId(
    byHomeland
      ? { kind: "homeland_city", homeland: author.country.name, placeId: author.city.placeId }
      : { kind: "city", homeland: null, placeId: author.city.placeId },
  );
}

function buildPosts({ rng, now, admin, demo, joinedBy }: World, addPost: AddPost): void {
  addPost({
    author: admin,
    type: "post",
    category: null,
    content: ADMIN_WELCOME_POST,
    createdAt: now - 59 * DAY,
    logged: true,
  });
  for (const post of DEMO_POSTS) {
    addPost({
      author: demo,
      type: post.type,
      category: post.category ?? null,
      content: post.content,
      createdAt: now - post.daysAgo * DAY,
      logged: true,
    });
  }

  const notDemo = new Set([demo.id]);
  const postTemplates = new Deck(rng, POST_TEMPLATES);
  // Dealt in time order, so the same text never shows up twice on one screen of the feed.
  const regularTimes = Array.from({ length: REGULAR_POSTS }, () => now - rng.float(10 * MINUTE, 60 * DAY)).sort(
    (a, b) => a - b,
  );
  regularTimes.forEach((createdAt, index) => {
    const author = rng.pick(joinedBy(createdAt, notDemo));
    addPost({
      author,
      type: "post",
      category: null,
      content: fill(postTemplates.draw(), context(rng, author)),
      createdAt,
      logged: true,
      // Every third post goes to a circle (decision 063), so circles have posts; by index, not by the random
      // stream, so the rest of the seed stays as it was.
      circleId: index % 3 === 0 ? seedCircleOf(author, index) : null,
    });
  });

  for (const category of ADVICE_CATEGORIES) {
    const questions = new Deck(rng, ADVICE_QUESTIONS[category]);
    for (let i = 0; i < ADVICE_POSTS_PER_CATEGORY; i++) {
      const createdAt = now - rng.float(30 * MINUTE, 60 * DAY);
      const author = rng.pick(joinedBy(createdAt, notDemo));
      addPost({
        author,
        type: "advice",
        category,
        content: fill(questions.draw(), context(rng, author)),
        createdAt,
        logged: true,
      });
    }
  }
}

/**
 * Upcoming and past events with their RSVPs and announcements. RSVPs are drawn event by event
 * between the event's own draws, so they stay in this step.
 */
function buildEventsAndRsvps({ rng, now, demo, joinedBy, log }: World, addPost: AddPost) {
  const notDemo = new Set([demo.id]);
  const events: EventDraft[] = [];
  const startOfToday = Math.floor(now / DAY) * DAY;
  const pickOrganizer = (template: EventTemplate, createdAt: number, preferCity?: City) => {
    const candidates = joinedBy(createdAt, notDemo);
    const fromCountry = template.countries
      ? candidates.filter((m) => template.countries?.includes(m.country.name))
      : candidates;
    const pool = fromCountry.length > 0 ? fromCountry : candidates;
    const inCity = preferCity ? pool.filter((m) => m.city === preferCity) : [];
    return rng.pick(inCity.length > 0 ? inCity : pool);
  };
  const addEvent = (template: EventTemplate, eventDate: number, createdAt: number, preferCity?: City) => {
    const organizer = pickOrganizer(template, createdAt, preferCity);
    const values = context(rng, organizer);
    const maxAttendees =
      template.maxAttendees ?? (rng.chance(0.4) ? rng.pick([15, 20, 25, 30, 40, 50, 80, 100]) : null);
    const event: EventDraft = {
      id: id("event", events.length + 1, 3),
      organizer,
      title: fill(template.title, values),
      description: fill(template.description, values),
      location: template.virtual ? null : `${template.venue ?? rng.pick(VENUES)}, ${organizer.city.name}`,
      eventDate,
      maxAttendees,
      createdAt,
    };
    events.push(event);
    return event;
  };
  // Online events in the evening, outdoor ones (with a fixed venue) in daylight.
  const eventTime = (template: EventTemplate) =>
    (template.virtual
      ? rng.pick([17, 18, 19, 20])
      : template.venue
        ? rng.pick([10, 11, 13])
        : rng.pick([10, 11, 13, 15, 18, 19])) *
      HOUR +
    rng.pick([0, 0, 30]) * MINUTE;

  /** Takes the first template from `pool` that suits the day (festivals keep to their season). */
  const takeTemplate = (pool: EventTemplate[], day: number) => {
    const month = new Date(day).getUTCMonth();
    const index = pool.findIndex((t) => !t.months || t.months.includes(month));
    if (index < 0) throw new Error("Seed ran out of event templates");
    return pool.splice(index, 1)[0];
  };
  /** Moves `day` to the template's weekday (within three days), never into the past. */
  const onWeekday = (template: EventTemplate, day: number) => {
    if (template.weekday === undefined) return day;
    const shift = ((template.weekday - new Date(day).getUTCDay() + 10) % 7) - 3;
    const moved = day + shift * DAY;
    return day > now && moved <= now ? moved + 7 * DAY : moved;
  };

  const london = findCity("London, UK");
  const upcomingPool = rng.shuffle(EVENT_TEMPLATES);
  for (let i = 0; i < UPCOMING_EVENTS; i++) {
    const slot = startOfToday + (1 + Math.floor((i * 54) / UPCOMING_EVENTS) + rng.int(0, 1)) * DAY;
    const template = takeTemplate(upcomingPool, slot);
    const day = onWeekday(template, slot);
    // Every other in-person event happens in the demo member's city when an organiser lives there, so "near
    // you" (decision 062) has several for her; the rest spread over the members' cities.
    const preferCity = !template.virtual && i % 2 === 0 ? london : undefined;
    addEvent(template, day + eventTime(template), now - rng.float(1, 25) * DAY, preferCity);
  }
  const demoEvent: EventDraft = {
    id: id("event", events.length + 1, 3),
    organizer: demo,
    title: DEMO_EVENT.title,
    description: DEMO_EVENT.description,
    location: null,
    eventDate: startOfToday + DEMO_EVENT.daysAhead * DAY + DEMO_EVENT.hourUtc * HOUR,
    maxAttendees: 25,
    createdAt: now - DEMO_EVENT.createdDaysAgo * DAY,
  };
  events.push(demoEvent);
  const upcomingCount = events.length;
  const pastPool = rng.shuffle(EVENT_TEMPLATES);
  for (let i = 0; i < PAST_EVENTS; i++) {
    const slot = startOfToday - rng.int(5, 42) * DAY;
    const template = takeTemplate(pastPool, slot);
    const day = onWeekday(template, slot);
    const eventDate = day + eventTime(template);
    addEvent(
      template,
      eventDate,
      eventDate - rng.float(7, 18) * DAY,
      !template.virtual && i % 3 === 0 ? london : undefined,
    );
  }

  // RSVPs. The demo member goes to her own event and to a few London and online ones, past and upcoming.
  const reachable = (e: EventDraft) =>
    e.organizer !== demo && (e.location === null || e.location.endsWith(london.name));
  const upcoming = events.slice(0, upcomingCount);
  const past = events.slice(upcomingCount);
  const demoAttending = new Set<EventDraft>([
    demoEvent,
    ...upcoming.filter((e) => reachable(e) && e.location !== null).slice(0, 3),
    ...upcoming.filter((e) => reachable(e) && e.location === null).slice(0, 2),
    ...past.filter(reachable).slice(0, 2),
  ]);
  const demoMaybe = upcoming.find((e) => reachable(e) && !demoAttending.has(e));
  const rsvps: Prisma.RsvpCreateManyInput[] = [];
  const waitlist: Prisma.EventWaitlistCreateManyInput[] = [];
  const eventRows: Prisma.EventCreateManyInput[] = [];
  for (const event of events) {
    const respondBy = Math.min(now, event.eventDate) - 30 * MINUTE;
    const guests: { member: Member; status: "attending" | "maybe" }[] = [];
    if (event !== demoEvent && demoAttending.has(event)) guests.push({ member: demo, status: "attending" });
    if (event === demoMaybe) guests.push({ member: demo, status: "maybe" });

    const candidates = joinedBy(event.createdAt, new Set([demo.id, event.organizer.id]));
    let attending = rng.int(3, 30);
    // Some small events are full. The organizer holds one seat as the host (HOST_SEATS in events.server.ts).
    if (event.maxAttendees !== null) {
      const seats = event.maxAttendees - 1;
      attending = event.maxAttendees <= 30 && rng.chance(0.35) ? seats : Math.min(attending, seats);
    }
    attending -= guests.filter((g) => g.status === "attending").length;
    const maybe = rng.int(0, 8);
    const local = event.location === null ? [] : candidates.filter((m) => m.city === event.organizer.city);
    const localGuests = rng.sample(local, Math.ceil((attending + maybe) * 0.65));
    const chosen = new Set(localGuests);
    const rest = rng.sample(
      candidates.filter((m) => !chosen.has(m)),
      attending + maybe - localGuests.length,
    );
    [...localGuests, ...rest].forEach((member, index) =>
      guests.push({ member, status: index < attending ? "attending" : "maybe" }),
    );

    for (const guest of guests) {
      const createdAt = rng.float(event.createdAt + 10 * MINUTE, Math.max(event.createdAt + 10 * MINUTE, respondBy));
      rsvps.push({
        eventId: event.id,
        userId: guest.member.id,
        status: guest.status,
        createdAt: date(createdAt),
        updatedAt: date(createdAt),
      });
    }
    // The first upcoming full event has a line of four (decision 085), and lets each member bring a guest.
    const going = 1 + guests.filter((g) => g.status === "attending").length;
    const lineUp =
      waitlist.length === 0 && upcoming.includes(event) && event.maxAttendees !== null && going >= event.maxAttendees;
    if (lineUp) {
      const taken = new Set(guests.map((g) => g.member.id));
      rng
        .sample(
          candidates.filter((m) => !taken.has(m.id)),
          4,
        )
        .forEach((member, index) =>
          waitlist.push({
            eventId: event.id,
            userId: member.id,
            position: index + 1,
            guests: index === 1 ? 1 : 0,
            createdAt: date(Math.min(now, event.eventDate) - (4 - index) * HOUR),
          }),
        );
    }
    eventRows.push({
      id: event.id,
      organizerId: event.organizer.id,
      title: event.title,
      description: event.description,
      location: event.location,
      placeId: event.location === null ? null : event.organizer.city.placeId,
      isVirtual: event.location === null,
      eventDate: date(event.eventDate),
      maxAttendees: event.maxAttendees,
      attendeesCount: going,
      guestsAllowed: lineUp ? 1 : 0,
      waitingCount: lineUp ? waitlist.filter((w) => w.eventId === event.id).length : 0,
      createdAt: date(event.createdAt),
      updatedAt: date(event.createdAt),
      searchText: eventSearchTextFor(event),
    });
    log(
      event.organizer,
      "event.created",
      event.id,
      `${event.organizer.fullName} created the event "${event.title}"`,
      event.createdAt,
    );

    if (event === demoEvent || rng.chance(2 / 3)) {
      const values = {
        title: event.title,
        date: eventDateFormat.format(new Date(event.eventDate)),
        where: event.location === null ? "online" : `at ${event.location}`,
        description: event.description,
      };
      addPost({
        author: event.organizer,
        type: "event",
        category: null,
        content: fill(rng.pick(EVENT_POST_TEMPLATES), values),
        createdAt: event.createdAt + 5 * MINUTE,
        logged: false,
        eventId: event.id,
      });
    }
  }

  return { events: eventRows, rsvps, waitlist, upcomingEvents: upcomingCount };
}

/** Offers and requests in every service category, some announced in the feed. */
function buildServices({ rng, now, demo, joinedBy, log }: World, addPost: AddPost): Prisma.ServiceCreateManyInput[] {
  const notDemo = new Set([demo.id]);
  const services: Prisma.ServiceCreateManyInput[] = [];
  for (const category of SERVICE_CATEGORIES) {
    const templates = SERVICE_TEMPLATES[category];
    const order = [...rng.shuffle(templates)];
    while (order.length < SERVICES_PER_CATEGORY) order.push(rng.pick(templates));
    for (const [index, template] of order.slice(0, SERVICES_PER_CATEGORY).entries()) {
      const createdAt = now - rng.float(2 * HOUR, 60 * DAY);
      const candidates = joinedBy(createdAt, notDemo);
      const fromCountry = template.countries
        ? candidates.filter((m) => template.countries?.includes(m.country.name))
        : [];
      const pool = fromCountry.length > 0 ? fromCountry : candidates;
      // Every third service of a category is offered in the demo member's city when a provider lives there,
      // so "near you" (decision 062) has several for her.
      const local = index % 3 === 0 ? pool.filter((m) => m.city === demo.city) : [];
      const provider = rng.pick(local.length > 0 ? local : pool);
      const values = context(rng, provider);
      const isRemote = template.remote === "always" || (template.remote === "sometimes" && rng.chance(0.5));
      const service = {
        id: id("service", services.length + 1, 3),
        providerId: provider.id,
        title: fill(template.title, values),
        description: fill(template.description, values),
        category,
        price: formatPrice(rng.pick(template.prices), provider.city),
        location: isRemote && rng.chance(0.4) ? null : provider.city.name,
        isRemote,
        isOffering: template.offering,
        createdAt: date(createdAt),
        updatedAt: date(createdAt),
      };
      services.push({
        ...service,
        placeId: service.location === null ? null : provider.city.placeId,
        searchText: serviceSearchTextFor(service),
      });
      log(
        provider,
        "service.created",
        service.id,
        template.offering
          ? `${provider.fullName} is offering "${service.title}"`
          : `${provider.fullName} posted a service request: "${service.title}"`,
        createdAt,
      );
      if (rng.chance(0.5)) {
        const postTemplates = template.offering ? SERVICE_POST_TEMPLATES.offering : SERVICE_POST_TEMPLATES.requesting;
        addPost({
          author: provider,
          type: "service",
          category: null,
          content: fill(rng.pick(postTemplates), {
            title: service.title,
            description: service.description,
            price: service.price,
          }),
          createdAt: createdAt + 2 * MINUTE,
          logged: false,
        });
      }
    }
  }

  return services;
}

/** Likes and comments on every post, oldest post first; the post rows carry their counts. */
function buildReactions({ rng, now, demo, joinedBy, log }: World, drafts: PostDraft[]) {
  const sorted = [...drafts].sort((a, b) => a.createdAt - b.createdAt);
  const posts: Prisma.PostCreateManyInput[] = [];
  const likes: Prisma.LikeCreateManyInput[] = [];
  const comments: Prisma.CommentCreateManyInput[] = [];
  for (const post of sorted) {
    const age = now - post.createdAt;
    const maturity = 0.3 + 0.7 * Math.min(1, age / (1.5 * DAY));
    const audience = joinedBy(post.createdAt, new Set([post.author.id]));

    const likeCount = Math.round(Math.floor(Math.pow(rng.next(), 1.6) * 24) * maturity);
    const likers = rng.sample(audience, likeCount);
    if (post.author !== demo && !likers.includes(demo) && rng.chance(0.14)) likers.push(demo);
    for (const liker of likers) {
      const createdAt = post.createdAt + Math.max(MINUTE, Math.pow(rng.next(), 3) * age);
      likes.push({ postId: post.id, userId: liker.id, createdAt: date(Math.min(createdAt, now)) });
    }

    const texts: { author: Member; content: string }[] = [];
    if (post.type === "advice" && post.category) {
      const responders = rng.sample(audience, rng.int(1, 6));
      const pool = [...ADVICE_RESPONSES[post.category], ...GENERAL_ADVICE_RESPONSES];
      const responses = rng.sample(pool, responders.length);
      responders.forEach((responder, k) =>
        texts.push({ author: responder, content: fill(responses[k], context(rng, responder)) }),
      );
      if (responders.length >= 2 && rng.chance(0.35)) {
        texts.push({ author: post.author, content: fill(rng.pick(ADVICE_THANKS), context(rng, post.author)) });
      }
    } else {
      const pool = post.type === "event" ? EVENT_COMMENTS : post.type === "service" ? SERVICE_COMMENTS : POST_COMMENTS;
      const max = post.type === "event" ? 5 : post.type === "service" ? 4 : 7;
      const count = Math.round(Math.floor(Math.pow(rng.next(), post.type === "post" ? 2 : 1.5) * max) * maturity);
      const commenters = rng.sample(audience, count);
      const lines = rng.sample(pool, commenters.length);
      commenters.forEach((commenter, k) =>
        texts.push({ author: commenter, content: fill(lines[k], context(rng, commenter)) }),
      );
    }
    let steps = texts.map(() => rng.float(5 * MINUTE, 9 * HOUR));
    const span = steps.reduce((sum, gap) => sum + gap, 0);
    if (span > age * 0.95) steps = steps.map((gap) => (gap * age * 0.95) / span);
    let at = post.createdAt;
    texts.forEach((text, k) => {
      at += steps[k];
      comments.push({
        id: id("comment", comments.length + 1, 5),
        postId: post.id,
        authorId: text.author.id,
        content: text.content,
        searchText: searchDocument(text.content),
        createdAt: date(at),
      });
    });

    posts.push({
      id: post.id,
      authorId: post.author.id,
      type: post.type,
      category: post.category,
      content: post.content,
      searchText: searchDocument(post.content),
      eventId: post.eventId ?? null,
      circleId: post.circleId ?? null,
      imageUrl: null,
      likesCount: likers.length,
      commentsCount: texts.length,
      createdAt: date(post.createdAt),
      updatedAt: date(post.createdAt),
    });
    if (post.logged) {
      const description =
        post.type === "advice" && post.category
          ? `${post.author.fullName} asked for advice on ${post.category}`
          : `${post.author.fullName} shared a post`;
      log(post.author, "post.created", post.id, description, post.createdAt);
    }
  }

  return { posts, likes, comments };
}

// ---------------------------------------------------------------------------------------------

/** One hash per distinct password: the demo members share a published password, so sharing its salt
 * reveals nothing, and hashing each at full scrypt cost would add half a minute to every seed. */
async function hashAll(passwords: string[]): Promise<string[]> {
  const distinct = [...new Set(passwords)];
  const hashes = new Map<string, string>();
  for (let i = 0; i < distinct.length; i += HASH_CONCURRENCY) {
    const batch = distinct.slice(i, i + HASH_CONCURRENCY);
    const results = await Promise.all(batch.map((password) => hashPassword(password)));
    batch.forEach((password, index) => hashes.set(password, results[index]));
  }
  return passwords.map((password) => hashes.get(password) as string);
}

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) result.push(rows.slice(i, i + INSERT_BATCH));
  return result;
}

/** A member's User row; searchText comes from the model's own formula. */
export function userRow(member: Member, passwordHash: string): Prisma.UserCreateManyInput {
  return {
    id: member.id,
    email: member.email,
    passwordHash,
    firstName: member.firstName,
    lastName: member.lastName,
    searchText: searchTextFor({
      firstName: member.firstName,
      lastName: member.lastName,
      countryOfOrigin: member.country.name,
      currentLocation: member.city.name,
      skills: member.skills,
      interests: member.interests,
    }),
    profileImageUrl: null,
    countryOfOrigin: member.country.name,
    currentLocation: member.city.name,
    placeId: member.city.placeId,
    bio: member.bio,
    skills: JSON.stringify(member.skills),
    interests: JSON.stringify(member.interests),
    role: member.role,
    status: member.status,
    createdAt: new Date(member.createdAt),
    updatedAt: new Date(member.createdAt),
    // The demo community's addresses count as confirmed (as the migration that added the column did for members then).
    emailVerifiedAt: new Date(member.createdAt),
  };
}

/** Inserts the demo data into an empty database. */
/** Two open reports, so the admin's moderation queue shows what it is for: by ordinary members, on older posts. */
function demoReports(
  plan: { members: Array<{ id: string; role: string; status: string }>; posts: Prisma.PostCreateManyInput[] },
  now: number,
): Prisma.ReportCreateManyInput[] {
  const [admin, demo] = plan.members;
  const ordinary = plan.members.filter(
    (m) => m.role === "member" && m.status === "active" && m.id !== demo?.id && m.id !== admin?.id,
  );
  const posts = plan.posts
    .filter((post) => post.type === "post" && ordinary.some((m) => m.id === post.authorId))
    .slice(0, 2);
  return posts.flatMap((post, index) => {
    const reporter = ordinary.find((m) => m.id !== post.authorId && ordinary.indexOf(m) > index * 3);
    if (!reporter || !post.id) return [];
    return [
      {
        id: id("report", index + 1),
        reporterId: reporter.id,
        subjectType: "post",
        subjectId: post.id,
        subjectOwnerId: post.authorId,
        reason: index === 0 ? "spam" : "inappropriate",
        note: index === 0 ? "Posted the same link in several places." : null,
        createdAt: date(now - (index + 1) * 3 * HOUR),
      },
    ];
  });
}

export async function seed(db: Db, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = (options.now ?? new Date()).getTime();
  const plan = buildPlan(now);
  const hashes = await hashAll(plan.members.map((member) => member.password));
  const moving = planMoving(plan.members, plan.members[1]!, now);
  const users = plan.members.map((member, index) => ({
    ...userRow(member, hashes[index]),
    welcomeHelperAt: moving.helperIds.has(member.id) ? new Date(member.createdAt + DAY) : null,
    ...(moving.move?.memberId === member.id
      ? { movingPlaceId: moving.move.placeId, movingLabel: moving.move.label, movingMonth: moving.move.month }
      : {}),
  }));

  // One transaction, in dependency order: a failed seed leaves nothing behind. Rows go in oldest first, as a
  // community writes them: SQLite's search index reads its newest matches in that order (decision 080).
  await db.$transaction([
    ...chunks(oldestFirst(users)).map((data) => db.user.createMany({ data })),
    ...chunks(plan.connections).map((data) => db.connection.createMany({ data })),
    ...chunks(oldestFirst(plan.events)).map((data) => db.event.createMany({ data })),
    ...chunks(plan.rsvps).map((data) => db.rsvp.createMany({ data })),
    ...chunks(plan.waitlist).map((data) => db.eventWaitlist.createMany({ data })),
    ...chunks(oldestFirst(plan.posts)).map((data) => db.post.createMany({ data })),
    ...chunks(plan.likes).map((data) => db.like.createMany({ data })),
    ...chunks(oldestFirst(plan.comments)).map((data) => db.comment.createMany({ data })),
    ...chunks(oldestFirst(plan.services)).map((data) => db.service.createMany({ data })),
    ...chunks(plan.messages).map((data) => db.message.createMany({ data })),
    ...chunks(plan.activities).map((data) => db.activity.createMany({ data })),
    db.report.createMany({ data: demoReports(plan, now) }),
    db.circleChoice.createMany({ data: moving.choices }),
    ...circleHostRows(db, plan),
  ]);
  // Two circles members started (decision 088), one by request.
  await seedStartedCircles(db, { members: plan.members, demo: plan.members[1]!, now });
  // A weekly series in the demo member's city (decision 086).
  const seriesDates = await seedSeries(db, { placeId: plan.members[1]!.city.placeId, now });
  // Real pictures for a few members and posts (not the demo member's or the admin's own), stored as uploads are.
  await seedPhotos(db, {
    memberIds: plan.members.slice(2, 8).map((member) => member.id),
    posts: plan.posts
      .filter((post) => post.type === "post" && !post.eventId)
      .sort((a, b) => new Date(b.createdAt as Date).getTime() - new Date(a.createdAt as Date).getTime())
      .slice(4, 7)
      .map((post) => ({ id: String(post.id), authorId: post.authorId })),
    events: plan.events
      .filter((event) => new Date(event.eventDate as Date).getTime() > now)
      .slice(0, 3)
      .map((event) => ({ id: String(event.id), organizerId: event.organizerId })),
  });

  return {
    users: users.length,
    posts: plan.posts.length,
    likes: plan.likes.length,
    comments: plan.comments.length,
    events: plan.events.length + seriesDates,
    upcomingEvents: plan.upcomingEvents + seriesDates,
    rsvps: plan.rsvps.length,
    services: plan.services.length,
    conversations: plan.conversations,
    messages: plan.messages.length,
    connections: plan.connections.length,
    activities: plan.activities.length,
  };
}

/** How many of the liveliest circles the seed gives hosts (issue 47). */
export const SEEDED_HOSTED_CIRCLES = 3;

/**
 * Hosts in the liveliest circles (issue 47): the circles with the most posts, each hosted by its most frequent
 * poster (one of its own members: authors post to their own circles), appointed by the admin, with a welcome and
 * rules. Deterministic: ties go to the smaller id.
 */
export function planCircleHosts(plan: {
  members: Array<{ id: string; role: string }>;
  posts: Prisma.PostCreateManyInput[];
}) {
  const admin = plan.members.find((member) => member.role === "admin");
  const counts = new Map<string, Map<string, number>>();
  for (const post of plan.posts) {
    if (!post.circleId || post.authorId === admin?.id) continue;
    const byAuthor = counts.get(post.circleId) ?? new Map<string, number>();
    byAuthor.set(post.authorId, (byAuthor.get(post.authorId) ?? 0) + 1);
    counts.set(post.circleId, byAuthor);
  }
  const total = (byAuthor: Map<string, number>) => [...byAuthor.values()].reduce((sum, n) => sum + n, 0);
  const byCount = <T>(entries: Array<[string, T]>, size: (value: T) => number) =>
    entries.sort((a, b) => size(b[1]) - size(a[1]) || (a[0] < b[0] ? -1 : 1));
  return byCount([...counts.entries()], total)
    .slice(0, SEEDED_HOSTED_CIRCLES)
    .map(([circleId, byAuthor]) => ({
      circleId,
      userId: byCount([...byAuthor.entries()], (n) => n)[0]![0],
      appointedById: admin?.id ?? null,
    }));
}

function circleHostRows(db: Db, plan: Parameters<typeof planCircleHosts>[0]) {
  const hosts = planCircleHosts(plan);
  return [
    db.circleHost.createMany({ data: hosts }),
    db.circleSettings.createMany({
      data: hosts.map(({ circleId, userId }) => ({
        circleId,
        welcome: "Welcome! Say hello in a post: where you are from, and what brought you here.",
        rules: "Be kind. No selling or spam. Ask before sharing someone's photo.",
        updatedById: userId,
      })),
    }),
  ];
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  await migrate(url);
  // Imported here so that importing this module (e.g. from tests) opens no connection of its own.
  const { createDb } = await import("../app/server/db-client.server");
  const db = createDb(url);
  try {
    if ((await db.user.count()) > 0) {
      console.log("Database already has data; seed skipped.");
      return;
    }
    const started = performance.now();
    const s = await seed(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${s.users} users, ${s.posts} posts, ${s.likes} likes, ${s.comments} comments, ${s.events} events ` +
        `(${s.upcomingEvents} upcoming), ${s.rsvps} RSVPs, ${s.services} services, ${s.conversations} conversations ` +
        `(${s.messages} messages), ${s.connections} connections and ${s.activities} activity entries in ${seconds} s. ` +
        `Sign in as ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password} or ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}.`,
    );
  } finally {
    await db.$disconnect();
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  if (import.meta.url === pathToFileURL(script).href) return true;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint() && (process.argv.includes("--help") || process.argv.includes("-h"))) {
  console.log(
    `Usage: npm run db:seed [-- --help]\n\nApplies pending migrations to DATABASE_URL (default ${DEFAULT_DATABASE_URL}), then fills it\n` +
      "with the demo community if it has no members yet. A database with members is left alone.",
  );
} else if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/** Rows by their creation time, oldest first (a copy; a stable sort, rows without one first). */
function oldestFirst<T extends { createdAt?: Date | string | null }>(rows: T[]): T[] {
  const time = (row: T) => (row.createdAt ? new Date(row.createdAt).getTime() : 0);
  return [...rows].sort((a, b) => time(a) - time(b));
}
