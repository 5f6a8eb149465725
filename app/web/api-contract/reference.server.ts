// /api/docs' view of the OpenAPI document: per area, each operation with its parameters, body fields and answers,
// schemas told in words ("array of Post", "string, 1–5000"). Small and plain, so the page is server-rendered HTML.
import type { ApiReference, Field, ReferenceOperation } from "~/lib/types/api-docs";
import type { OpenApiDocument } from "./document.server";

type Schema = Record<string, unknown>;

/** A reference to one of the document's shared error answers (components/responses). */
const isSharedError = (response: unknown) =>
  typeof (response as Schema).$ref === "string" && String((response as Schema).$ref).includes("/responses/");

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const component = document.components[ref.split("/")[2]]?.[refName(ref)];
  return resolve(document, (component ?? {}) as Schema);
}

/** A schema in words. Named shapes keep their name; an operation's own schema is told by what it holds. */
function typeOf(document: OpenApiDocument, schema: Schema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return "any";
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    return /_(\d{3}|body|query)$/.test(name) ? typeOf(document, resolve(document, schema)) : name;
  }
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map((part) => typeOf(document, part)).join(" or ");
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : String(schema.type ?? "any");
  if (schema.type === "array") return `array of ${typeOf(document, schema.items as Schema)}`;
  const limits = [
    schema.minLength !== undefined || schema.maxLength !== undefined
      ? `${schema.minLength ?? 0}–${schema.maxLength ?? "…"} characters`
      : null,
    schema.minimum !== undefined || schema.maximum !== undefined
      ? `${schema.minimum ?? "…"}–${schema.maximum ?? "…"}`
      : null,
  ].filter(Boolean);
  return limits.length ? `${type}, ${limits.join(", ")}` : type;
}

function fieldsOf(document: OpenApiDocument, schema: Schema | undefined): Field[] {
  if (!schema) return [];
  const object = resolve(document, schema);
  const properties = (object.properties ?? {}) as Record<string, Schema>;
  const required = (object.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeOf(document, property),
    required: required.includes(name),
  }));
}

export function apiReference(document: OpenApiDocument): ApiReference {
  const sections = new Map<string, ReferenceOperation[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = ((operation.parameters ?? []) as Schema[]).map((parameter) => {
        const resolved = resolve(document, parameter) as {
          name: string;
          in: string;
          required?: boolean;
          schema?: Schema;
        };
        return {
          name: resolved.name,
          in: resolved.in,
          required: resolved.required === true,
          type: typeOf(document, resolved.schema),
        };
      });
      const body = operation.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
      const json = body?.content["application/json"]?.schema;
      const tag = ((operation.tags as string[] | undefined) ?? ["other"])[0];
      const list = sections.get(tag) ?? [];
      list.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? ""),
        signIn: !(operation.security as Array<Record<string, unknown>>).some(
          (entry) => Object.keys(entry).length === 0,
        ),
        parameters,
        body: body ? { types: Object.keys(body.content), fields: fieldsOf(document, json) } : null,
        errors: Object.entries(operation.responses)
          .filter(([, response]) => isSharedError(response))
          .map(([status]) => status),
        responses: Object.entries(operation.responses)
          .filter(([, response]) => !isSharedError(response))
          .map(([status, response]) => {
            const resolved = resolve(document, response as Schema) as {
              description?: string;
              content?: Record<string, { schema: Schema }>;
            };
            const [type, content] = Object.entries(resolved.content ?? {})[0] ?? [];
            const schema = content?.schema;
            return {
              status,
              description: resolved.description ?? "",
              type: schema ? (type === "application/json" ? typeOf(document, schema) : type) : null,
              fields:
                schema && typeof schema.$ref === "string" && /_\d{3}$/.test(schema.$ref)
                  ? fieldsOf(document, schema)
                  : [],
            };
          }),
      });
      sections.set(tag, list);
    }
  }
  const named = Object.entries(document.components.schemas).filter(([name]) => !/_(\d{3}|body|query)$/.test(name));
  return {
    description: String(document.info.description ?? ""),
    sections: [...sections].map(([tag, operations]) => ({ tag, operations })),
    schemas: named.map(([name, schema]) => ({ name, fields: fieldsOf(document, schema as Schema) })),
    errors: Object.entries(document.components.responses ?? {}).map(([name, response]) => ({
      status: name.replace(/^Error/, ""),
      description: String((response as { description?: string }).description ?? ""),
    })),
  };
}
