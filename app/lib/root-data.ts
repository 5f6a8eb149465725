// Typed access to the root loader's data from any component.
import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_TIME_ZONE } from "./time-zone";

/** A form a toast offers (Undo): where it posts and its fields. */
export type ToastAction = { label: string; action: string; fields: Record<string, string> };

export type ToastMessage = {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  action?: ToastAction;
};

export type ViewerUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  avatarUrl: string;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  role: "member" | "admin";
};

export type RootData = {
  appName: string;
  /** The language the page is in (decision 068). */
  locale: string;
  /** Where that language's catalog of messages is, named by its content: the browser loads it to come alive. */
  catalogHref?: string | null;
  user: ViewerUser | null;
  toast: ToastMessage | null;
  /** New on every load of the root's data, for members: the start of each form's one-time token (decision 031). */
  formSeed: string | null;
  /** The zone the page was rendered for (requestTimeZone); components read it through useTimeZone. */
  timeZone: string;
  /** When the server started reading this load's data (ms since the epoch): the live socket names it (decision 072). */
  loadedAt: number;
};

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return (
    data ?? {
      appName: "Roots",
      locale: "en",
      user: null,
      toast: null,
      formSeed: null,
      timeZone: DEFAULT_TIME_ZONE,
      loadedAt: 0,
    }
  );
}

export function useAppName(): string {
  return useRootData().appName;
}

export function useOptionalUser(): ViewerUser | null {
  return useRootData().user;
}
