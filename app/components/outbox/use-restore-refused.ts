// A queued send the server refused (decision 084) goes back into its form for editing, with the reason under the
// field. It stays on the device, "claimed" by that form, until the member sends the box again (then it is done
// with) or leaves: a form that goes away (another page, or the thread itself became unavailable because the
// other member blocked this one) lets go of it, and the RefusedNotice keeps the text on screen instead. So a
// refused text is never lost without the member's say.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { removeItem } from "~/lib/outbox/queue";
import type { OutboxItem } from "~/lib/outbox/types";
import { refusedText } from "./refused-text";

/** The refused items a mounted form shows now; the notice shows the others. */
const claimed = new Set<string>();
export const CLAIMS_EVENT = "roots:outbox-claims";

function setClaimed(id: string, on: boolean) {
  if (on) claimed.add(id);
  else claimed.delete(id);
  window.dispatchEvent(new Event(CLAIMS_EVENT));
}

export function isClaimed(id: string): boolean {
  return claimed.has(id);
}

export function useRestoreRefused(
  refused: OutboxItem[],
  setContent: (update: (typed: string) => string) => void,
): { reason: string | undefined; settle: () => void } {
  const { t } = useTranslation();
  const [reason, setReason] = useState<string | undefined>(undefined);
  const mine = useRef(new Set<string>());
  const next = refused.find((item) => !claimed.has(item.id));
  useEffect(() => {
    if (!next) return;
    setClaimed(next.id, true);
    mine.current.add(next.id);
    setContent((typed) => (typed.trim() ? `${typed}\n${next.content}` : next.content));
    setReason(refusedText(t, next));
    // Once per refused item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next?.id]);
  useEffect(() => {
    const held = mine.current;
    return () => {
      for (const id of held) setClaimed(id, false);
      held.clear();
    };
  }, []);
  /** The member sent the box again: what it held is done with. */
  const settle = () => {
    setReason(undefined);
    for (const id of mine.current) {
      setClaimed(id, false);
      void removeItem(id).catch(() => {});
    }
    mine.current.clear();
  };
  return { reason, settle };
}
