// A page load runs the root loader and the page's loader side by side, each with its own copy of the request
// (Remix strips its own search params into a new Request per loader): the signed-in member is looked up once,
// through the request context they share (docs/decisions/025-request-context.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createSession } from "~/models/accounts.server";
import { countStatements } from "~/server/db.server";
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
