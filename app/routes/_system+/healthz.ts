import { checkDatabase } from "~/models/health.server";
import { logger } from "~/server/logger.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader() {
  return pageHandler(async () => {
    try {
      await checkDatabase();
      return Response.json({ status: "ok", database: "ok" }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      logger().error(`health check failed: ${(error as Error).message}`);
      return Response.json(
        { status: "error", database: "unreachable" },
        { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
      );
    }
  });
}
