// "Turn on notifications on this device" beside the push choices (decision 083). Only where scripts run: the
// server renders nothing, the browser then shows this device's state. The permission prompt comes from the tap.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useAppName } from "~/lib/page-context";
import { readDevicePush, turnOffDevicePush, turnOnDevicePush, type DevicePushState } from "~/lib/push-device.client";

export function DevicePush() {
  // Asked for during the server render too, so the page carries these words for the browser.
  const { t } = useTranslation("device");
  const app = useAppName();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readDevicePush()
      .then((read) => live && setState(read))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  if (state === null) return null;

  const act = (run: () => Promise<DevicePushState>) => () => {
    setBusy(true);
    setFailed(false);
    run()
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  const says =
    state === "on"
      ? t("push.on")
      : state === "blocked"
        ? t("push.blocked")
        : state === "unsupported"
          ? t("push.unsupported", { app })
          : t("push.off");

  return (
    <section className="card mt-6 max-w-2xl space-y-3" aria-labelledby="device-push-heading" data-testid="device-push">
      <h2 id="device-push-heading" className="text-lg font-semibold text-gray-900">
        {t("push.heading")}
      </h2>
      <p className="text-sm text-gray-700 [overflow-wrap:anywhere]" role="status" data-state={state}>
        {says}
      </p>
      {state === "off" ? (
        <button type="button" className="btn-primary" disabled={busy} onClick={act(turnOnDevicePush)}>
          {busy ? t("push.working") : t("push.turnOn")}
        </button>
      ) : null}
      {state === "on" ? (
        <button type="button" className="btn-secondary" disabled={busy} onClick={act(turnOffDevicePush)}>
          {busy ? t("push.working") : t("push.turnOff")}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t("push.failed")}
        </p>
      ) : null}
    </section>
  );
}
