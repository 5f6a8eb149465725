/// <reference types="@remix-run/dev" />

import "@remix-run/node";
import type { PublicUser } from "~/models/users.server";
import type { Access } from "~/models/token-scope";

declare module "@remix-run/node" {
  // Single fetch (remix.config.js): loader and action types as turbo-stream carries them, data() unwrapped.
  interface Future {
    v3_singleFetch: true;
  }
  // Built per request by app/web/request-context.server.ts (docs/decisions/025-request-context.md).
  interface AppLoadContext {
    nonce: string;
    clientIp: string;
    /** The signed-in member or null, looked up once per request on first call. */
    viewer: () => Promise<PublicUser | null>;
    /** What the request's session may do beyond reading (a personal token's scope; a sign-in: everything). */
    access: () => Promise<Access>;
  }
}
