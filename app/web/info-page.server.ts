// What an info page's loader returns: its title and description in the request's language, for infoPageMeta.
import type { AppLoadContext } from "@remix-run/node";
import { pageT } from "~/i18n/page-t.server";
import { getEnv } from "~/server/env.server";

export async function infoPageData(
  request: Request,
  context: AppLoadContext,
  ns: "info" | "apiDocs",
  keys: { title: string; description: string },
): Promise<{ title: string; description: string }> {
  const t = await pageT(request, context, ns);
  return { title: t(keys.title), description: t(keys.description, { appName: getEnv().APP_NAME }) };
}
