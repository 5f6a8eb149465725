// The ten country flags as SVG files from our own origin (decision 008): emoji flags show as boxes on Linux
// and as letters on Windows. Only these ten are bundled into the server; the browser caches them.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { AR, BD, BR, CN, IN, MX, NG, PH, PK, VN } from "country-flag-icons/string/3x2";
import { isFlagCode, type FlagCode } from "~/lib/flags";
import { pageHandler } from "~/web/page-handler.server";

const SVG: Record<FlagCode, string> = { AR, BD, BR, CN, IN, MX, NG, PH, PK, VN };

export function loader({ params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const code = params.code ?? "";
    if (!isFlagCode(code))
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
