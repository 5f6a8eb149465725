// /settings/security: where the member is signed in (browsers and API tokens), with "Sign out" for each
// other session and "Sign out everywhere else". Plain forms: it works the same without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageShell } from "~/components/layout/page";
import { DeviceList } from "~/components/account/device-list";
import { accountCopy } from "~/copy/account";
import { titleMeta } from "~/lib/page-title";
import { endDevice, endOtherDevices, listDevices } from "~/models/devices.server";
import { readForm } from "~/web/form-body.server";
import { currentSessionHash, requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta(accountCopy.securityTitle);

const HERE = "/settings/security";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    return { devices: await listDevices(user, currentSessionHash(request)), now: new Date().toISOString() };
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const current = currentSessionHash(request);
    try {
      if (form.intent === "end-others") {
        const count = await endOtherDevices(user, current);
        return actionSuccess(form, {
          to: HERE,
          toast: {
            type: "success",
            title: accountCopy.endedOthers,
            description: accountCopy.endedOthersDescription(count),
          },
        });
      }
      const ended = await endDevice(user, form, current);
      // Ending the session this page runs in is a sign-out: the next page is the login page.
      return actionSuccess(form, {
        to: ended.current ? "/login" : HERE,
        toast: {
          type: "success",
          title: accountCopy.endedOne,
          description: accountCopy.endedOneDescription(ended.device),
        },
      });
    } catch (error) {
      return actionFailure(form, error, { title: accountCopy.endFailed }, HERE);
    }
  });
}

export default function SecurityPage() {
  const { devices, now } = useLoaderData<typeof loader>();
  return (
    <PageShell title={accountCopy.securityTitle} subtitle={accountCopy.securitySubtitle}>
      <DeviceList devices={devices} now={now} />
    </PageShell>
  );
}
