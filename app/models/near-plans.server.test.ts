// "Near you" must stay fast at scale (issue 27 §2, decision 062): each near list reads the bounding box of its
// radius on Place's (lat, lon) index and each place's items by their (placeId, key, id) index, and the
// virtual/remote part by its own index: no table scan. SQLite: EXPLAIN QUERY PLAN of the statement as it is
// prepared. PostgreSQL: EXPLAIN with sequential scans priced out (a test database's tables are too small for
// its planner to prefer an index), so the plan shows every table can be reached through an index; which side
// of the join it starts from is its choice by the tables' sizes.
import { db } from "~/server/db.server";
import { planOf as plan, plansOnSqlite as onSqlite } from "../../tests/setup/plans";
import { eventsNearSql } from "./events.server";
import { createService, servicesNearSql } from "./services.server";
import { createMember, placeId } from "../../tests/setup/factories";
import { encodeBandCursor } from "~/lib/cursor";
import { nearCandidates, type Centre } from "./near.server";
import type { Viewer } from "./viewer";

const viewer: Viewer = { id: "planviewer", role: "member" };
const cursor = encodeBandCursor({ band: 1, createdAt: new Date("2030-06-01T12:00:00.000Z"), id: "zzzzzzzz" });

/**
 * PostgreSQL with words: the words' matches come from their GIN index, and each of the list's two ways runs under
 * a one-time condition on their count (nearMatches), so only one of them reads anything.
 */
function expectMatchesFirst(lines: string[], index: string) {
  if (onSqlite) return;
  const text = lines.join("\n");
  expect(text).toMatch(new RegExp(`CTE matched[\\s\\S]*Bitmap Index Scan on ${index}`));
  expect(text.match(/One-Time Filter: \(\$\d+ (<=|>) /g)?.length).toBeGreaterThanOrEqual(4);
}

function expectIndexed(lines: string[], reads: Record<string, RegExp>) {
  const text = lines.join("\n");
  if (onSqlite) {
    // A table read is "SCAN <table>" when it walks it all; the subqueries' own rows ("SCAN near") are not tables.
    expect(text).not.toMatch(/^SCAN (main\.)?("?)(Place|Event|Service|User|Block|p|e|s|u|b)\2( |$)/m);
    expect(text).toMatch(reads.sqlite!);
  } else {
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(reads.postgres!);
  }
}

/** The candidates' plan: the area's places, then each place's items by its index (a subquery of the place), each
 * read by its rowid; never one range over the area. */
function candidatesWalk(alias: string, index: string): RegExp {
  return new RegExp(
    `MATERIALIZE near_places\\n.*SEARCH p USING COVERING INDEX Place_lat_lon_idx[\\s\\S]*SCAN np\\n` +
      `.*SEARCH c USING INTEGER PRIMARY KEY \\(rowid=\\?\\)\\n.*CORRELATED LIST SUBQUERY \\d+\\n` +
      `.*SEARCH ${alias} USING (COVERING )?INDEX ${index}`,
  );
}

describe("near lists read by index", () => {
  let centre: Centre;
  beforeAll(async () => {
    const place = await db.place.findFirstOrThrow({
      where: { nameKey: "berlin", countryCode: "DE" },
      orderBy: { population: "desc" },
      select: { id: true, name: true, lat: true, lon: true },
    });
    centre = { ...place, city: place.name, label: "Berlin, Germany" };
  });

  it.each([25, 100, 500])("events within %i km: the box on Place, then events by place and date", async (km) => {
    for (const options of [{ limit: 12 }, { limit: 12, cursor, q: "picnic" }]) {
      const lines = await plan(eventsNearSql(viewer, centre, km, options, new Date()));
      if (options.q) expectMatchesFirst(lines, "search_event");
      expectIndexed(lines, {
        sqlite:
          /SEARCH p USING COVERING INDEX Place_lat_lon_idx[\s\S]*SEARCH e USING INDEX Event_placeId_eventDate_id_idx[\s\S]*SEARCH e USING INDEX Event_isVirtual_eventDate_id_idx/,
        // Each place's events by their own (placeId, eventDate) walk: the place is the index's condition.
        postgres:
          /Index Scan using "Event_placeId_eventDate_id_idx" on "Event" e .*\n\s+Index Cond: \(\("placeId" >= p\.id\) AND \("placeId" <= p\.id\)/,
      });
    }
  });

  // SQLite's candidates (readNearPage): each place's own first ones from its index, a page of candidates deep.
  it.runIf(onSqlite).each([25, 100, 500])("events within %i km, the candidates: a walk of each place", async (km) => {
    for (const options of [{ limit: 12 }, { limit: 12, cursor, q: "picnic" }]) {
      const lines = await plan(eventsNearSql(viewer, centre, km, options, new Date(), nearCandidates(12)));
      expectIndexed(lines, {
        sqlite: candidatesWalk("e", "Event_placeId_eventDate_id_idx \\(placeId=\\? AND eventDate>\\?\\)"),
      });
    }
  });

  /**
   * Each place's walk of services: which index, and the conditions it takes (a type or category near nothing
   * read the city's every service of the category, or every service). PostgreSQL chooses by the type's share
   * of a place, and a test database's few rows read as well without it (at city scale it takes the type's
   * index: docs/benchmarks.md, twentieth session).
   */
  const serviceWalks = [
    { options: {}, index: "Service_placeId_createdAt_id_idx", sqlite: "", postgres: "\\)" },
    {
      options: { category: "Legal Help" as const },
      index: "Service_placeId_category_createdAt_id_idx",
      sqlite: " AND category=\\?",
      postgres: " AND \\(category = [^)]*\\)\\)",
    },
    {
      options: { type: "requesting" as const },
      index: "Service_placeId_isOffering_createdAt_id_idx",
      sqlite: " AND isOffering=\\?",
      postgresIndex: "Service_placeId_(?:isOffering_)?createdAt_id_idx",
      postgres: '(?: AND \\("isOffering" = false\\))?\\)',
    },
    {
      options: { category: "Translation" as const, type: "requesting" as const },
      index: "Service_placeId_category_isOffering_createdAt_id_idx",
      sqlite: " AND category=\\? AND isOffering=\\?",
      postgresIndex: "Service_placeId_category_(?:isOffering_)?createdAt_id_idx",
      postgres: ' AND \\(category = [^)]*\\)(?: AND \\("isOffering" = false\\))?\\)',
    },
  ];

  it.each([25, 100, 500])("services within %i km: the box on Place, then services by place", async (km) => {
    for (const { options, index, postgres, postgresIndex = index } of [
      ...serviceWalks,
      { ...serviceWalks[1], options: { cursor, q: "visa", category: "Legal Help" as const } },
    ]) {
      const lines = await plan(servicesNearSql(viewer, centre, km, { limit: 12, ...options }));
      if ("q" in options) expectMatchesFirst(lines, "search_service");
      expectIndexed(lines, {
        sqlite:
          /SEARCH p USING COVERING INDEX Place_lat_lon_idx[\s\S]*SEARCH s USING INDEX Service_placeId_createdAt_id_idx[\s\S]*SEARCH s USING INDEX Service_isRemote_createdAt_id_idx/,
        postgres: new RegExp(
          `Index Scan Backward using "${postgresIndex}" on "Service" s .*\\n\\s+Index Cond: \\(\\("placeId" >= p\\.id\\) AND \\("placeId" <= p\\.id\\)${postgres}`,
        ),
      });
    }
  });

  // A place holds a service of the list's category or type, or it is not walked (ServiceTally): PostgreSQL tests
  // it before each place's walk (a one-time filter of the walk, evaluated again for each place), SQLite when it
  // lists the area's places.
  it.each([25, 100, 500])("services within %i km: the tally before each place", async (km) => {
    for (const { options } of serviceWalks) {
      const text = (await plan(servicesNearSql(viewer, centre, km, { limit: 12, ...options }))).join("\n");
      // Without a category or a type a walk stops as soon as a probe of the tally would.
      if (Object.keys(options).length === 0) expect(text).not.toMatch(/ServiceTally/);
      else if (onSqlite)
        expect(text).toMatch(/SEARCH st USING (COVERING )?INDEX sqlite_autoindex_ServiceTally_1 \(placeId=\?/);
      else
        expect(text).toMatch(
          /InitPlan \d+ \(returns \$(\d+)\)\n\s+-> {2}[^\n]*"ServiceTally" st[\s\S]*?"placeId" = \$\d+[\s\S]*One-Time Filter: \$\1\n/,
        );
    }
  });

  // At run time: of the area's places, only those holding a service of the kind are walked (PostgreSQL counts
  // each walk's loops). Without the tally every place of the box was, each an empty probe of the index.
  it.runIf(!onSqlite)("services of a category and type: only the places that hold some are walked", async () => {
    const { user } = await createMember();
    const provider: Viewer = { id: user.id, role: "member" };
    const potsdam = await placeId("potsdam", "DE");
    await createService(provider, {
      title: "Translation wanted",
      description: "Someone to translate a lease",
      category: "Translation",
      isOffering: "false",
      placeId: potsdam,
    });
    const statement = servicesNearSql(viewer, centre, 100, { limit: 12, category: "Translation", type: "requesting" });
    const lines = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      const rows = await tx.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${statement.text}`,
        ...statement.values,
      );
      return rows.map((row) => row["QUERY PLAN"]);
    });
    const actual = (pattern: RegExp) => {
      const found = lines.find((text) => pattern.test(text))?.match(/ rows=(\d+) loops=(\d+)/);
      return { rows: Number(found?.[1] ?? NaN), loops: Number(found?.[2] ?? NaN) };
    };
    const places = actual(/Index (Only )?Scan using "Place_lat_lon_idx" on "Place" p/).rows;
    const walks = actual(/Scan Backward using "Service_placeId\w*" on "Service" s/).loops;
    const stocked = await db.serviceTally.count({
      where: { category: "Translation", isOffering: false, n: { gt: 0 } },
    });
    expect(places, lines.join("\n")).toBeGreaterThan(20);
    expect(walks, lines.join("\n")).toBeGreaterThanOrEqual(1);
    expect(walks, lines.join("\n")).toBeLessThanOrEqual(stocked);
  });

  it.runIf(onSqlite).each([25, 100, 500])("services within %i km, the candidates: a walk of each place", async (km) => {
    for (const { options, index, sqlite } of serviceWalks) {
      const lines = await plan(
        servicesNearSql(viewer, centre, km, { limit: 12, cursor, ...options }, nearCandidates(12)),
      );
      expectIndexed(lines, { sqlite: candidatesWalk("s", `${index} \\(placeId=\\?${sqlite}\\)`) });
    }
  });
});
