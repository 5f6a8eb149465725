// Where `redirectTo` / `returnTo` may send a user: a path on our own site, nothing else.
const BASE = "http://roots.invalid";

/**
 * Accepts only a path that starts with a single `/`, has no control characters or backslashes (browsers
 * drop tabs and newlines, so `/\t/evil.example` would become `//evil.example`), and resolves to our own
 * origin. Returns it normalised (percent-encoded), so it is always a valid Location header.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Encoding can never turn it into something else, but check what goes out, not only what came in.
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
