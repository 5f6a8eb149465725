import type { LoaderFunctionArgs } from "@remix-run/node";
import { avatarSvg } from "~/web/avatar-svg.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const id = (params.id ?? "").slice(0, 100);
    return new Response(avatarSvg(id), {
      headers: {
        "Content-Type": "image/svg+xml",
        "Cache-Control": "public, max-age=86400, immutable",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  });
}
