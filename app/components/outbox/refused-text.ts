// Why a queued send was refused, in one sentence: the server's reason (already in the page's language) without
// its closing stop, which the message adds in the language's own punctuation.
import type { TFunction } from "i18next";
import type { OutboxItem } from "~/lib/outbox/types";

export function refusedText(t: TFunction, item: OutboxItem, key: "refused" | "refusedKept" = "refused"): string {
  const reason = (item.refused?.reason ?? "").trim().replace(/[.。।۔]+$/u, "");
  return t(`outbox.${key}`, { reason: reason || t("outbox.refusedUnknown") });
}
