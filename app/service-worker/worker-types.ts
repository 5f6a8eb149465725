// The few service worker globals we use. TypeScript's "WebWorker" library cannot sit beside the "DOM" one the
// rest of the app compiles with (they declare the same names), so the worker names its own.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  request: Request;
  /** The navigation preload's answer (undefined when preload is off); missing where the browser has none. */
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
export interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
export interface SyncEvent extends ExtendableEvent {
  tag: string;
}
export interface WorkerNotification {
  tag: string;
  data: unknown;
  close(): void;
}
export interface NotificationEvent extends ExtendableEvent {
  notification: WorkerNotification;
}
export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
export interface WindowClient {
  id: string;
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
export interface WorkerGlobal {
  location: Location;
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
    getNotifications(filter?: { tag?: string }): Promise<WorkerNotification[]>;
    navigationPreload?: { enable(): Promise<void> };
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
