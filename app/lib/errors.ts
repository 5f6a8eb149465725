// Errors the domain layer throws on purpose. Routes turn them into JSON (API) or toasts and field errors (pages).
/** The codes the domain layer throws (its AppErrors). */
export const ERROR_CODES = [
  "validation",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "idempotency_key_reused",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "suspended",
  "unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes the HTTP edge answers itself (server.ts, api-response.server.ts) before or around a model. */
export const EDGE_ERROR_CODES = [
  "bad_request",
  "cross_site",
  "length_required",
  "method_not_allowed",
  "request_timeout",
  "internal",
] as const;

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  suspended: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // The same Idempotency-Key with another request (decision 065).
  idempotency_key_reused: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  // The database cannot be reached, or stayed locked by another process: try again later (Retry-After).
  unavailable: 503,
};

/** A rate limit as the API names it: `limit` requests per `windowSeconds`. */
export type RateLimitPolicy = { name: string; limit: number; windowSeconds: number };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      title?: string;
      fields?: Record<string, string>;
      /** A field's choices ("did you mean"): the city picker's places, by field name. */
      choices?: Record<string, Array<{ id: number; label: string }>>;
      retryAfterSeconds?: number;
      /** The limit a 429 is for, named in its RateLimit-Policy and RateLimit headers (decision 061). */
      rateLimit?: RateLimitPolicy;
      cause?: unknown;
    } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = "AppError";
    this.status = STATUS[code];
  }
  get title(): string | undefined {
    return this.extra.title;
  }
  get fields(): Record<string, string> | undefined {
    return this.extra.fields;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Waits for `work`; being over a write budget (rate_limited) only means it was not done, any other error stands. */
export async function unlessRateLimited(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!isAppError(error) || error.code !== "rate_limited") throw error;
  }
}
