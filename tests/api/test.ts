// The API specs' `test`: Playwright's, with a `request` that holds every answer to the OpenAPI document the
// server serves (./contract.ts). Every spec under tests/api imports `test` and `expect` from here
// (tests/unit/house-rules.test.ts checks it), so the contract covers each answer of each spec, old or new.
import { test as base, type APIRequestContext, type APIResponse } from "@playwright/test";
import { Contract } from "./contract";

export { expect } from "@playwright/test";

let contract: Promise<Contract> | undefined;

function loadContract(request: APIRequestContext): Promise<Contract> {
  contract ??= request.get("/api/openapi.json").then(async (response) => {
    if (!response.ok()) throw new Error(`GET /api/openapi.json answered ${response.status()}`);
    return new Contract(await response.json());
  });
  return contract;
}

const VERBS = ["get", "post", "put", "patch", "delete", "head", "fetch"] as const;

/** The same request context, every answer checked against the document before the spec sees it. */
export function checked(request: APIRequestContext, contract: Contract): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !(VERBS as readonly string[]).includes(property)) return value;
      return async (url: unknown, options?: { method?: string }) => {
        const response: APIResponse = await (value as (...args: unknown[]) => Promise<APIResponse>).call(
          target,
          url,
          options,
        );
        const method = property === "fetch" ? (options?.method ?? (typeof url === "string" ? "GET" : "GET")) : property;
        contract.check(
          method.toUpperCase(),
          response.url(),
          response.status(),
          response.headers()["content-type"] ?? "",
          await response.body(),
        );
        return response;
      };
    },
  });
}

export const test = base.extend({
  request: async ({ request }, use) => {
    await use(checked(request, await loadContract(request)));
  },
});
