// A queued post or comment the server refused (decision 084): its text goes back into the form for editing,
// the reason shows under the field, and the item leaves the outbox.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OutboxItem } from "~/lib/outbox/types";
import { refusedText } from "./refused-text";

export function useRestoreRefused(
  outbox: { refused: OutboxItem[]; remove: (id: string) => void },
  setContent: (update: (typed: string) => string) => void,
): { reason: string | undefined; clear: () => void } {
  const { t } = useTranslation();
  const [reason, setReason] = useState<string | undefined>(undefined);
  const first = outbox.refused[0];
  useEffect(() => {
    if (!first) return;
    setContent((typed) => (typed.trim() ? `${typed}\n${first.content}` : first.content));
    setReason(refusedText(t, first));
    outbox.remove(first.id);
    // Once per refused item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first?.id]);
  return { reason, clear: () => setReason(undefined) };
}
