// Search at scale (issue 44: page 1 at 1,000,000 posts must cost at most 1.5× its cost at 100,000). SQLite only.
// Builds data/bench-search-<posts>.db once with the bench's own words (bench-text.ts) and rows that search reads
// (members, posts with a comment each, questions with two answers, services, events; no likes, RSVPs or
// connections), inserted straight through better-sqlite3 in large transactions so that a million posts take
// minutes, not hours; the migrations' triggers fill the index as the app's writes do. Then times search page 1
// (all kinds and the posts tab) through the model, in this process, one call at a time.
//   BENCH_POSTS=100000 npx tsx scripts/bench-search-scale.ts
//   BENCH_POSTS=1000000 npx tsx scripts/bench-search-scale.ts
import { existsSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { migrate } from "../prisma/migrate";
import { searchDocument, eventSearchTextFor, searchTextFor, serviceSearchTextFor } from "../app/lib/search-text";
import {
  answerText,
  commentText,
  eventText,
  memberSkillsAndInterests,
  postText,
  questionText,
  serviceText,
} from "./bench-text";

const posts = Number(process.env.BENCH_POSTS ?? 1_000_000);
const users = 10_000;
const questions = 20_000;
const services = 20_000;
const events = 5_000;
const file = `data/bench-search-${posts}.db`;
const url = `file:./${file}`;
process.env.DATABASE_URL = url;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.NODE_ENV = "production";

const CITIES = ["London, UK", "Berlin, Germany", "Toronto, Canada", "Dubai, UAE", "Sydney, Australia"];
const TYPES = ["post", "post", "post", "event", "advice", "service"];
const stamp = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");

async function build() {
  const started = Date.now();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  await migrate(url);
  const db = new Database(file);
  const now = Date.now();
  const many = (count: number, insert: Database.Statement, row: (i: number) => unknown[]) => {
    for (let start = 0; start < count; start += 20_000) {
      db.transaction(() => {
        for (let i = start; i < Math.min(count, start + 20_000); i++) insert.run(...row(i));
      })();
    }
  };
  many(
    users,
    db.prepare(`INSERT INTO "User" ("id", "email", "passwordHash", "firstName", "lastName", "currentLocation", "skills",
      "interests", "searchText", "createdAt", "updatedAt") VALUES (?, ?, 'x', ?, 'Bench', ?, ?, ?, ?, ?, ?)`),
    (i) => {
      const { skills, interests } = memberSkillsAndInterests(i);
      const city = CITIES[i % CITIES.length]!;
      const at = stamp(now - (users - i) * 60_000);
      return [
        `bu${i}`,
        `member${i}@bench.example`,
        `Member${i}`,
        city,
        JSON.stringify(skills),
        JSON.stringify(interests),
        searchTextFor({ firstName: `Member${i}`, lastName: "Bench", currentLocation: city, skills, interests }),
        at,
        at,
      ];
    },
  );
  const post = db.prepare(`INSERT INTO "Post" ("id", "authorId", "type", "category", "content", "searchText",
    "commentsCount", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const comment = db.prepare(`INSERT INTO "Comment" ("id", "postId", "authorId", "content", "searchText", "createdAt")
    VALUES (?, ?, ?, ?, ?, ?)`);
  // Oldest first, as a community writes them: the index's order is their age.
  many(posts, post, (i) => {
    const content = postText(i);
    const at = stamp(now - (posts - i) * 3_000);
    return [
      `bp${String(i).padStart(7, "0")}`,
      `bu${(i * 7) % users}`,
      TYPES[i % 6],
      null,
      content,
      searchDocument(content),
      1,
      at,
      at,
    ];
  });
  many(posts, comment, (i) => {
    const content = commentText(i);
    return [
      `bc${i}`,
      `bp${String(i).padStart(7, "0")}`,
      `bu${(i * 3) % users}`,
      content,
      searchDocument(content),
      stamp(now - (posts - i) * 3_000 + 1000),
    ];
  });
  many(questions, post, (i) => {
    const content = questionText(i, CITIES[i % CITIES.length]!);
    const at = stamp(now - (questions - i) * 45_000);
    return [
      `bq${String(i).padStart(6, "0")}`,
      `bu${(i * 11) % users}`,
      "advice",
      "Housing",
      content,
      searchDocument(content),
      2,
      at,
      at,
    ];
  });
  many(questions * 2, comment, (n) => {
    const content = answerText(n);
    const question = Math.floor(n / 2);
    return [
      `br${n}`,
      `bq${String(question).padStart(6, "0")}`,
      `bu${(question * 5 + n) % users}`,
      content,
      searchDocument(content),
      stamp(now - (questions - question) * 45_000 + 1000 * (1 + (n % 2))),
    ];
  });
  many(
    services,
    db.prepare(`INSERT INTO "Service" ("id", "providerId", "title", "description", "category", "location", "isOffering",
      "searchText", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, 'Legal Help', ?, 1, ?, ?, ?)`),
    (i) => {
      const service = { ...serviceText(i), category: "Legal Help", location: CITIES[i % CITIES.length]! };
      const at = stamp(now - (services - i) * 60_000);
      return [
        `bs${String(i).padStart(6, "0")}`,
        `bu${(i * 3) % users}`,
        service.title,
        service.description,
        service.location,
        serviceSearchTextFor(service),
        at,
        at,
      ];
    },
  );
  many(
    events,
    db.prepare(`INSERT INTO "Event" ("id", "organizerId", "title", "description", "eventDate", "location", "isVirtual",
      "searchText", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`),
    (i) => {
      const event = { ...eventText(i), location: CITIES[i % CITIES.length]! };
      const at = stamp(now - (events - i) * 60_000);
      return [
        `be${i}`,
        `bu${(i * 17) % users}`,
        event.title,
        event.description,
        stamp(now + (i - events / 5) * 6 * 3_600_000),
        event.location,
        eventSearchTextFor(event),
        at,
        at,
      ];
    },
  );
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.exec("ANALYZE");
  db.close();
  console.log(`built ${file} (${posts} posts, as many comments) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (!existsSync(file)) await build();

const { search } = await import("../app/models/search.server");
const { disconnectDatabase } = await import("../app/models/health.server");
const viewer = { id: "bu1", role: "member" as const };
const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 50);
for (const q of ["nigerian grocery", "Kreuz", "好吃"]) {
  for (const type of [undefined, "posts"] as const) {
    for (let i = 0; i < 5; i++) await search(viewer, { q, type });
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    let counts = {};
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      counts = (await search(viewer, { q, type })).counts;
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
    console.log(
      JSON.stringify({
        posts,
        q,
        type: type ?? "all",
        p50: +at(0.5).toFixed(1),
        p99: +at(0.99).toFixed(1),
        cpu: +((cpu.user + cpu.system) / 1000 / runs).toFixed(2),
        counts,
      }),
    );
  }
}
await disconnectDatabase();
