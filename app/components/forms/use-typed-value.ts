// What a member types before the page's scripts run stays theirs (decision 034). React keeps an input's
// typed value as it hydrates, but then writes a controlled field's state back over it at the next render,
// and it resets a textarea served with text to that text at once. So on the render that hydrates a field,
// its value starts from what the server-rendered element holds now.
import { useEffect, useLayoutEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

// No layout effects on the server (React warns there).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** What the server-rendered field `id` holds, on the render that hydrates it (`hydrated` false); undefined otherwise. */
export function typedBeforeHydration(id: string, hydrated: boolean): string | undefined {
  if (typeof document === "undefined" || hydrated) return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : undefined;
}

/** State for a controlled text field: `initial`, or what was typed into the field before hydration. */
export function useTypedValue(id: string, initial: string) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => typedBeforeHydration(id, hydrated) ?? initial);
  // Hydration yields to the browser: keys pressed meanwhile reached the element but not this state.
  useClientLayoutEffect(() => {
    const typed = typedBeforeHydration(id, hydrated);
    if (typed !== undefined) setValue(typed);
    // Once, as the field hydrates.
  }, []);
  return [value, setValue] as const;
}

/**
 * An uncontrolled textarea's defaultValue. On the render that hydrates it, what it holds now (React would
 * reset it to its served text otherwise); from the next render on, `defaultValue` again (a form reset
 * goes back to it).
 */
export function useTypedDefault<T>(id: string, defaultValue: T): T | string {
  const hydrated = useHydrated();
  const typed = typedBeforeHydration(id, hydrated);
  return typed ?? defaultValue;
}
