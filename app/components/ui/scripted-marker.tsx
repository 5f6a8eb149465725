import { useHydrated } from "~/utils/use-hydrated";

/** Tells an action that our scripts sent the form (answer with JSON, not a redirect). */
export function ScriptedMarker() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}

export type ScriptedResult = {
  ok: boolean;
  toast?: import("~/utils/root-data").ToastMessage | null;
  error?: { code: string; message: string; fields?: Record<string, string> };
};
