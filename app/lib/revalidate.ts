import type { useRevalidator } from "@remix-run/react";

/**
 * Reloads the page's data. A reload cut short by a navigation or by a later reload is not an error: Remix
 * rejects its promise with an AbortError, which would otherwise reach the console as uncaught.
 */
export function revalidateQuietly(revalidator: ReturnType<typeof useRevalidator>): void {
  void Promise.resolve(revalidator.revalidate()).catch(() => {});
}
