import { useRootData } from "./root-data";

/** The language the page is in (the root loader's; decision 068), for Intl formatting in components. */
export function useLocale(): string {
  return useRootData().locale;
}
