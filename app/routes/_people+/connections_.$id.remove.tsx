// /connections/{id}/remove: without JS, the page Remove leads to (decision 036); its form posts to /connections
// as the dialog's does.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { removeConnectionConfirmation } from "~/components/people/connection-row";
import { ConfirmPage } from "~/components/ui/confirm-page";
import { titleMeta } from "~/lib/page-title";
import { getConnection } from "~/models/connections.server";
import { requireUser, safeRedirect } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Remove connection");

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const connection = await getConnection(user, params.id);
    return {
      connection: { id: connection.id, name: `${connection.user.firstName} ${connection.user.lastName}` },
      returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/connections"),
    };
  });
}

export default function RemoveConnectionPage() {
  const { connection, returnTo } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage
      confirmation={removeConnectionConfirmation(connection.name)}
      returnTo={returnTo}
      action="/connections"
      fields={{ intent: "remove", connectionId: connection.id }}
    />
  );
}
