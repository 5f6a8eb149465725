// Malformed requests over every API route and page action: wrong types, missing fields, huge strings,
// invalid JSON, wrong content types, unicode edge cases, NUL, foreign origins, legacy `?_data=` and `_js=1`
// requests, methods we do not speak. None may get a 5xx, and none that is refused may write a row. Runs on
// whichever database the e2e server uses (SQLite, or PostgreSQL in CI).
import fc from "fast-check";
import { expect, test } from "./test";
import { accountsAt, registerMember, rowsWrittenBy } from "../e2e/fixtures";

type Route = { method: string; path: string; page?: boolean };

// `{id}` is a path parameter, `{q}` a query value; both are fuzzed.
const ROUTES: Route[] = [
  { method: "POST", path: "/api/auth/login" },
  { method: "POST", path: "/api/auth/register" },
  { method: "GET", path: "/api/auth/user" },
  { method: "GET", path: "/api/feed?cursor={q}&limit={q}" },
  { method: "POST", path: "/api/posts" },
  { method: "GET", path: "/api/posts/{id}" },
  { method: "DELETE", path: "/api/posts/{id}" },
  { method: "POST", path: "/api/posts/{id}/like" },
  { method: "GET", path: "/api/posts/{id}/comments?cursor={q}&limit={q}" },
  { method: "POST", path: "/api/posts/{id}/comments" },
  { method: "DELETE", path: "/api/comments/{id}" },
  { method: "POST", path: "/api/connections/request" },
  { method: "GET", path: "/api/users/suggestions?limit={q}" },
  // Search (issue 44): what a member types is searched for as words, never read as the index's syntax.
  { method: "GET", path: "/api/search?q={q}" },
  { method: "GET", path: "/api/search?q={q}&type={q}&cursor={q}&limit={q}" },
  { method: "GET", path: "/api/search?q=a{q}&type=posts&cursor={q}" },
  { method: "POST", path: "/api/search?q={q}" },
  { method: "GET", path: "/search?q={q}&type={q}&cursor={q}", page: true },
  { method: "PUT", path: "/api/posts" },
  { method: "POST", path: "/api/{id}" },
  { method: "GET", path: "/api/admin/users?q={q}&cursor={q}" },
  { method: "POST", path: "/api/admin/users/{id}/suspend" },
  { method: "POST", path: "/admin/users/{id}/{q}", page: true },
  { method: "POST", path: "/api/reports" },
  { method: "POST", path: "/api/push/subscriptions" },
  { method: "DELETE", path: "/api/push/subscriptions" },
  { method: "PUT", path: "/api/account/push-preferences" },
  { method: "POST", path: "/api/blocks" },
  { method: "DELETE", path: "/api/blocks/{id}" },
  { method: "GET", path: "/api/admin/reports?status={q}&cursor={q}&limit={q}" },
  { method: "POST", path: "/api/admin/reports/{id}/{q}" },
  { method: "POST", path: "/admin/moderation", page: true },
  { method: "POST", path: "/report/{q}/{id}", page: true },
  { method: "GET", path: "/report/{q}/{id}?returnTo={q}", page: true },
  { method: "POST", path: "/login", page: true },
  { method: "POST", path: "/register", page: true },
  { method: "POST", path: "/?index", page: true },
  { method: "POST", path: "/posts/{id}", page: true },
  { method: "POST", path: "/posts/{id}/like", page: true },
  { method: "POST", path: "/posts/{id}/delete", page: true },
  { method: "POST", path: "/comments/{id}/delete", page: true },
  { method: "POST", path: "/connections/request", page: true },
  { method: "GET", path: "/?cursor={q}", page: true },
  { method: "GET", path: "/activity?cursor={q}", page: true },
  { method: "GET", path: "/posts/{id}", page: true },
  { method: "GET", path: "/posts/{id}/delete?returnTo={q}", page: true },
  { method: "GET", path: "/login?redirectTo={q}", page: true },
  { method: "GET", path: "/search?q={q}&type={q}&cursor={q}", page: true },
  { method: "GET", path: "/search/suggest?q={q}", page: true },
  { method: "PATCH", path: "/posts/{id}/like", page: true },
  // Remix's pre-single-fetch data requests (`{q}` is sometimes the route's own id).
  { method: "GET", path: "/advice/new?_data={q}", page: true },
  { method: "GET", path: "/services/new?_data={q}", page: true },
  { method: "POST", path: "/events/new?_data={q}", page: true },
  { method: "TRACE", path: "/login", page: true },
  { method: "TRACE", path: "/api/feed" },
  { method: "PROPFIND", path: "/{id}", page: true },
];

const FIELDS = [
  "content",
  "type",
  "category",
  "imageUrl",
  "email",
  "password",
  "confirmPassword",
  "firstName",
  "lastName",
  "countryOfOrigin",
  "currentLocation",
  "receiverId",
  "intent",
  "returnTo",
  "redirectTo",
  "cursor",
  "limit",
  "subjectType",
  "subjectId",
  "reason",
  "note",
  "reportId",
  "userId",
  // The no-script flag of old (decision 026 removed it): it must change nothing.
  "_js",
];

const nasty = fc.constantFrom(
  "",
  " ",
  "a\ud800",
  "\udfff",
  "\ud83d\ude00",
  "\u0000",
  "a\u0000b",
  "<BIG>",
  "' OR 1=1 --",
  "%",
  "_",
  "%_%",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "/\t/evil.example",
  "//evil.example",
  "\r\nSet-Cookie: a=b",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9".repeat(400),
  "\u202e",
  "\ufeff",
  "post",
  "event",
  "advice",
  "create-post",
  "1",
);
const text = fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), nasty);
const email = fc.oneof(
  text,
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 12 }).map((name) => `${name}@fuzz.example`),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  email,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 2 }),
);
const fields = fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, text), value, {
  maxKeys: 6,
});

// "<BIG>" stands for 100,000 characters (expanded when sent, so a failure report stays readable).
const BIG = "x".repeat(100_000);
const expand = (raw: string, big = BIG) => raw.replaceAll("<BIG>", big).replaceAll("%3CBIG%3E", big);

type Body = { contentType: string | null; data: Buffer | null };
const asForm = (object: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(object).map(([key, item]) => [key, typeof item === "string" ? item : (JSON.stringify(item) ?? "")]),
  ).toString();
const body: fc.Arbitrary<Body & { label?: string }> = fc.oneof(
  fields.map((object) => ({ contentType: "application/json", data: Buffer.from(expand(JSON.stringify(object))) })),
  fields.map((object) => ({
    contentType: "application/x-www-form-urlencoded",
    data: Buffer.from(expand(asForm(object))),
  })),
  fc
    .tuple(
      fc.constantFrom(
        null,
        "application/json",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=zz",
        "multipart/form-data",
        "application/json; charset=utf-16",
        "image/png",
        "application/xml",
        ";;;",
      ),
      fc.oneof(
        text,
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
        fc.constant('{"content":'),
      ),
    )
    .map(([contentType, raw]) => ({ contentType, data: Buffer.from(expand(raw)) })),
  fc.constant({ contentType: null, data: null }),
);
const pathPart = fc.oneof(
  text.map((part) => encodeURIComponent(part.replace(/[\ud800-\udfff]/g, "x"))),
  fc.constantFrom("%00", "%ED%A0%80", "..", "%2e%2e", "%", "%E0%A4%A"),
);
const queryPart = fc.oneof(
  pathPart,
  fc.constant(Buffer.from("10000-01-01T00:00:00.000Z|abc").toString("base64url")),
  // A search cursor's form (relevance~order~createdAt|id), a kind of result, and the index's own syntax.
  fc.constant(Buffer.from("9~0~2999-01-01T00:00:00.000Z|zzz").toString("base64url")),
  fc.constantFrom("posts", "people", "events", "services", "questions"),
  fc
    .constantFrom(
      '"',
      '"a',
      "*",
      "a*",
      "-a",
      "NEAR(a b)",
      "a AND b",
      "a OR",
      "NOT",
      "col:a",
      "^a",
      "(a)",
      "\\",
      "\u200f",
      "🎉",
      "東京",
    )
    .map(encodeURIComponent),
  fc
    .constantFrom(
      "root",
      "routes/_advice+/advice_.new",
      "routes/_services+/services_.new",
      "routes/_events+/events_.new",
    )
    .map(encodeURIComponent),
);
const auth = fc.constantFrom("bearer", "cookie", "none", "garbage");
// Mostly none (as a script sends), else a foreign page's form post.
const origin = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  fc.constantFrom("https://evil.example", "null", "not a url"),
);

test("no malformed request gets a 5xx or writes a row", async ({ request }) => {
  test.setTimeout(240_000);
  const member = await registerMember(request, { email: `fuzzer-${Date.now()}@fuzz-owner.example` });
  const statuses = new Map<number, number>();
  let sent = 0;

  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ROUTES),
      pathPart,
      queryPart,
      body,
      auth,
      origin,
      async (route, id, query, payload, mode, from) => {
        // A URL is at most a few KB in practice (Node refuses request heads over 16 KB with 431 before we see them).
        const path = expand(route.path.replaceAll("{id}", id).replaceAll("{q}", query), "x".repeat(4000));
        const headers: Record<string, string> = {};
        if (payload.contentType) headers["Content-Type"] = payload.contentType;
        if (mode === "bearer") headers.Authorization = `Bearer ${member.token}`;
        if (mode === "cookie") headers.Cookie = `roots_session=${member.token}`;
        if (mode === "garbage") headers.Cookie = "roots_session=%E0%A4%A";
        if (from) headers.Origin = from;
        const writes = route.method !== "GET" && route.method !== "TRACE";
        const before = writes ? [await rowsWrittenBy(member.id), await accountsAt("@fuzz.example")] : null;
        const send = () =>
          request.fetch(path, {
            method: route.method,
            headers,
            data: route.method === "GET" || route.method === "TRACE" ? undefined : (payload.data ?? undefined),
            maxRedirects: 0,
            failOnStatusCode: false,
          });
        // A connection reset with the server serving on (seen on CI under load, GETs and POSTs alike, not yet
        // explained: see issue 23's closing note) is a transport fault, not an answer: the request is sent
        // again once. A crashed server would refuse the retry and the test would still fail; a retried
        // request that wrote a row or answered 5xx still fails the checks below.
        const response = await send().catch((error: Error) => {
          if (/ECONNRESET/.test(error.message)) return send();
          throw error;
        });
        sent += 1;
        statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
        const where = `${route.method} ${path} (${payload.contentType}, ${mode}${from ? `, Origin: ${from}` : ""})`;
        expect(response.status(), where).toBeLessThan(500);
        // What the server saw, after the client resolved `..` and the like.
        if (new URL(response.url()).pathname.startsWith("/api/")) {
          if (response.status() >= 400) expect(response.headers()["content-type"], where).toContain("application/json");
        }
        if (before && response.status() >= 400) {
          expect([await rowsWrittenBy(member.id), await accountsAt("@fuzz.example")], where).toEqual(before);
        }
      },
    ),
    { numRuns: 400 },
  );

  console.log(`fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  expect(sent).toBeGreaterThanOrEqual(400);
  // The corpus must reach past the front door: some requests were accepted, many were refused.
  expect([...statuses.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
  expect([...statuses.keys()].filter((status) => status >= 400).length).toBeGreaterThan(3);
});
