// Input constraints (required, maxLength) for a form, from the zod schema the server checks, through public
// APIs only: Conform's getZodConstraint for `required` and the rest, zod's own JSON Schema for the length
// limits (getZodConstraint reads those from zod's internal "bag", which zod 4.6 leaves empty).
import { getZodConstraint } from "@conform-to/zod/v4";
import { toJSONSchema, type z } from "zod";

type Constraint = { required?: boolean; maxLength?: number; pattern?: string };
type JsonSchema = { properties?: Record<string, { maxLength?: number }> };

export function formConstraint(schema: z.ZodType): Record<string, Constraint> {
  const constraint: Record<string, Constraint> = {
    ...(getZodConstraint(schema as never) as Record<string, Constraint>),
  };
  // "input": what the browser sends (a preprocess or transform describes its input side); anything JSON
  // Schema cannot describe (a refine, a transform's output) is left open rather than refused.
  const json = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    // Only maxLength: a browser minLength would pre-empt the spec's own messages ("Password too short").
    if (field.maxLength !== undefined) constraint[name] = { ...constraint[name], maxLength: field.maxLength };
  }
  return constraint;
}
