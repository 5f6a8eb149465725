// One rule for skipping revalidation: an action that already updated its own piece of the page in place
// (a like, a connection request) says so in its result with `revalidate: false`.
import type { ShouldRevalidateFunction } from "@remix-run/react";

export const revalidateUnlessHandled: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const handled =
    typeof actionResult === "object" &&
    actionResult !== null &&
    (actionResult as { revalidate?: unknown }).revalidate === false;
  return handled ? false : defaultShouldRevalidate;
};
