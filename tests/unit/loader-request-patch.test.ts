// Decision 022: @remix-run/server-runtime (patched at install by
// patches/@remix-run+server-runtime+2.17.5.patch) passes a request without Remix's own search params to
// loaders and actions as it is, so the root and page loaders of one request share one Request (and the
// signed-in member looked up for it, app/web/guards.server.ts). A request with those params is still
// stripped of them, as before.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const dataPath = require.resolve("@remix-run/server-runtime/dist/data.js");
type Args = { request: Request; context: unknown; params: unknown };
type Call = (options: {
  loadContext: unknown;
  params: unknown;
  request: Request;
  routeId: string;
  singleFetch: boolean;
  loader?: (args: Args) => unknown;
  action?: (args: Args) => unknown;
}) => Promise<unknown>;
const { callRouteLoader, callRouteAction } = require(dataPath) as { callRouteLoader: Call; callRouteAction: Call };

const seen = async (call: Call, kind: "loader" | "action", request: Request, singleFetch = true) => {
  let received: Request | undefined;
  await call({ loadContext: {}, params: {}, request, routeId: "routes/x", singleFetch, [kind]: ({ request }: Args) => ((received = request), null) });
  return received!;
};

describe("loaders and actions get the request itself", () => {
  it("is the patched server runtime", () => {
    expect(readFileSync(dataPath, "utf8")).toContain("Roots' patch (decision 022)");
  });

  it("passes a request without Remix's params on as it is, to every loader and action", async () => {
    const request = new Request("http://localhost/events?filter=past&q=food", { headers: { cookie: "roots_session=abc" } });
    expect(await seen(callRouteLoader, "loader", request)).toBe(request);
    expect(await seen(callRouteLoader, "loader", request)).toBe(request);
    const post = new Request("http://localhost/posts/1/like", { method: "POST", body: "returnTo=%2F" });
    expect(await seen(callRouteAction, "action", post)).toBe(post);
  });

  it("still strips ?index, ?_routes (and ?_data without single fetch), keeping the rest", async () => {
    for (const [url, singleFetch, expected] of [
      ["http://localhost/?index", true, "http://localhost/"],
      ["http://localhost/?index=&cursor=abc", true, "http://localhost/?cursor=abc"],
      ["http://localhost/events?_routes=routes%2Fevents&q=a", true, "http://localhost/events?q=a"],
      ["http://localhost/events?_data=routes%2Fevents&q=a", false, "http://localhost/events?q=a"],
    ] as const) {
      const request = new Request(url, { headers: { cookie: "roots_session=abc" } });
      const received = await seen(callRouteLoader, "loader", request, singleFetch);
      expect(received, url).not.toBe(request);
      expect(received.url, url).toBe(expected);
      expect(received.headers.get("cookie"), url).toBe("roots_session=abc");
    }
    const post = new Request("http://localhost/?index", { method: "POST", body: "intent=create-post" });
    const received = await seen(callRouteAction, "action", post);
    expect(received.url).toBe("http://localhost/");
    expect(await received.text()).toBe("intent=create-post");
  });
});
