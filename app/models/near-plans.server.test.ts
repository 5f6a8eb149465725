// "Near you" must stay fast at scale (issue 27 §2, decision 062): each near list reads the bounding box of its
// radius on Place's (lat, lon) index and each place's items by their (placeId, key, id) index, and the
// virtual/remote part by its own index: no table scan. SQLite: EXPLAIN QUERY PLAN of the statement as it is
// prepared. PostgreSQL: EXPLAIN with sequential scans priced out (a test database's tables are too small for
// its planner to prefer an index), so the plan shows every table can be reached through an index; which side
// of the join it starts from is its choice by the tables' sizes.
import { db } from "~/server/db.server";
import { planOf as plan, plansOnSqlite as onSqlite } from "../../tests/setup/plans";
import { eventsNearSql } from "./events.server";
import { servicesNearSql } from "./services.server";
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

  // PostgreSQL: a walk of one category or type names its place as an equality, so the kind's columns bound the
  // index scan and it ends with the place's services of that kind; written as a range, it read on through the
  // place's services of every kind before it in the index (at city scale, 166,000 for a kind the place has none
  // of). Without a kind, the range keeps the walk on the place's own index.
  it.each([25, 100, 500])("services within %i km: the box on Place, then services by place", async (km) => {
    for (const { options, index, postgres, postgresIndex = index } of [
      ...serviceWalks,
      { ...serviceWalks[1], options: { cursor, q: "visa", category: "Legal Help" as const } },
    ]) {
      const lines = await plan(servicesNearSql(viewer, centre, km, { limit: 12, ...options }));
      if ("q" in options) expectMatchesFirst(lines, "search_service");
      // The place alone, or first of the index's conditions.
      const cond =
        "category" in options || "type" in options
          ? `(?:\\("placeId" = p\\.id\\)\\n|\\(\\("placeId" = p\\.id\\)${postgres})`
          : `\\(\\("placeId" >= p\\.id\\) AND \\("placeId" <= p\\.id\\)${postgres}`;
      expectIndexed(lines, {
        sqlite:
          /SEARCH p USING COVERING INDEX Place_lat_lon_idx[\s\S]*SEARCH s USING INDEX Service_placeId_createdAt_id_idx[\s\S]*SEARCH s USING INDEX Service_isRemote_createdAt_id_idx/,
        postgres: new RegExp(
          `Index Scan Backward using "${postgresIndex}" on "Service" s .*\\n\\s+Index Cond: ${cond}`,
        ),
      });
    }
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
