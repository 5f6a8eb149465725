// An uploaded picture, for signed-in members who may see what it belongs to (readImage: the visibility rule).
// Its name is random and its bytes never change, so the browser keeps it for a year, privately.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readImage } from "~/models/images.server";
import { getViewer } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ params, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const viewer = await getViewer(context);
    if (!viewer)
      return new Response("Sign in to see members' photos.", {
        status: 401,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const { bytes, contentType } = await readImage(viewer, params.name ?? "");
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": contentType,
        "Content-Length": String(bytes.length),
        "Cache-Control": "private, max-age=31536000, immutable",
        // X-Content-Type-Options: nosniff and the CSP come with every answer (server.ts).
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
  });
}
