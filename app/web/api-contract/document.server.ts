// The OpenAPI 3.1 document, made from the operations list and the zod schemas it names (never written by hand):
// GET /api/openapi.json serves it, /api/docs renders it, and the API tests validate every answer against it.
import * as z from "zod";
import { API_CLAIM_STALE_MS } from "~/models/submissions.server";
import { REPLAYED_HEADER } from "~/web/api-idempotency.server";
import { OPERATIONS, type Audience, type Operation } from "./operations.server";
import * as shape from "./shapes";

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: Record<string, unknown>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};
export type OpenApiOperation = {
  operationId: string;
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  [key: string]: unknown;
};

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  302: "Redirect (a browser's sign-out)",
  400: "Invalid input: `fields` names each field and what is wrong with it",
  401: "No valid Bearer token or session",
  403: "Not allowed (a read-only token writing, a suspended member, not an admin)",
  404: "Not found, or not yours to see",
  409: "Conflict (already exists, or a request with this Idempotency-Key still running: Retry-After)",
  413: "The body is too large",
  415: "The body must be JSON",
  422: "This Idempotency-Key was used with another request",
  429: "Over a rate limit: Retry-After says when to try again",
};

/** What every operation of an audience may answer besides its own: parsing, sign-in, the rate limit. */
function commonErrors(operation: Operation): number[] {
  const statuses = [400, 429];
  if (operation.audience !== "public") statuses.push(401, 403);
  if (operation.body) statuses.push(413, 415);
  if (isIdempotent(operation)) statuses.push(409, 422);
  return statuses;
}

/** A member's POST takes an Idempotency-Key (decision 065); a visitor's has no member to key it to. */
const isIdempotent = (operation: Operation) =>
  operation.method === "post" && operation.audience !== "public" && !operation.answerHasSecret;

const operationId = (operation: Operation) =>
  operation.method +
  operation.path
    .replace(/^\/api/, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => part.replace(/[{}]/g, ""))
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/** zod → JSON Schema: answers as the server sends them (output), bodies and queries as a client sends them (input). */
function jsonSchemas(schemas: Map<string, z.ZodType>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of schemas) registry.add(schema, { id });
  const { schemas: converted } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema as JsonSchema]),
  );
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Names a schema once: a schema used by several operations (or a named shape) is one component. */
function named(schemas: Map<string, z.ZodType>, id: string, schema: z.ZodType): string {
  for (const [known, value] of schemas) if (value === schema) return known;
  schemas.set(id, schema);
  return id;
}
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

function build(): OpenApiDocument {
  // Named shapes first, so an operation's schema refers to them rather than copying them.
  const answers = new Map<string, z.ZodType>();
  for (const value of Object.values(shape)) {
    const id = value instanceof z.ZodType ? (value.meta() as { id?: string } | undefined)?.id : undefined;
    if (id) answers.set(id, value);
  }
  const inputs = new Map<string, z.ZodType>();
  const paths: OpenApiDocument["paths"] = {};

  for (const operation of OPERATIONS) {
    const id = operationId(operation);
    const responses: OpenApiOperation["responses"] = {};
    const rateLimited = { RateLimit: headerRef("RateLimit"), "RateLimit-Policy": headerRef("RateLimit-Policy") };
    for (const [status, schema] of Object.entries(operation.responses)) {
      const headers: Record<string, unknown> = { ...rateLimited };
      if (operation.paged)
        Object.assign(headers, { Link: headerRef("Link"), "X-Next-Cursor": headerRef("X-Next-Cursor") });
      if (isIdempotent(operation)) headers[REPLAYED_HEADER] = headerRef(REPLAYED_HEADER);
      const response: Record<string, unknown> = { description: STATUS_TEXT[Number(status)] ?? "OK", headers };
      if (schema === "html") response.content = { "text/html": { schema: { type: "string" } } };
      else if (schema === "file") response.content = { "application/json": { schema: { type: "object" } } };
      else if (schema) {
        response.content = { "application/json": { schema: ref(named(answers, `${id}_${status}`, schema)) } };
      }
      responses[status] = response as OpenApiOperation["responses"][string];
    }
    for (const status of [...commonErrors(operation), ...(operation.errors ?? [])]) {
      responses[status] ??= { $ref: `#/components/responses/Error${status}` } as never;
    }
    // Anything else (405, 411, 503 …) is still the one error shape.
    responses.default = {
      description: "Any other error, in the one error shape",
      content: { "application/json": { schema: ref("Error") } },
    };

    const parameters: unknown[] = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string", maxLength: 200 },
    }));
    if (operation.query) {
      const queryId = named(inputs, `${id}_query`, operation.query);
      parameters.push({ $ref: `#/components/parameters/${queryId}` });
    }
    if (isIdempotent(operation)) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });

    let requestBody: unknown;
    if (operation.body || operation.multipart) {
      const content: Record<string, unknown> = {};
      if (operation.body) content["application/json"] = { schema: ref(named(inputs, `${id}_body`, operation.body)) };
      if (operation.multipart) content["multipart/form-data"] = { schema: { type: "object" } };
      requestBody = {
        required:
          operation.method !== "delete" &&
          operation.path !== "/api/notifications/read" &&
          // Only suspend sends one (its reason).
          operation.path !== "/api/admin/users/{userId}/{action}",
        content,
      };
    }

    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = {
      operationId: id,
      summary: operation.summary,
      tags: [operation.tag],
      security: SECURITY[operation.audience],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  const inputSchemas = jsonSchemas(inputs, "input");
  const schemas = { ...jsonSchemas(answers, "output"), ...inputSchemas };
  // A query object is documented as one parameter per key (OpenAPI's `form` style does this for an object).
  const parameters: Record<string, unknown> = {
    IdempotencyKey: {
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "Makes a POST safe to retry: the same key and the same request within 24 hours answers the first 2xx again " +
        `(with ${REPLAYED_HEADER}: true) and writes nothing; the same key with another request is a 422; a repeat ` +
        `while the first is still running a 409 (after ${API_CLAIM_STALE_MS / 1000} s it runs again). Keys are ` +
        "per member, 8 to 128 letters, digits, '_' or '-'.",
      schema: { type: "string", pattern: "^[\\w-]{8,128}$" },
    },
  };
  for (const [queryId] of inputs) {
    if (!queryId.endsWith("_query")) continue;
    const { properties = {}, required = [] } = inputSchemas[queryId] as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    delete schemas[queryId];
    // One component per query: each property becomes a parameter of its own below.
    for (const [name, schema] of Object.entries(properties)) {
      parameters[`${queryId}_${name}`] = { name, in: "query", required: required.includes(name), schema };
    }
  }
  // Point each operation at its query's parameters.
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      const list = (operation.parameters as Array<{ $ref?: string }> | undefined) ?? [];
      operation.parameters = list.flatMap((parameter) => {
        const match = parameter.$ref?.match(/parameters\/(.+_query)$/);
        if (!match) return [parameter];
        return Object.keys(parameters)
          .filter((key) => key.startsWith(`${match[1]}_`))
          .map((key) => ({ $ref: `#/components/parameters/${key}` }));
      });
      if ((operation.parameters as unknown[]).length === 0) delete operation.parameters;
    }
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Roots API",
      version: "1",
      description:
        "The API behind Roots: JSON in and out, a Bearer token from POST /api/auth/login or a personal API token. " +
        "Every error is `{ error: { code, message, fields? } }`. Lists are keyset pages: the next page's cursor is in " +
        'Link (rel="next") and X-Next-Cursor. Every answer carries RateLimit-Policy and RateLimit ' +
        "(draft-ietf-httpapi-ratelimit-headers); a 429 carries Retry-After. A path without a route answers 404 " +
        "(after the sign-in check under /api/admin and /api/services); a method a path does not take, 405.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A session token or a personal API token (roots_pat_…)",
        },
        cookie: { type: "apiKey", in: "cookie", name: "roots_session", description: "The browser's session" },
      },
      schemas,
      parameters,
      responses: errorResponses(),
      headers: {
        RateLimit: {
          description: 'Where the client stands in its API budget (e.g. `"api";r=119;t=60`)',
          schema: { type: "string" },
        },
        "RateLimit-Policy": { description: 'The API budget (e.g. `"api";q=120;w=60`)', schema: { type: "string" } },
        "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } },
        Link: { description: 'The next page: `</api/…?cursor=…>; rel="next"`', schema: { type: "string" } },
        "X-Next-Cursor": { description: "The next page's cursor", schema: { type: "string" } },
        [REPLAYED_HEADER]: {
          description: "`true` on the stored answer of a repeated Idempotency-Key",
          schema: { type: "string" },
        },
      },
    },
  };
}

/** The error answers operations share: the one error shape, with the rate-limit headers. */
function errorResponses(): Record<string, unknown> {
  const errors = Object.keys(STATUS_TEXT)
    .map(Number)
    .filter((status) => status >= 400);
  return Object.fromEntries(
    errors.map((status) => [
      `Error${status}`,
      {
        description: STATUS_TEXT[status],
        headers: {
          RateLimit: headerRef("RateLimit"),
          "RateLimit-Policy": headerRef("RateLimit-Policy"),
          ...(status === 429 || status === 409 ? { "Retry-After": headerRef("Retry-After") } : {}),
        },
        content: { "application/json": { schema: ref("Error") } },
      },
    ]),
  );
}

const SECURITY: Record<Audience, Array<Record<string, string[]>>> = {
  public: [{}, { bearer: [] }],
  member: [{ bearer: [] }, { cookie: [] }],
  admin: [{ bearer: [] }, { cookie: [] }],
};

let document: OpenApiDocument | undefined;

/** The document, made once per process. */
export function openApiDocument(): OpenApiDocument {
  document ??= build();
  return document;
}
