// Readiness, for a load balancer: 200 when this node's database answers (status "degraded" when Redis, with
// REDIS_URL set, does not: the node still serves pages), 503 otherwise. /healthz stays the process's liveness.
import { checkReadiness } from "~/models/health.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader() {
  return pageHandler(async () => {
    const { ready, degraded, ...checks } = await checkReadiness();
    return Response.json(
      { status: ready ? (degraded ? "degraded" : "ok") : "error", ...checks },
      {
        status: ready ? 200 : 503,
        headers: ready ? { "Cache-Control": "no-store" } : { "Cache-Control": "no-store", "Retry-After": "5" },
      },
    );
  });
}
