// Admin inputs: the user-status action, a member's id in a path, the user list's filters, the analytics range.
import * as z from "zod";
import { USER_ROLES, USER_STATUSES, ANALYTICS_RANGES, ADMIN_SEARCH_MAX, DASHBOARD_USERS } from "~/schemas/constants";

export { USER_ROLES, USER_STATUSES, ANALYTICS_RANGES, ADMIN_SEARCH_MAX, DASHBOARD_USERS };

// "sign-out" ends every session of the member without suspending them; "delete" erases them (issue 29 §4).
export const USER_STATUS_ACTIONS = ["suspend", "activate", "sign-out", "delete"] as const;

/** Spec section 9: the dashboard lists the first 6 activity items (and 5 users: schemas/constants.ts). */
export const DASHBOARD_ACTIVITY = 6;

export const userStatusActionSchema = z.enum(USER_STATUS_ACTIONS, {
  error: "action: must be suspend, activate, sign-out or delete",
});

/** Why a member is suspended: shown to them on /suspended and kept in the audit log (issue 43 §5). */
export const SUSPEND_REASON_MAX = 500;
export const suspendReasonSchema = z.object({
  reason: z
    .string({ error: "Give a reason: the member will see it" })
    .trim()
    .min(1, "Give a reason: the member will see it")
    .max(SUSPEND_REASON_MAX, `Must be at most ${SUSPEND_REASON_MAX} characters`),
});

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

export const adminUserFiltersSchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be text" })
      .trim()
      .max(ADMIN_SEARCH_MAX, `Must be at most ${ADMIN_SEARCH_MAX} characters`)
      .optional(),
  ),
  role: z.preprocess(blankToUndefined, z.enum(USER_ROLES, { error: "Must be member or admin" }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES, { error: "Must be active or suspended" }).optional()),
});

export type AdminUserFilters = z.infer<typeof adminUserFiltersSchema>;
