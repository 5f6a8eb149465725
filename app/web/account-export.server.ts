// A built "Download my data" file as a download (the security page's link and GET /api/account/export/{id}).
import { getEnv } from "~/server/env.server";

export function exportFileResponse(data: string, createdAt: string): Response {
  const product = getEnv()
    .APP_NAME.toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  return new Response(data, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${product || "account"}-data-${createdAt.slice(0, 10)}.json"`,
      // The member's own data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
