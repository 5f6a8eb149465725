// The shapes a form check has, whether zod runs in the page's bundle or arrives later.
import type { Submission } from "@conform-to/react";

export type FormErrors = Record<string, string[] | null | undefined>;
/** The attributes a field gets from its schema. */
export type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };
/** Checks a form's data in the browser, as the server will. */
export type Validate = (formData: FormData) => Submission<Record<string, string>, string[]>;
