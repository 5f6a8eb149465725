// The route pattern a request path matched ("/posts/:id", "/api/posts/:id/comments"), for metrics labels and
// log lines: a few dozen values, never the ids themselves. Matched with the router Remix itself uses.
import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "@remix-run/node";

type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };

const trees = new WeakMap<ServerBuild["routes"], Node[]>();

function treeOf(routes: ServerBuild["routes"]): Node[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  tree = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  trees.set(routes, tree);
  return tree;
}

/** The pattern of the deepest route `pathname` matches; a single fetch request (`/x.data`) keeps its suffix. */
export function routePattern(routes: ServerBuild["routes"], pathname: string): string {
  const data = pathname.endsWith(".data");
  const path = data ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") || "/" : pathname;
  // An index route never has children: the tree is what matchRoutes takes.
  const matches = matchRoutes(treeOf(routes) as Parameters<typeof matchRoutes>[0], path);
  if (!matches) return "(unmatched)";
  const pattern =
    "/" +
    matches
      .map((match) => match.route.path)
      .filter((part): part is string => Boolean(part))
      .join("/")
      .replace(/\/+/g, "/")
      .replace(/^\//, "");
  return data ? `${pattern === "/" ? "/_root" : pattern}.data` : pattern;
}
