// How a page's loader or action answers an AppError nobody caught (bad input, not found, rate limited,
// database unavailable): its status as a plain-text page, with Retry-After when it has one, instead of a 500.
// Every page route's loader and action runs its work through it, as the API's do through apiHandler
// (api-response.server.ts); tests/unit/house-rules.test.ts checks both. Routes may still catch AppErrors
// themselves to answer better (a form with field errors, a redirect).
import { isAppError, type AppError } from "../lib/errors";

function errorPage(error: AppError): Response {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  if (error.extra.retryAfterSeconds) headers["Retry-After"] = String(error.extra.retryAfterSeconds);
  return new Response(error.message, { status: error.status, headers });
}

/**
 * Runs a page's loader or action: `export function loader(args) { return pageHandler(async () => ...) }`.
 * An AppError is thrown as its page; the result's type is kept, for useLoaderData<typeof loader>().
 * (A function declaration, not `export const loader = pageHandler(...)`: the browser build drops an unused
 * declaration, but keeps a call it cannot prove free of side effects.)
 */
export async function pageHandler<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw errorPage(error);
    throw error;
  }
}
