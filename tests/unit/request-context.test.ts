// A page load runs the root loader and the page's loader side by side, each with its own copy of the request
// (Remix strips its own search params into a new Request per loader): the signed-in member is looked up once,
// through the request context they share (docs/decisions/025-request-context.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AppError } from "~/lib/errors";
import { createSession } from "~/models/accounts.server";
import { createEvent } from "~/models/events.server";
import { action as rsvpAction } from "~/routes/_events+/api.events.$id.rsvp";
import { countStatements, db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { loader as rootLoader } from "~/root";
import { loader as eventsLoader } from "~/routes/_events+/events";
import { createRequestContext } from "~/web/request-context.server";
import { createMember } from "../setup/factories";

const sessionReads = (statements: string[]) =>
  statements.filter((sql) => /FROM [`"]?(main[`"]?\.)?[`"]?Session\b/i.test(sql));

describe("the request context", () => {
  it("looks the signed-in member up once for the root and page loaders of one page load", async () => {
    const { user } = await createMember();
    const { token } = await createSession(user.id, "browser");
    const cookie = `roots_session=${encodeURIComponent(token)}`;
    const context = createRequestContext({ nonce: "n", clientIp: "127.0.0.1", cookie, authorization: undefined });
    const args = (): LoaderFunctionArgs => ({
      request: new Request("http://localhost/events", { headers: { cookie } }),
      context,
      params: {},
    });
    const { result, statements } = await countStatements(() => Promise.all([rootLoader(args()), eventsLoader(args())]));
    expect(((await (result[0] as Response).json()) as { user: { id: string } }).user.id).toBe(user.id);
    expect(sessionReads(statements)).toHaveLength(1);
  });

  it("takes the Bearer token over the cookie, and looks nothing up without either", async () => {
    const { user } = await createMember();
    const { token } = await createSession(user.id, "api");
    const bearer = createRequestContext({
      nonce: "n",
      clientIp: "ip",
      cookie: "roots_session=unknown",
      authorization: `Bearer ${token}`,
    });
    expect((await bearer.viewer())?.id).toBe(user.id);
    const visitor = createRequestContext({ nonce: "n", clientIp: "ip", cookie: undefined, authorization: undefined });
    const { result, statements } = await countStatements(() => visitor.viewer());
    expect(result).toBeNull();
    expect(statements).toHaveLength(0);
  });
});

describe("one member's writes in progress (decision 074)", () => {
  const limit = getEnv().MEMBER_WRITE_CONCURRENCY;

  it("a member's writes beyond the limit answer 429 with Retry-After before touching the database; reads and other members go on", async () => {
    const [{ user }, { user: other }] = [await createMember(), await createMember()];
    const { token } = await createSession(user.id, "api");
    const { token: otherToken } = await createSession(other.id, "api");
    const organizer = await createMember();
    const event = await createEvent(
      { id: organizer.user.id, role: organizer.user.role },
      { title: "Busy night", eventDate: new Date(Date.now() + 86_400_000).toISOString() },
    );
    const releases: Array<() => void> = [];
    const context = (bearer: string, method: string) =>
      createRequestContext({
        nonce: "n",
        clientIp: "ip",
        cookie: undefined,
        authorization: `Bearer ${bearer}`,
        method,
        onWriteAdmitted: (release) => releases.push(release),
      });
    // `limit` writes in progress (their answers not done: their slots not given back).
    for (let i = 0; i < limit; i++) expect((await context(token, "POST").viewer())?.id).toBe(user.id);
    expect(releases).toHaveLength(limit);

    // One more, through the RSVP API: 429 with Retry-After, and no RSVP written.
    const rsvp = (bearer: string) =>
      rsvpAction({
        request: new Request(`http://localhost/api/events/${event.id}/rsvp`, {
          method: "POST",
          headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" },
          body: JSON.stringify({ status: "attending" }),
        }),
        context: context(bearer, "POST"),
        params: { id: event.id },
      }) as Promise<Response>;
    const refused = await rsvp(token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(await db.rsvp.count({ where: { eventId: event.id } })).toBe(0);

    // Reads are not writes; another member has slots of their own.
    expect((await context(token, "GET").viewer())?.id).toBe(user.id);
    expect((await rsvp(otherToken)).status).toBe(200);

    // A finished write gives its slot back (once, however often its release is called).
    releases[0]();
    releases[0]();
    expect((await rsvp(token)).status).toBe(200);
    // (That write's own slot is not given back here: no server answered it.)
    expect(
      await context(token, "POST")
        .viewer()
        .catch((error: AppError) => error.status),
    ).toBe(429);
    for (const release of releases) release();
  });
});
