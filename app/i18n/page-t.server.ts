import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import { serverT } from "./i18n.server";
import { requestLocale } from "./locale.server";

/** A loader's or action's t in the request's language: page titles, toasts, text made on the server. */
export async function pageT(request: Request, context: AppLoadContext, ns: string): Promise<TFunction> {
  return serverT(await requestLocale(request, context), ns);
}
