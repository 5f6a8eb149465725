import { useEffect, useState } from "react";

let hydrated = false;

/** False during the server render and the first client render, true once scripts run. */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}

/** Outside React: whether the page has hydrated (false on the server and while hydrating). */
export function pageHydrated(): boolean {
  return hydrated;
}
