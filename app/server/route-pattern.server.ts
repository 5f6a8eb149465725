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

// Matching flattens and ranks all the build's routes each time (about 0.2 ms of every request here, issue 48):
// the answers for the paths asked most (a member's home, their messages) are kept: at most 2,000 paths of at most
// 256 characters.
const known = new WeakMap<ServerBuild["routes"], Map<string, string>>();
const KNOWN_PATHS = 2000;

/** The pattern of the deepest route `pathname` matches; a single fetch request (`/x.data`) keeps its suffix. */
export function routePattern(routes: ServerBuild["routes"], pathname: string): string {
  let patterns = known.get(routes);
  if (!patterns) known.set(routes, (patterns = new Map()));
  let pattern = patterns.get(pathname);
  if (pattern === undefined) {
    pattern = matchPattern(routes, pathname);
    if (pathname.length > 256) return pattern;
    if (patterns.size >= KNOWN_PATHS) patterns.clear();
    patterns.set(pathname, pattern);
  }
  return pattern;
}

function matchPattern(routes: ServerBuild["routes"], pathname: string): string {
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
