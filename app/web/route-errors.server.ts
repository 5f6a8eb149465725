// One net under every loader and action of the build: an AppError that escapes a page's loader or action
// (bad input, not found, rate limited, database unavailable) becomes its 4xx/503 answer instead of a 500.
// Routes may still catch AppErrors themselves to answer better (a form with field errors, a redirect).
import type { ServerBuild } from "@remix-run/node";
import { isAppError, type AppError } from "../lib/errors";
import { jsonError } from "./api-response.server";

type Handler = (args: { request: Request }) => unknown;

function toResponse(error: AppError, request: Request): Response {
  const headers: Record<string, string> = {};
  if (error.extra.retryAfterSeconds) headers["Retry-After"] = String(error.extra.retryAfterSeconds);
  if (new URL(request.url).pathname.startsWith("/api/")) {
    return jsonError(error.status, error.code, error.message, { fields: error.fields, headers });
  }
  return new Response(error.message, { status: error.status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

function guard(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isAppError(error)) throw toResponse(error, args.request);
      throw error;
    }
  };
}

/** The same build with every route's loader and action behind the net. */
export function withAppErrorResponses(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module = { ...route.module } as Record<string, unknown>;
      for (const name of ["loader", "action"]) {
        if (typeof module[name] === "function") module[name] = guard(module[name] as Handler);
      }
      return [id, { ...route, module: module as unknown as typeof route.module }];
    }),
  );
  return { ...build, routes };
}
