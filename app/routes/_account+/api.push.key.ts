// GET /api/push/key: the server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`
// (decision 082). Public: it is what every browser is given; the private key never leaves the server.
import { vapidPublicKey } from "~/models/push-keys.server";
import { apiHandler } from "~/web/api-response.server";

export const loader = () => apiHandler(async () => Response.json(await vapidPublicKey()));
