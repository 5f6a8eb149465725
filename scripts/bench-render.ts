// The upper bound for GET / (issue 13): the same page rendered by React's renderToString alone, with the
// same loader data, no HTTP, no database, no Remix request handling. It runs one real request through the
// production build to capture Remix's render context (loader data, matches, manifest), then renders that
// context again and again (React's stream into memory, as entry.server.tsx does, with the loader data's
// encoded stream replayed from memory, so not even the data's encoding is counted: an upper bound).
// Prints one JSON line: { rendersPerSecond, meanMs, htmlBytes }.
// Run by scripts/bench.ts with DATABASE_URL and BENCH_RENDER_COOKIE set; not a test.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type * as Entry from "../app/entry.server";

const root = join(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_RENDER_SECONDS ?? 5);
const build: ServerBuild = await import(pathToFileURL(join(root, "build/index.js")).href);
let captured: { context: EntryContext; url: string; handoff?: ReadableStream<Uint8Array> } | undefined;
const entry = build.entry.module;
const handle = entry.default;
const capturing: ServerBuild = {
  ...build,
  entry: {
    module: {
      ...entry,
      default: (request, status, headers, context, loadContext) => {
        // The loader data's stream is read once by the render: keep a copy to replay.
        const [forPage, kept] = (context.serverHandoffStream as ReadableStream<Uint8Array> | undefined)?.tee() ?? [];
        captured = { context, url: request.url, handoff: kept };
        return handle(
          request,
          status,
          headers,
          { ...context, serverHandoffStream: forPage } as EntryContext,
          loadContext,
        );
      },
    },
  },
};
const handler = createRequestHandler(capturing, "production");
const cookie = process.env.BENCH_RENDER_COOKIE ?? "";
const loadContext = (entry as unknown as typeof Entry).createRequestContext({
  nonce: "bench",
  clientIp: "127.0.0.1",
  cookie,
  authorization: undefined,
});
const response = await handler(new Request("http://localhost/", { headers: { cookie } }), loadContext);
await response.text();
if (!captured || response.status !== 200) throw new Error(`the page did not render (status ${response.status})`);
const { context, url } = captured;
// In the page's language, with a view of its instance per render, as entry.server.tsx does per request.
const { pageI18n, I18nProvider } = entry as unknown as typeof Entry;
const locale = (context.staticHandlerContext.loaderData.root as { locale?: string } | undefined)?.locale ?? "en";
const handoff: Uint8Array[] = [];
if (captured.handoff) {
  for await (const chunk of captured.handoff as unknown as AsyncIterable<Uint8Array>) handoff.push(chunk);
}
function render(): Promise<string> {
  const chunks: Buffer[] = [];
  const serverHandoffStream = handoff.length
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of handoff) controller.enqueue(chunk);
          controller.close();
        },
      })
    : undefined;
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(
      createElement(I18nProvider, {
        i18n: pageI18n(locale),
        children: createElement(RemixServer, { context: { ...context, serverHandoffStream }, url, nonce: "bench" }),
      }),
      {
        nonce: "bench",
        onAllReady: () => pipe(sink),
        onShellError: reject,
      },
    );
  });
}
const html = await render();
for (let i = 0; i < 50; i++) await render(); // warm-up
let count = 0;
const started = performance.now();
while (performance.now() - started < seconds * 1000) {
  await render();
  count++;
}
const elapsed = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    rendersPerSecond: count / elapsed,
    meanMs: (elapsed * 1000) / count,
    htmlBytes: Buffer.byteLength(html),
  }),
);
process.exit(0);
