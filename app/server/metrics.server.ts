// Prometheus metrics with prom-client (issue 30 §3, decision 059): one registry per process, kept on globalThis
// so server.ts and every copy of the build (dev re-imports it) record into the same metrics. Read at /metrics,
// which server.ts serves only on METRICS_PORT or behind METRICS_TOKEN, never to the public.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { realtimeCounters } from "../realtime/counters.server";

function createMetrics() {
  const registry = new Registry();
  const sources = { openSockets: () => 0 };
  // Process CPU and memory, heap spaces, event-loop lag, handles, GC: prefixed process_ / nodejs_.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by method, route pattern and status: time to the last byte",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    dbDuration: new Histogram({
      name: "db_statement_duration_seconds",
      help: "Database work: a Prisma operation (model.action) or a hot read's SQL statement (raw)",
      labelNames: ["operation"] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    dbErrors: new Counter({
      name: "db_unavailable_total",
      help: "Database work that failed because the database could not answer (answered 503)",
      registers,
    }),
    /** server.ts says how to count its open sockets (the ws server is its own). */
    sources,
    openSockets: new Gauge({
      name: "ws_open_sockets",
      help: "WebSockets open on this node",
      registers,
      collect() {
        this.set(sources.openSockets());
      },
    }),
    busLag: new Histogram({
      name: "bus_delivery_lag_seconds",
      help: "Live events from another node: time from its publish to delivery here (through Redis)",
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
    busDropped: new Gauge({
      name: "bus_events_dropped_total",
      help: "Live events not handed to Redis (too many waiting) since the process started",
      registers,
      collect() {
        this.set(realtimeCounters.busEventsDropped);
      },
    }),
    busFailed: new Gauge({
      name: "bus_events_failed_total",
      help: "Live events Redis did not take since the process started",
      registers,
      collect() {
        this.set(realtimeCounters.busEventsFailed);
      },
    }),
    rateLimited: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused for going over a rate limit (429), by limit",
      labelNames: ["limit"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare global {
  var __rootsMetrics: Metrics | undefined;
}

export function metrics(): Metrics {
  return (globalThis.__rootsMetrics ??= createMetrics());
}

/** The text a Prometheus server scrapes, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

/** Times `work` as database work named `operation` (failed work is timed too). */
export async function timeDb<T>(operation: string, work: () => Promise<T>): Promise<T> {
  const end = metrics().dbDuration.startTimer({ operation });
  try {
    return await work();
  } finally {
    end();
  }
}
