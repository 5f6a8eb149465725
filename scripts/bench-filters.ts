// The section filters' page 1 (Services, Advice, Events, Discover, the admin's users) and a few searches, timed
// through their model functions in this process, one call at a time, on the bench database (issue 44: the filters
// moved from LIKE '%term%' scans to the search index and must get faster). The same file runs in a checkout of the
// code before the index (09f4cf4, the parent of 36e62b0) against the same database file, which that code reads as
// it is (its LIKE over searchText finds the same words): before and after on the same rows.
//   BENCH_DATABASE_URL=file:./data/bench.db npx tsx scripts/bench-filters.ts
//   BENCH_FILTER_ONLY="near|within"   only the cases whose name matches it
// Prints one JSON line per case: { name, p50, p99, mean, cpu (this process's CPU per call), rows } in milliseconds.
const url = process.env.BENCH_DATABASE_URL ?? "file:./data/bench.db";
process.env.DATABASE_URL = url;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.NODE_ENV = "production";

const { listServices } = await import("../app/models/services.server");
const { listAdvice } = await import("../app/models/advice.server");
const { listEvents } = await import("../app/models/events.server");
const { searchPeople } = await import("../app/models/members.server");
const { listAdminUsers } = await import("../app/models/admin.server");
const { disconnectDatabase } = await import("../app/models/health.server");
const { search, suggest } = await import("../app/models/search.server");

const member = { id: "bu1", role: "member" as const };
const admin = { id: "bu1", role: "admin" as const };
const runs = Number(process.env.BENCH_FILTER_RUNS ?? 50);
const warm = Number(process.env.BENCH_FILTER_WARM ?? 30);

const cases: Array<[string, () => Promise<unknown[]>]> = [
  [
    "services q=visa help (common)",
    async () => (await listServices(member, { q: "visa help" }, { within: "any" })).services,
  ],
  [
    "services q=düsseldorf (rare)",
    async () => (await listServices(member, { q: "düsseldorf" }, { within: "any" })).services,
  ],
  ["advice q=kindergarten (common)", async () => (await listAdvice(member, { q: "kindergarten" })).questions],
  ["advice q=lübeck (rare)", async () => (await listAdvice(member, { q: "lübeck" })).questions],
  ["events q=job fair (any)", async () => (await listEvents(member, { q: "job fair", within: "any" })).events],
  ["discover q=nursing", async () => (await searchPeople(member, { q: "nursing" })).people],
  ["admin users q=member4242", async () => (await listAdminUsers(admin, { q: "member4242" })).users],
  // Near the member's city (issue 48): each place's walk, of every service or of one kind (decision 106).
  ["services near (100 km)", async () => (await listServices(member, {}, { within: "100" })).services],
  [
    "services near, Legal Help offered",
    async () => (await listServices(member, { category: "Legal Help", type: "offering" }, { within: "100" })).services,
  ],
  [
    "services near, Translation requested",
    async () =>
      (await listServices(member, { category: "Translation", type: "requesting" }, { within: "100" })).services,
  ],
  ["services within 500 km", async () => (await listServices(member, {}, { within: "500" })).services],
  [
    "services within 500 km, Translation requested",
    async () =>
      (await listServices(member, { category: "Translation", type: "requesting" }, { within: "500" })).services,
  ],
  // The questions' tab reads what is older than its window (decision 104), a month at a time (decision 107).
  [
    "search nigerian grocery, questions",
    async () => (await search(member, { q: "nigerian grocery", type: "questions" })).results,
  ],
  ["search nigerian grocery", async () => (await search(member, { q: "nigerian grocery" })).results],
  ["search Kreuz", async () => (await search(member, { q: "Kreuz" })).results],
  ["search 好吃", async () => (await search(member, { q: "好吃" })).results],
  ["suggest nigerian grocery", async () => await suggest(member, { q: "nigerian grocery" })],
  ["search Kreuz, questions", async () => (await search(member, { q: "Kreuz", type: "questions" })).results],
  ["search lübeck, questions", async () => (await search(member, { q: "lübeck", type: "questions" })).results],
  [
    "search a word nobody wrote, questions",
    async () => (await search(member, { q: "qzxjvw", type: "questions" })).results,
  ],
  ["search a word nobody wrote", async () => (await search(member, { q: "qzxjvw" })).results],
  ["search a word nobody wrote, people", async () => (await search(member, { q: "qzxjvw", type: "people" })).results],
  ["search a word nobody wrote, posts", async () => (await search(member, { q: "qzxjvw", type: "posts" })).results],
  ["advice q=nigerian grocery", async () => (await listAdvice(member, { q: "nigerian grocery" })).questions],
];
// BENCH_FILTER_ONLY="near|within": the cases whose name matches it (a regular expression).
const only = process.env.BENCH_FILTER_ONLY ? new RegExp(process.env.BENCH_FILTER_ONLY) : null;

for (const [name, call] of cases.filter(([name]) => !only || only.test(name))) {
  let rows = 0;
  // Warm first: after 3 calls the heavier lists were still being compiled by V8 (a warm page cost half the first 30's).
  for (let i = 0; i < warm; i++) rows = (await call()).length;
  const times: number[] = [];
  // CPU time of this process too (SQLite runs in it): steadier than the clock on a shared machine.
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const cpuUsed = process.cpuUsage(cpuBefore);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1000 / runs;
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    JSON.stringify({
      name,
      p50: +at(0.5).toFixed(2),
      p99: +at(0.99).toFixed(2),
      mean: +mean.toFixed(2),
      cpu: +cpu.toFixed(2),
      rows,
    }),
  );
}
await disconnectDatabase();

// A module (top-level await), with nothing to export.
export {};
