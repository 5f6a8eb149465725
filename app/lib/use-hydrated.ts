import { createContext, useContext, useEffect, useState } from "react";

let hydrated = false;

/** Inside a part of the page React hydrates after the rest (HydrateLater): whether that part is live yet. */
export const HydratesLater = createContext<{ current: boolean } | null>(null);

/**
 * False during the server render and the render that hydrates the component, true once scripts run. A
 * component in a part hydrated later starts from false until that part is live, even when the rest of the
 * page is: it must render what the server rendered as it hydrates.
 */
export function useHydrated(): boolean {
  const later = useContext(HydratesLater);
  const [value, setValue] = useState(hydrated && (later?.current ?? true));
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
