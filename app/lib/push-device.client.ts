// This browser's push subscription (decision 083): read, turned on after the member's tap, turned off. The
// server side is decision 082: GET /api/push/key, POST and DELETE /api/push/subscriptions with the session
// cookie (same origin; a subscription belongs to this browser session).

export type DevicePushState = "unsupported" | "blocked" | "off" | "on";

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration("/");
}

/** The VAPID key as pushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function send(method: "POST" | "DELETE", body: unknown): Promise<void> {
  const response = await fetch("/api/push/subscriptions", {
    method,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`push subscriptions: ${response.status}`);
}

/** What this device does now. A subscription the browser holds is told to the server again (it may have been
 * removed with an ended session): what the page shows is what the server will push to. */
export async function readDevicePush(): Promise<DevicePushState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription || Notification.permission !== "granted") return "off";
  await send("POST", subscription.toJSON()).catch(() => {});
  return "on";
}

/** After the member's tap only: the browser's permission prompt, then the subscription, then the server. */
export async function turnOnDevicePush(): Promise<DevicePushState> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const ready = await navigator.serviceWorker.ready;
  const keyAnswer = await fetch("/api/push/key", { headers: { Accept: "application/json" } });
  if (!keyAnswer.ok) throw new Error(`push key: ${keyAnswer.status}`);
  const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  try {
    await send("POST", subscription.toJSON());
  } catch (error) {
    // Not on the server: not on the device either, so the two never disagree.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return "on";
}

export async function turnOffDevicePush(): Promise<DevicePushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await send("DELETE", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return "off";
}
