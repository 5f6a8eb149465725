// /connections/{id}/remove: without JS, the page Remove leads to (decision 036); its form posts to /connections
// as the dialog's does.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { removeConnectionConfirmation } from "~/components/people/connection-row";
import { ConfirmPage } from "~/components/ui/confirm-page";
import { dataTitleMeta } from "~/lib/page-context";
import { pageT, getConnection, requireUser, safeRedirect, pageHandler } from "./connections_.$id.remove.server";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const connection = await getConnection(user, params.id);
    const t = await pageT(request, context, "people");
    return {
      title: t("connections.removePageTitle"),
      connection: { id: connection.id, name: `${connection.user.firstName} ${connection.user.lastName}` },
      returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/connections"),
    };
  });
}

export default function RemoveConnectionPage() {
  const { connection, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("people");
  return (
    <ConfirmPage
      confirmation={removeConnectionConfirmation(t, connection.name)}
      returnTo={returnTo}
      action="/connections"
      fields={{ intent: "remove", connectionId: connection.id }}
    />
  );
}
