// Passkey buttons: they need the browser's WebAuthn API, so they exist only once the page has hydrated
// (before that, or without JS, a line says so). @simplewebauthn/browser loads on the first click, not with
// the page.
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Spinner, useShowToast } from "~/components/ui/kit";
import { useHydrated, revalidateQuietly } from "~/lib/page-context";

async function postJson(url: string, body: unknown = {}): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, data };
}

function errorMessage(data: Record<string, unknown>, fallback: string): string {
  const error = data.error as { message?: unknown } | undefined;
  return typeof error?.message === "string" ? error.message : fallback;
}

/** A WebAuthn ceremony the member cancelled or let time out (the browser's NotAllowedError). */
function cancelledByDevice(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

function useCeremony() {
  const [busy, setBusy] = useState(false);
  const showToast = useShowToast();
  const fail = (description: string, title: string) =>
    showToast({ id: crypto.randomUUID(), type: "error", title, description });
  return { busy, setBusy, fail, showToast };
}

export function AddPasskeyButton() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { busy, setBusy, fail, showToast } = useCeremony();
  const { t } = useTranslation("account");
  if (!hydrated) return <p className="mt-3 text-sm text-gray-600">{t("passkeys.needsScript")}</p>;
  const addFailed = t("passkeys.addFailed");

  async function add() {
    setBusy(true);
    try {
      const options = await postJson("/api/account/passkeys/options");
      if (!options.ok) return fail(errorMessage(options.data, addFailed), addFailed);
      const { startRegistration } = await import("@simplewebauthn/browser");
      const response = await startRegistration({ optionsJSON: options.data as never });
      const saved = await postJson("/api/account/passkeys", { response });
      if (!saved.ok) return fail(errorMessage(saved.data, addFailed), addFailed);
      showToast({
        id: crypto.randomUUID(),
        type: "success",
        title: t("passkeys.added"),
        description: String(saved.data.name),
      });
      revalidateQuietly(revalidator);
    } catch (error) {
      fail(cancelledByDevice(error) ? t("passkeys.cancelled") : addFailed, addFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn-primary mt-3" onClick={add} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner /> : null}
      {busy ? t("passkeys.adding") : t("passkeys.add")}
    </button>
  );
}

export function PasskeySignInButton({ redirectTo }: { redirectTo: string }) {
  const hydrated = useHydrated();
  const { busy, setBusy, fail } = useCeremony();
  const { t } = useTranslation("auth");
  if (!hydrated) return <p className="text-center text-sm text-gray-600">{t("passkey.needsScript")}</p>;
  const failed = t("passkey.failed");

  async function signIn() {
    setBusy(true);
    try {
      const options = await postJson("/api/auth/passkey/options");
      if (!options.ok) return fail(errorMessage(options.data, failed), failed);
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON: options.data as never });
      const signedIn = await postJson("/api/auth/passkey", { response, redirectTo });
      if (!signedIn.ok) return fail(errorMessage(signedIn.data, failed), failed);
      // A full load: the signed-in shell, its data and the welcome toast come with the next page.
      window.location.assign(String(signedIn.data.redirectTo || "/"));
    } catch (error) {
      fail(cancelledByDevice(error) ? t("passkey.cancelled") : failed, failed);
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn-secondary w-full py-2.5" onClick={signIn} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner /> : null}
      {busy ? t("passkey.signingIn") : t("passkey.signIn")}
    </button>
  );
}
