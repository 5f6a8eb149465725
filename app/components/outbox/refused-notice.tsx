// Refused sends that no form on the page holds (decision 084): the thread became unavailable, or the member is
// elsewhere. Their text stays on screen, to copy, until the member dismisses it.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { memberItems, removeItem } from "~/lib/outbox/store";
import {
  OUTBOX_CHANNEL,
  type OutboxItem,
  refusedText,
  CLAIMS_EVENT,
  isClaimed,
  outboxUsedHere,
} from "~/lib/outbox/queue";

// A form on the page claims its own items as it mounts: wait that long before showing them here.
const SETTLE_MS = 800;

export function RefusedNotice({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void memberItems(memberId)
          .then((all) => live && setItems(all.filter((item) => item.refused && !isClaimed(item.id))))
          .catch(() => {});
      }, SETTLE_MS);
    };
    if (outboxUsedHere()) read();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (channel) channel.onmessage = read;
    window.addEventListener(CLAIMS_EVENT, read);
    return () => {
      live = false;
      clearTimeout(timer);
      channel?.close();
      window.removeEventListener(CLAIMS_EVENT, read);
    };
  }, [memberId]);
  if (items.length === 0) return null;
  return (
    <section
      className="fixed inset-x-2 bottom-20 z-40 max-h-[50vh] space-y-2 overflow-y-auto rounded-lg border border-red-200 bg-white p-3 shadow-lg md:inset-x-auto md:bottom-4 md:end-4 md:w-96"
      aria-label={t("outbox.notSentLabel")}
    >
      {items.map((item) => (
        <div key={item.id} data-testid="refused" role="alert" className="space-y-1">
          <p className="text-sm text-red-700">{refusedText(t, item, "refusedKept")}</p>
          <p
            className="max-h-32 overflow-y-auto whitespace-pre-wrap break-words rounded bg-gray-50 p-2 text-sm [overflow-wrap:anywhere] select-all"
            dir="auto"
          >
            {item.content}
          </p>
          <button
            type="button"
            className="text-xs font-semibold text-gray-700 underline"
            onClick={() => {
              setItems((all) => all.filter((other) => other.id !== item.id));
              void removeItem(item.id).catch(() => {});
            }}
          >
            {t("outbox.dismiss")}
          </button>
        </div>
      ))}
    </section>
  );
}
