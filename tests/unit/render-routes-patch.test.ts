// Decision 022: the server's @remix-run/react and react-router-dom (their CommonJS builds, patched at
// install by patches/@remix-run+react+2.17.5.patch and patches/react-router-dom+6.30.4.patch) build the
// route table a render uses once per build, not on every render. A render must still show what the route
// modules it is given render, and a changed module must give a new table.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type * as RemixReact from "@remix-run/react";
import type * as RouterServer from "react-router-dom/server";
import type * as Router from "@remix-run/router";

const require = createRequire(import.meta.url);
const remixServerPath = require.resolve("@remix-run/react/dist/server.js");
const routerServerPath = require.resolve("react-router-dom/server");
const { RemixServer, Outlet } = require("@remix-run/react") as typeof RemixReact;
const { createStaticRouter } = require(routerServerPath) as typeof RouterServer;
const { createStaticHandler } = require("@remix-run/router") as typeof Router;
const remixRoutes = require("@remix-run/react/dist/routes.js") as { createServerRoutes: (...args: unknown[]) => unknown };

const manifestRoute = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  module: `/${id}.js`,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
});
const manifest = {
  routes: { root: manifestRoute("root", ""), "routes/a": manifestRoute("routes/a", "a", "root") },
  entry: { module: "/entry.js", imports: [] },
  url: "/manifest.js",
  version: "1",
};
const page = (text: string): { default: ComponentType } => ({ default: () => createElement("p", null, text) });
const modules = { root: { default: () => createElement("main", null, createElement(Outlet)) }, "routes/a": page("page a") };
const handler = createStaticHandler([{ id: "root", path: "", children: [{ id: "routes/a", path: "a" }] }]);

async function render(routeModules: Record<string, { default: ComponentType }>) {
  const staticHandlerContext = await handler.query(new Request("http://localhost/a"));
  const context = { manifest, routeModules, staticHandlerContext, serverHandoffString: "{}", future: {}, isSpaMode: false, serializeError: (error: Error) => error };
  return renderToString(createElement(RemixServer, { context: context as unknown as RemixReact.RemixServerProps["context"], url: "http://localhost/a" }));
}

describe("the render's route table", () => {
  it("is the patched server builds", () => {
    for (const file of [remixServerPath, routerServerPath]) expect(readFileSync(file, "utf8"), file).toContain("Roots' patch (decision 022)");
  });

  it("is built once for a build's manifest and modules, and again when a module differs", async () => {
    const original = remixRoutes.createServerRoutes;
    let built = 0;
    remixRoutes.createServerRoutes = (...args: unknown[]) => {
      built++;
      return original(...args);
    };
    try {
      // Each request gets its own copy of the modules object (as Remix's handler makes it).
      expect(await render({ ...modules })).toBe("<main><p>page a</p></main>");
      expect(await render({ ...modules })).toBe("<main><p>page a</p></main>");
      expect(built).toBe(1);
      expect(await render({ ...modules, "routes/a": page("page a, changed") })).toBe("<main><p>page a, changed</p></main>");
      expect(built).toBe(2);
    } finally {
      remixRoutes.createServerRoutes = original;
    }
  });

  it("keeps the data routes of a routes array, and its matches point into them", async () => {
    const routes = [{ id: "root", path: "", children: [{ id: "routes/a", path: "a" }] }];
    const context = await createStaticHandler(routes).query(new Request("http://localhost/a"));
    if (context instanceof Response) throw new Error("unexpected response");
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route)).toEqual([first.routes[0], first.routes[0].children![0]]);
    expect(second.state.matches[1].route).toBe(first.routes[0].children![0]);
    const other = createStaticRouter([{ id: "root", path: "", children: [{ id: "routes/a", path: "a" }] }], context);
    expect(other.routes).not.toBe(first.routes);
  });
});
