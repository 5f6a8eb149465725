// The web app manifest: a member can add the app to their phone's home screen and open it full screen.
// The name is configuration (APP_NAME); the icons are public/icons (the logo, and a maskable version whose
// mark sits inside the safe circle that phones crop to).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageT } from "~/i18n/page-t.server";
import { THEME_COLOR } from "~/lib/brand";
import { getEnv } from "~/server/env.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const name = getEnv().APP_NAME;
    // The description in the request's language (the member's choice, the cookie or Accept-Language).
    const t = await pageT(request, context, "landing");
    const manifest = {
      name,
      short_name: name,
      description: t("manifest.description"),
      id: "/",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#f9fafb",
      theme_color: THEME_COLOR,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      ],
    };
    return new Response(JSON.stringify(manifest), {
      headers: {
        "Content-Type": "application/manifest+json",
        "Cache-Control": "public, max-age=3600",
        Vary: "Accept-Language, Cookie",
      },
    });
  });
}
