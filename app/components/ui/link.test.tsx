// The server's Link (link.tsx) must write exactly the markup Remix's Link writes, or hydration would
// not match it: every shape of link, through the real RemixServer render.
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { RemixServer, Link as RemixLink, type RemixServerProps } from "@remix-run/react";
import { createStaticHandler } from "@remix-run/router";
import { Link, type LinkProps } from "~/components/ui/kit";

const manifest = {
  routes: {
    root: {
      id: "root",
      path: "*",
      module: "/root.js",
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: false,
    },
  },
  entry: { module: "/entry.js", imports: [] },
  url: "/manifest.js",
  version: "1",
};

async function render(page: () => ReactNode, at = "http://localhost/events/1") {
  const staticHandlerContext = await createStaticHandler([{ id: "root", path: "*" }]).query(new Request(at));
  const routeModules: Record<string, { default: ComponentType }> = {
    root: { default: () => createElement("main", null, page()) },
  };
  const context = {
    manifest,
    routeModules,
    staticHandlerContext,
    serverHandoffString: "{}",
    future: {},
    isSpaMode: false,
    serializeError: (error: Error) => error,
  };
  return renderToString(
    createElement(RemixServer, { context: context as unknown as RemixServerProps["context"], url: at }),
  );
}

const shapes: LinkProps[] = [
  { to: "/" },
  { to: "/members/u1", className: "hover:underline", children: "Ana Lima" },
  {
    to: "/members/u%201",
    tabIndex: -1,
    "aria-hidden": true,
    children: createElement("img", { src: "/a.svg", alt: "" }),
  },
  { to: "/posts/p1#comments", title: "Comments", children: "3 comments" },
  { to: "/events?filter=past&q=food%20fair", id: "past", "aria-current": "page", children: "Past" },
  { to: "/services/", children: "trailing slash" },
  { to: "/a?", children: "empty search" },
  { to: "/a#", children: "empty hash" },
  { to: "/a?#x", children: "empty search, hash" },
  { to: "/a/./b", children: "dot segment" },
  { to: "/a/../b", children: "dot-dot segment" },
  { to: "/a//b", children: "double slash" },
  { to: "//elsewhere.example/x", children: "protocol-relative" },
  { to: "https://elsewhere.example/x", children: "absolute URL" },
  { to: "relative", children: "relative" },
  { to: "..", children: "up" },
  { to: { pathname: "/x", search: "?a=1" }, children: "object" },
  { to: "/x", replace: true, state: { from: "home" }, preventScrollReset: true, children: "navigation-only props" },
  { to: "/x", reloadDocument: true, children: "reload" },
  { to: "/x", prefetch: "intent", children: "prefetch" },
  { to: "/x", discover: "none", children: "no discover" },
  { to: "/x", relative: "path", children: "relative path" },
  {
    to: "/x",
    target: "_blank",
    rel: "noopener",
    style: { color: "red" },
    "data-testid": "x",
    children: "attributes",
  } as LinkProps,
];

describe("the server's Link", () => {
  it.each(shapes.map((shape) => [JSON.stringify(shape.to) + " " + String(shape.children ?? ""), shape] as const))(
    "writes what Remix's Link writes: %s",
    async (_name, shape) => {
      const ours = await render(() => createElement(Link, shape));
      const remix = await render(() => createElement(RemixLink, shape));
      expect(remix).toMatch(/^<main><a [^>]*href="[^"]*"/);
      expect(ours).toBe(remix);
    },
  );

  it("writes plain paths without the router", async () => {
    // Remix's Link needs a router; ours, for a plain path on the server, does not.
    expect(renderToString(createElement(Link, { to: "/members/u1", className: "x" }, "Ana"))).toBe(
      '<a class="x" data-discover="true" href="/members/u1">Ana</a>',
    );
    for (const to of ["/", "/posts/p1#comments", "/events?filter=past&q=food%20fair", "/services/"]) {
      expect(renderToString(createElement(Link, { to }, "x"))).toBe(
        `<a data-discover="true" href="${to.replace(/&/g, "&amp;")}">x</a>`,
      );
    }
  });
});
