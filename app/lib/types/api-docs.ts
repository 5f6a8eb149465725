// What /api/docs shows of the OpenAPI document (app/web/api-contract/reference.server.ts builds it).
export type Field = { name: string; type: string; required: boolean };
export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  signIn: boolean;
  parameters: Array<Field & { in: string }>;
  body: { types: string[]; fields: Field[] } | null;
  responses: Array<{ status: string; description: string; type: string | null; fields: Field[] }>;
  /** The shared error answers it may give (in the one error shape), told once in `errors` below. */
  errors: string[];
};
export type ReferenceSection = { tag: string; operations: ReferenceOperation[] };
export type ApiReference = {
  description: string;
  sections: ReferenceSection[];
  schemas: Array<{ name: string; fields: Field[] }>;
  /** The shared error answers: status and what it means. */
  errors: Array<{ status: string; description: string }>;
};
