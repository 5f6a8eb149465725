// Every route of the app, read from the build's route manifest (run `npm run build:app` first), so a check that
// walks them all covers a new route without being told about it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type AppRoute = {
  id: string;
  /** The URL pattern, e.g. /posts/:id or /api/services/* */
  path: string;
  /** A page (it renders) rather than a resource route (the API, files, /healthz). */
  page: boolean;
  hasLoader: boolean;
  hasAction: boolean;
};

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  imports?: string[];
  hasLoader: boolean;
  hasAction: boolean;
};

export function appRoutes(): AppRoute[] {
  const dir = join(import.meta.dirname, "..", "..", "public", "build");
  const file = readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("No route manifest in public/build: run `npm run build:app` first");
  const source = readFileSync(join(dir, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    routes: Record<string, ManifestRoute>;
  };
  const routes = manifest.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent || "/";
  };
  return (
    Object.values(routes)
      // A layout without a path of its own (root, /messages' parent) is reached through its children.
      .filter((route) => route.id !== "root" && (route.path || route.index))
      .map((route) => ({
        id: route.id,
        path: fullPath(route.id),
        // Classic Remix lists a module's browser imports only for routes that render.
        page: route.imports !== undefined,
        hasLoader: route.hasLoader,
        hasAction: route.hasAction,
      }))
  );
}

export type RouteIds = {
  post: string;
  question: string;
  comment: string;
  event: string;
  service: string;
  user: string;
};

/** A URL for a route pattern: each parameter filled with a real item of the kind its area is about. */
export function fillPath(path: string, ids: RouteIds): string {
  const segments = path.split("/");
  const area = segments[1] === "api" || segments[1] === "admin" ? segments[2] : segments[1];
  const byArea: Record<string, string> = {
    posts: ids.post,
    advice: ids.question,
    comments: ids.comment,
    events: ids.event,
    services: ids.service,
  };
  const id = byArea[area] ?? ids.user;
  return path
    .replace("/report/:type/:id", `/report/user/${ids.user}`)
    .replace(":userId", ids.user)
    .replace(":id", id)
    .replace(":code", "MX")
    .replace(":term", "a")
    .replace(":action", "suspend")
    .replace(/:\w+/g, "x")
    .replace("*", "x");
}
