// What the member wrote without a connection, kept on the device (decision 084): shown in place as "Waiting to
// send" until the connection returns, with a way to take it back. Only with scripts: without them nothing queues.
import { useTranslation } from "react-i18next";
import type { OutboxItem } from "~/lib/outbox/types";

export function WaitingToSend({
  items,
  onRemove,
  align = "start",
}: {
  items: OutboxItem[];
  onRemove?: (id: string) => void;
  /** "end": a thread's own messages sit on the right (the left in right-to-left languages). */
  align?: "start" | "end";
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className={`mt-2 space-y-2 ${align === "end" ? "flex flex-col items-end" : ""}`} aria-label={t("outbox.label")}>
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="waiting"
          className="max-w-[80%] rounded-2xl border border-dashed border-gray-300 bg-gray-50 px-3 py-2 text-gray-900"
        >
          <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" dir="auto">
            {item.content}
          </p>
          <p className="mt-1 flex flex-wrap items-center justify-end gap-x-2 text-xs text-gray-600">
            <span role="status">{t("outbox.waiting")}</span>
            {onRemove ? (
              <button type="button" className="font-semibold underline" onClick={() => onRemove(item.id)}>
                {t("outbox.remove")}
              </button>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
