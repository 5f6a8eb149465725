import { createContext, useContext, useEffect, useState } from "react";

let hydrated = false;

/** True inside a part of the page React hydrates after the rest (HydrateLater). */
export const HydratesLater = createContext(false);

/**
 * False during the server render and the render that hydrates the component, true once scripts run. A
 * component in a part hydrated later starts from false even when the rest of the page is live: it must
 * render what the server rendered as it hydrates.
 */
export function useHydrated(): boolean {
  const later = useContext(HydratesLater);
  const [value, setValue] = useState(hydrated && !later);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
