// Every country's flag as an SVG file from our own origin (decision 008): emoji flags show as boxes on Linux
// and as letters on Windows. Only the server imports the flags; the browser caches each one it shows.
import type { LoaderFunctionArgs } from "@remix-run/node";
import * as FLAGS from "country-flag-icons/string/3x2";
import { isFlagCode } from "~/lib/countries";
import { pageHandler } from "~/web/page-handler.server";

const SVG: Record<string, string> = FLAGS;

export function loader({ params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const code = params.code ?? "";
    if (!isFlagCode(code) || !Object.hasOwn(SVG, code))
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    return new Response(SVG[code], {
      headers: {
        "Content-Type": "image/svg+xml",
        "Cache-Control": "public, max-age=604800",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
