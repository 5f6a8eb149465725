// Remix's Link, except that the server writes a plain app path as the anchor Link would render, without
// the router: resolving it there (useHref, the click handler's hooks, prefetch state) cost ≈ 9 µs a link,
// ≈ 1 ms of the home page's render for its hundred links (issue 13). The markup is the same, so the browser
// hydrates it as Remix's Link and navigates with it (link.test.tsx holds the two equal).
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";

export type { LinkProps };

const onServer = typeof document === "undefined";

/** An absolute path the router writes back as it is: no "." or ".." segments, no doubled or leading "//". */
function plainPath(to: LinkProps["to"]): to is string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return false;
  const path = to.replace(/[?#].*$/, "");
  return !path.includes("//") && !/(^|\/)\.\.?(\/|$)/.test(path) && !/[?#]$/.test(to) && !/\?#/.test(to);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to, prefetch, discover, reloadDocument, relative, replace: _replace, state: _state, preventScrollReset: _preventScrollReset, viewTransition: _viewTransition, ...anchor } = props;
  if (!onServer || !plainPath(to) || (prefetch && prefetch !== "none") || (discover && discover !== "render") || reloadDocument || relative) {
    return <RemixLink ref={ref} {...props} />;
  }
  // Attributes in Remix's order (its Link passes `target` last), so the markup is the same byte for byte.
  const { target, ...attributes } = anchor;
  return <a {...attributes} data-discover="true" href={to} target={target} />;
});
