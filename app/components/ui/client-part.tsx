// A part that draws nothing until scripts run and the device has something to say (the outbox's runner and the
// texts it was refused, the service worker's bridge, the install hint): the server and the first render in the
// browser draw nothing, so its code comes after the page is live, in a file of its own, not in the first load.
import { lazy, Suspense, type ComponentType, type JSX } from "react";
import { useHydrated } from "~/lib/page-context";

export function clientPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element | null {
  const Part = lazy<ComponentType<P>>(() =>
    load().then(
      (component): { default: ComponentType<P> } => ({ default: component }),
      // Its file did not come (the connection dropped): the page goes on without the part until the next load.
      (): { default: ComponentType<P> } => ({ default: () => null }),
    ),
  ) as unknown as ComponentType<P>;
  return function ClientPart(props: P) {
    const hydrated = useHydrated();
    return hydrated ? (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    ) : null;
  };
}
