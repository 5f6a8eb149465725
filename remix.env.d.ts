/// <reference types="@remix-run/dev" />

import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    nonce: string;
    clientIp: string;
  }
}
