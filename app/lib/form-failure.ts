// The shape a page action returns when a form is rejected: a toast, field errors, and what the user typed.
import type { ToastMessage } from "./root-data";

export type FormFailure = {
  toast: ToastMessage;
  fields: Record<string, string>;
  values: Record<string, string>;
};
