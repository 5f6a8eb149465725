// Configuration, validated once at boot: a bad value stops the server with one clear line.
import * as z from "zod";
import { DEFAULT_DATABASE_URL, databaseKind } from "../../prisma/database-url";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .default(DEFAULT_DATABASE_URL)
      .refine((url) => {
        try {
          databaseKind(url);
          return true;
        } catch {
          return false;
        }
      }, "must start with file: (SQLite) or postgresql:// (PostgreSQL)"),
    SESSION_SECRET: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    // The pseudo-locale en-XA (decision 068): on outside production; 1 offers it in production too (tests).
    I18N_PSEUDO: z.enum(["0", "1"]).optional(),
    APP_NAME: z.string().trim().min(1).max(40).default("Roots"),
    // The address members use (https://roots.example). Passkeys are bound to its host; without it, the request's own.
    APP_URL: z.string().url().optional(),
    // Mail (decision 057): sent over SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps://...), kept in
    // the admin's outbox (/admin/outbox) otherwise. Links in mail are built from APP_URL, never from a request.
    SMTP_URL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .url()
        .refine((url) => /^smtps?:\/\//.test(url), "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().trim().min(3).max(200).optional(),
    ),
    // Where a suspended member appeals (issue 43 §5), shown on /suspended; default appeals@ APP_URL's host.
    APPEAL_EMAIL: z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().email().optional()),
    // Push notifications (decision 082): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints)
    // and the contact push services may write to; without the keys, a pair is made once and kept in the database.
    VAPID_PUBLIC_KEY: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url (65 bytes, 87 characters)")
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (32 bytes, 43 characters)")
        .optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .refine((value) => /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value), "must be a mailto: or https:// address")
        .optional(),
    ),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    REDIS_URL: z.string().url().optional(),
    /** 0: this node runs no background jobs (a web-only node, or the bench's server); jobs it adds wait, queued,
     * for a node that does. */
    JOBS: z.enum(["0", "1"]).default("1"),
    TRUST_PROXY: z.enum(["0", "1"]).default("0"),
    // Admins must have two-factor sign-in on before /admin opens (decision 044).
    REQUIRE_ADMIN_2FA: z.enum(["0", "1"]).default("0"),
    /** Registrations per email, and per IP, per minute. */
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_AUTH_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** API requests per client (its token, or its address when it sends none) per minute (decision 061). */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Failed logins per 15 minutes: per (email, IP) pair, and per IP across emails (decision 029). */
    RATE_LIMIT_LOGIN_FAILURES_PER_PAIR: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
    /** Repeated failed logins per email per hour, from addresses that have already failed for it. */
    RATE_LIMIT_AUTH_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(100),
    /** Password hashes computed at once (default: one per core, at most UV_THREADPOOL_SIZE - 1) and waiting. */
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).optional(),
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    /** PostgreSQL: the hot reads as named prepared statements (decision 023); 0 behind PgBouncer in transaction mode. */
    PG_PREPARED_STATEMENTS: z.enum(["0", "1"]).default("1"),
    /** PostgreSQL: how long the server waits for a connection to open, in ms, before answering 503. */
    PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    /** PostgreSQL: how long one of the server's statements may take, in ms, before it answers 503; 0: no limit. */
    PG_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
    /** How long a request body may take to arrive beyond its size at 64 KB/s, in ms, before a 408 (decision 074). */
    BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** Writes one member may have in progress on one node at once; more answer 429 (decision 074). */
    MEMBER_WRITE_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
    INSIGHTS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** The least severe log lines written (decision 060). */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Prometheus metrics at /metrics on this port of its own (never expose it publicly; decision 059). */
    METRICS_PORT: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    /** Or at /metrics on the app's port, for `Authorization: Bearer <METRICS_TOKEN>` only. */
    METRICS_TOKEN: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    /** Socket pings and session re-checks; shorter only in tests. */
    SOCKET_HEARTBEAT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
    /** Uploaded pictures on the local disk (the default storage; decision 050). */
    UPLOADS_DIR: z.string().trim().min(1).default("data/uploads"),
    /** Set: uploaded pictures go to this S3-compatible bucket instead of the disk (several app nodes). */
    S3_BUCKET: z.string().trim().min(1).optional(),
    /** An S3-compatible endpoint (MinIO, R2, ...); unset for AWS itself. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    /** Without them the AWS SDK's own chain (environment, instance role) applies. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** 1: bucket in the path (most S3-compatible servers), 0: in the host name (AWS). */
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).default("1"),
    /** Pictures processed at once (each runs on one libvips thread); more wait their turn. */
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** The image workers' CPU priority (nice): 19 yields to everything else, page requests first; 0 to nothing. */
    IMAGE_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(19),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.APP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message: "is required when SMTP_URL is set (links in mail are built from it)",
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "is required with the other VAPID key (set both, or neither to keep a generated pair in the database)",
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT (metrics are never public)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (at least 16 characters)",
      });
    }
  });

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string };

let cached: Env | undefined;

export class ConfigError extends Error {}

/** Whether the configured database is PostgreSQL: the reads whose best statement differs by database ask it. */
export const onPostgres = (): boolean => databaseKind(getEnv().DATABASE_URL) === "postgres";

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  // Outside production a fixed development secret keeps `npm start` zero-config.
  cached = {
    ...parsed.data,
    SESSION_SECRET: parsed.data.SESSION_SECRET ?? "roots-development-secret-not-for-production",
  };
  return cached;
}
