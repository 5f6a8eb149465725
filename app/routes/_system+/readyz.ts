// Readiness, for a load balancer: 200 when this node's database (and Redis, when REDIS_URL is set) answer,
// 503 otherwise. /healthz stays the process's liveness.
import { checkReadiness } from "~/models/health.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader() {
  return pageHandler(async () => {
    const { ready, ...checks } = await checkReadiness();
    return Response.json(
      { status: ready ? "ok" : "error", ...checks },
      {
        status: ready ? 200 : 503,
        headers: ready ? { "Cache-Control": "no-store" } : { "Cache-Control": "no-store", "Retry-After": "5" },
      },
    );
  });
}
