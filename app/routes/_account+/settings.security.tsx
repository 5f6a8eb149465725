// /settings/security: where the member is signed in (browsers and API sign-ins), with "Sign out" for each
// other session and "Sign out everywhere else", two-factor sign-in, passkeys and personal API tokens
// (decisions 043-045, 048). Plain forms: it works the same without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageShell, ShowToast } from "~/components/ui/kit";
import { DeviceList } from "~/components/account/device-list";
import { TwoFactorCard } from "~/components/account/two-factor-card";
import { useTranslation } from "~/i18n/react";
import type { TFunction } from "i18next";
import {
  pageT,
  createApiToken,
  listApiTokens,
  revokeApiToken,
  deleteOwnAccount,
  clearSessionCookie,
  redirectWithToast,
  latestExport,
  listPasskeys,
  removePasskey,
  endDevice,
  endOtherDevices,
  listDevices,
  beginTwoFactorSetup,
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  twoFactorStatus,
  readForm,
  currentSessionHash,
  requireUser,
  actionFailure,
  actionSuccess,
  formFailure,
  pageHandler,
  confirmSignIn,
  isRecentSignIn,
} from "./settings.security.server";
import { ConfirmSignInCard } from "~/components/account/confirm-sign-in-card";
import { TokenCard } from "~/components/account/token-card";
import { DeleteAccountCard } from "~/components/account/delete-account-card";
import { ExportCard } from "~/components/account/export-card";
import { PasskeyList } from "~/components/account/passkey-list";
import { dataTitleMeta } from "~/lib/page-context";
import type { Access } from "~/models/token-scope";

export const meta = dataTitleMeta;

const HERE = "/settings/security";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const [devices, twoFactor, passkeys, tokens, latest] = await Promise.all([
      listDevices(user, currentSessionHash(request)),
      twoFactorStatus(user),
      listPasskeys(user),
      listApiTokens(user),
      latestExport(user),
    ]);
    const now = new Date().toISOString();
    const t = await pageT(request, context, "account");
    return {
      devices,
      twoFactor,
      passkeys,
      tokens,
      latest,
      isAdmin: user.role === "admin",
      needsConfirm: !isRecentSignIn(await context.access()),
      now,
      title: t("security.title"),
    };
  });
}

async function twoFactorAction(
  user: Awaited<ReturnType<typeof requireUser>>,
  access: Access,
  current: string | null,
  form: Record<string, unknown>,
  t: TFunction,
) {
  switch (form.intent) {
    case "totp-start":
      await beginTwoFactorSetup(user, access);
      return actionSuccess(form, { to: HERE });
    case "totp-cancel":
      await cancelTwoFactorSetup(user);
      return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("twoFactor.cancelled") } });
    case "totp-confirm": {
      // The codes are shown in this answer only (never stored readable, never in a redirect's cookie).
      const { recoveryCodes } = await confirmTwoFactorSetup(user, access, form, current);
      return {
        recoveryCodes,
        toast: {
          type: "success" as const,
          title: t("twoFactor.turnedOn"),
          description: t("twoFactor.turnedOnDescription"),
        },
      };
    }
    case "totp-disable":
      await disableTwoFactor(user, access, form);
      return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("twoFactor.turnedOff") } });
  }
  return null;
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const current = currentSessionHash(request);
    const t = await pageT(request, context, "account");
    if (typeof form.intent === "string" && form.intent.startsWith("totp-")) {
      try {
        const answer = await twoFactorAction(user, await context.access(), current, form, t);
        if (answer) return answer;
      } catch (error) {
        return formFailure(form, error, { title: t("twoFactor.failed"), keep: ["intent"] });
      }
    }
    if (form.intent === "confirm-sign-in") {
      try {
        await confirmSignIn(user, await context.access(), form, current);
      } catch (error) {
        return formFailure(form, error, { title: t("confirmSignIn.failed"), keep: ["intent"] });
      }
      return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("confirmSignIn.done") } });
    }
    if (form.intent === "delete-account") {
      try {
        await deleteOwnAccount(user, await context.access(), form);
      } catch (error) {
        return formFailure(form, error, { title: t("deletion.failed"), keep: ["intent"] });
      }
      throw await redirectWithToast(
        "/",
        { type: "success", title: t("deletion.done"), description: t("deletion.doneDescription") },
        { headers: { "Set-Cookie": await clearSessionCookie(request) } },
      );
    }
    if (form.intent === "token-create") {
      try {
        // The token is in this answer only (never stored readable, never in a redirect's cookie).
        const { token, item } = await createApiToken(user, await context.access(), form);
        return {
          createdToken: { token, name: item.name },
          toast: { type: "success" as const, title: t("tokens.created"), description: t("tokens.shownOnce") },
        };
      } catch (error) {
        return formFailure(form, error, { title: t("tokens.createFailed"), keep: ["intent", "name"] });
      }
    }
    if (form.intent === "token-revoke") {
      try {
        const { name } = await revokeApiToken(user, await context.access(), form);
        return actionSuccess(form, {
          to: HERE,
          toast: { type: "success", title: t("tokens.revoked"), description: t("tokens.revokedDescription", { name }) },
        });
      } catch (error) {
        return actionFailure(form, error, { title: t("tokens.notFound") }, HERE);
      }
    }
    if (form.intent === "passkey-remove") {
      try {
        await removePasskey(user, await context.access(), form);
        return actionSuccess(form, { to: HERE, toast: { type: "success", title: t("passkeys.removed") } });
      } catch (error) {
        return actionFailure(form, error, { title: t("passkeys.notFound") }, HERE);
      }
    }
    try {
      if (form.intent === "end-others") {
        const count = await endOtherDevices(user, current);
        return actionSuccess(form, {
          to: HERE,
          toast: {
            type: "success",
            title: t("devices.endedOthers"),
            description: t("devices.endedOthersDescription", { count }),
          },
        });
      }
      const ended = await endDevice(user, form, current);
      // Ending the session this page runs in is a sign-out: the next page is the login page.
      return actionSuccess(form, {
        to: ended.current ? "/login" : HERE,
        toast: {
          type: "success",
          title: t("devices.endedOne"),
          description: t("devices.endedOneDescription", { device: ended.device }),
        },
      });
    } catch (error) {
      return actionFailure(form, error, { title: t("devices.endFailed") }, HERE);
    }
  });
}

export default function SecurityPage() {
  const { devices, twoFactor, passkeys, tokens, latest, isAdmin, needsConfirm, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const recoveryCodes = answer && "recoveryCodes" in answer ? answer.recoveryCodes : undefined;
  const createdToken = answer && "createdToken" in answer ? answer.createdToken : undefined;
  const failure = answer && "error" in answer ? answer : undefined;
  const intent = failure?.initialValue.intent;
  const { t } = useTranslation("account");
  return (
    <PageShell title={t("security.title")} subtitle={t("security.subtitle")}>
      {answer?.toast ? <ShowToast toast={answer.toast} /> : null}
      {needsConfirm ? (
        <ConfirmSignInCard error={intent === "confirm-sign-in" ? failure?.error.password?.[0] : undefined} />
      ) : null}
      <DeviceList devices={devices} now={now} />
      <TwoFactorCard
        status={twoFactor}
        recoveryCodes={recoveryCodes}
        codeError={intent?.startsWith("totp-") ? failure?.error.code?.[0] : undefined}
      />
      <PasskeyList passkeys={passkeys} now={now} />
      <TokenCard
        tokens={tokens}
        now={now}
        canAdmin={isAdmin}
        created={createdToken}
        failure={
          failure && intent === "token-create"
            ? {
                values: { name: failure.initialValue.name ?? "" },
                errors: {
                  name: failure.error.name?.[0],
                  scope: failure.error.scope?.[0],
                  expiresIn: failure.error.expiresIn?.[0],
                },
              }
            : undefined
        }
      />
      <ExportCard latest={latest} />
      <DeleteAccountCard
        needsCode={twoFactor.state === "on"}
        errors={
          intent === "delete-account"
            ? { password: failure.error.password?.[0], code: failure.error.code?.[0] }
            : undefined
        }
      />
    </PageShell>
  );
}
