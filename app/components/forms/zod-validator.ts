// A form check from the zod schema the server uses (this module brings zod; keep it out of first loads
// with useLazySchemaForm where that matters).
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Validate } from "./validate-types";

export function zodValidator(schema: z.ZodType): Validate {
  return (formData) => parseWithZod(formData, { schema: schema as never }) as ReturnType<Validate>;
}
