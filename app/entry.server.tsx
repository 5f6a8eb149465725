import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nProvider } from "~/i18n/react";
import { pageI18n } from "~/i18n/i18n.server";
import { requestLocale } from "~/i18n/locale.server";
import { checkDatabase, disconnectDatabase } from "~/models/health.server";
import { logger } from "~/server/logger.server";
import { closeRedis } from "~/server/redis.server";
import { jobHandlers } from "~/server/jobs/definitions.server";
import { startJobs, stopJobs } from "~/server/jobs/queue.server";
import { FlushBuffer } from "~/web/flush-buffer.server";

const ABORT_DELAY = 5_000;

// server.ts reaches the app's modules through the build, not by importing them itself: one module graph, so
// one database client, one socket registry and bus, and `instanceof AppError` sees the build's class
// (docs/decisions/010-realtime-through-the-build.md).
export { realtime } from "~/realtime/index.server";
export { createRequestContext } from "~/web/request-context.server";
export { checkDatabase };
export { metrics, metricsText } from "~/server/metrics.server";
export { routePattern } from "~/server/route-pattern.server";
export { apiBudgetFor } from "~/web/api-rate-limit.server";
export { withAcceptLanguage } from "~/i18n/request-language.server";
export { serviceWorkerScript } from "~/server/service-worker.server";
export { offlineHeaders } from "~/server/offline-owner.server";
// scripts/bench-render.ts renders a page as handleRequest does.
export { pageI18n } from "~/i18n/i18n.server";
export { I18nProvider } from "~/i18n/react";

/** This node's background worker: the embedded queue, or BullMQ with REDIS_URL (decision 056). */
export function startBackgroundJobs(): Promise<void> {
  return startJobs(jobHandlers());
}

/** Shutdown, once requests and sockets are done: running jobs (bounded), the database and, when there is one, the
 * Redis connection. */
export async function disconnect(): Promise<void> {
  await stopJobs();
  await Promise.all([disconnectDatabase(), closeRedis()]);
}

/** Logs what went wrong on our side; a client's bad request (a 4xx such as a POST to a page without an
 * action) or a request the client aborted is not an error of ours and would only flood the log. */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger().error({ err: error, reqId: context.requestId }, "request failed");
}

/** A page rendered for a refused request (429, 503) keeps the Retry-After its action or loader set. */
function keepRetryAfter(remixContext: EntryContext, responseHeaders: Headers) {
  const { actionHeaders, loaderHeaders } = remixContext.staticHandlerContext;
  for (const headers of [...Object.values(actionHeaders ?? {}), ...Object.values(loaderHeaders ?? {})]) {
    const value = headers.get("Retry-After");
    if (value) return responseHeaders.set("Retry-After", value);
  }
}

/** Client-side navigations and fetchers (single fetch `.data` requests) only get a route's headers through a
 * `headers` export; a 503 (database unavailable) still tells the client when to come back. */
export function handleDataRequest(response: Response): Response {
  if (response.status === 503 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", "5");
  return response;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  keepRetryAfter(remixContext, responseHeaders);
  // The page renders in the request's language, and sends the messages it used (decision 068).
  const i18n = pageI18n(await requestLocale(request, loadContext));
  // Bots and no-JS-first crawlers get the whole document at once.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once React has written the whole page: a pending timer per request is work and memory for nothing.
    const pending: { timer?: ReturnType<typeof setTimeout> } = {};
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </I18nProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new FlushBuffer();
          body.once("finish", () => clearTimeout(pending.timer));
          body.once("close", () => clearTimeout(pending.timer));
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(pending.timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger().error({ err: error, reqId: loadContext.requestId }, "render failed");
        },
      },
    );
    pending.timer = setTimeout(abort, ABORT_DELAY);
  });
}
