// How a page's loader or action answers an AppError nobody caught (bad input, not found, rate limited,
// database unavailable): its status as a plain-text page, with Retry-After when it has one, instead of a 500.
// Every page route wraps its loader and action: `export const loader = pageHandler(async (args) => ...)`
// (the API's twin is apiHandler in api-response.server.ts; tests/unit/house-rules.test.ts checks both).
// Routes may still catch AppErrors themselves to answer better (a form with field errors, a redirect).
import { isAppError, type AppError } from "../lib/errors";

function errorPage(error: AppError): Response {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  if (error.extra.retryAfterSeconds) headers["Retry-After"] = String(error.extra.retryAfterSeconds);
  return new Response(error.message, { status: error.status, headers });
}

/** The loader or action `handler`, with AppErrors thrown as their pages; its result's type is kept for useLoaderData. */
export function pageHandler<Args extends { request: Request }, Result>(handler: (args: Args) => Promise<Result> | Result) {
  return async (args: Args): Promise<Result> => {
    try {
      return await handler(args);
    } catch (error) {
      if (isAppError(error)) throw errorPage(error);
      throw error;
    }
  };
}
