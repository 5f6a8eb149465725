// Input constraints (required, maxLength, minLength) for a form, from the zod schema the server checks.
// Conform's getZodConstraint reads string limits from zod's internal "bag", which zod 4.6 leaves empty,
// so the length limits are read from the checks themselves.
import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";

type Def = { type?: string; checks?: Array<{ _zod: { def: { check?: string; minimum?: number; maximum?: number } } }>; innerType?: Node; in?: Node; out?: Node; shape?: Record<string, Node> };
type Node = { _zod: { def: Def } };

/** The string schema inside wrappers (optional, default, preprocess, pipe, refine). */
function lengths(node: Node | undefined, depth = 0): { minLength?: number; maxLength?: number } {
  const def = node?._zod.def;
  if (!def || depth > 8) return {};
  if (def.type === "string") {
    const found: { minLength?: number; maxLength?: number } = {};
    for (const check of def.checks ?? []) {
      const { check: kind, minimum, maximum } = check._zod.def;
      if (kind === "max_length" && maximum !== undefined) found.maxLength = Math.min(found.maxLength ?? Infinity, maximum);
      if (kind === "min_length" && minimum !== undefined) found.minLength = Math.max(found.minLength ?? 0, minimum);
    }
    return found;
  }
  for (const inner of [def.innerType, def.in, def.out]) {
    const found = lengths(inner, depth + 1);
    if (found.maxLength !== undefined || found.minLength !== undefined) return found;
  }
  return {};
}

function shapeOf(node: Node, depth = 0): Record<string, Node> {
  const def = node._zod.def;
  if (def.shape) return def.shape;
  const inner = def.innerType ?? def.in;
  return inner && depth < 8 ? shapeOf(inner, depth + 1) : {};
}

type Constraint = { required?: boolean; maxLength?: number; pattern?: string };

export function formConstraint(schema: z.ZodType): Record<string, Constraint> {
  const constraint: Record<string, Constraint> = { ...(getZodConstraint(schema as never) as Record<string, Constraint>) };
  for (const [name, field] of Object.entries(shapeOf(schema as unknown as Node))) {
    // Only maxLength: a browser minLength would pre-empt the spec's own messages ("Password too short").
    const { maxLength } = lengths(field);
    if (maxLength !== undefined) constraint[name] = { ...constraint[name], maxLength };
  }
  return constraint;
}
