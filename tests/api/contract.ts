// Holds an API answer to the OpenAPI document the server serves (/api/openapi.json): the answer's status must be
// one the document lists for that path and method (or its `default`), and its JSON body must match that status's
// schema (ajv, JSON Schema 2020-12). A path the document lacks, or a method it does not list, may only answer the
// one error shape. Used by every API spec through the `request` fixture of ./test.ts.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>
  >;
  components: { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> };
};

type Route = { template: string; pattern: RegExp; params: number };

const METHODS = ["get", "post", "put", "patch", "delete"];

export class Contract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    this.ajv.addSchema(document as object, "openapi.json");
    // The most literal template first: /api/users/search before /api/users/{id}.
    this.routes = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(
          `^${template
            .split(/(\{\w+\})/)
            .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
            .join("")}$`,
        ),
        params: (template.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The document's path template for a URL path, or null. */
  templateFor(pathname: string): string | null {
    let decoded = pathname;
    try {
      decoded = decodeURI(pathname);
    } catch {
      // A malformed path matches nothing.
    }
    return this.routes.find((route) => route.pattern.test(decoded) || route.pattern.test(pathname))?.template ?? null;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi.json#${pointer}`);
      if (!validate) throw new Error(`The document has no schema at ${pointer}`);
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** Throws, saying why, when the answer is not what the document says. */
  check(method: string, url: string, status: number, contentType: string, body: Buffer): void {
    const { pathname } = new URL(url, "http://localhost");
    if (!pathname.startsWith("/api/") || method === "HEAD" || method === "OPTIONS") return;
    const where = `${method} ${pathname} → ${status}`;
    // Remix's data request for a page under /api (the reference at /api/docs) belongs to the page, not the API.
    const page = pathname.endsWith(".data") ? this.templateFor(pathname.slice(0, -".data".length)) : null;
    if (page && this.document.paths[page].get?.responses["200"]?.content?.["text/html"]) return;
    const template = this.templateFor(pathname);
    const operation = template ? this.document.paths[template][method.toLowerCase()] : undefined;
    if (!operation) {
      // Not a documented operation: it must be refused, in the one error shape.
      if (status < 400)
        throw new Error(`${where}: not in the OpenAPI document (${template ?? "no path"}), yet answered ${status}`);
      return this.checkJson(where, "/components/schemas/Error", contentType, body);
    }
    const key = operation.responses[String(status)] ? String(status) : "default";
    let response = operation.responses[key];
    if (!response) throw new Error(`${where}: status not in the OpenAPI document for ${method} ${template}`);
    let pointer = `/paths/${escape(template!)}/${method.toLowerCase()}/responses/${key}`;
    if (response.$ref) {
      pointer = response.$ref.slice(1);
      response = this.document.components.responses![response.$ref.split("/").pop()!];
    }
    const content = response.content;
    if (!content) {
      if (body.length > 0 && status !== 302)
        throw new Error(`${where}: the document says no body; got ${body.length} bytes`);
      return;
    }
    if (!content["application/json"]) return; // HTML or a file: not JSON to check.
    this.checkJson(where, `${pointer}/content/application~1json/schema`, contentType, body);
  }

  private checkJson(where: string, pointer: string, contentType: string, body: Buffer) {
    if (!/json/.test(contentType)) throw new Error(`${where}: expected JSON, got ${contentType || "no Content-Type"}`);
    const value: unknown = JSON.parse(body.toString("utf8"));
    const validate = this.validator(pointer);
    if (!validate(value)) {
      const errors = this.ajv.errorsText(validate.errors, { separator: "\n  " });
      throw new Error(
        `${where}: the answer does not match the OpenAPI document (${pointer}):\n  ${errors}\n${body.toString("utf8").slice(0, 600)}`,
      );
    }
  }
}

/** A JSON Pointer token. */
const escape = (token: string) => token.replace(/~/g, "~0").replace(/\//g, "~1");

export { METHODS };
