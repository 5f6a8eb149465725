// A full event's waitlist for the member (decision 085): their place in line ("You're 3rd on the waitlist") and
// Leave, or Join with up to the event's allowance of guests. Plain forms without JS; fetchers with it.
import { useTranslation } from "~/i18n/react";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/kit";
import { GuestsPicker } from "./guests-picker";

/** The ordinal form of `n` in `locale` ("one", "two", "few", "many" or "other": English's 1st, 2nd, 3rd, 4th). */
export function ordinalForm(locale: string, n: number): string {
  try {
    return new Intl.PluralRules(locale, { type: "ordinal" }).select(n);
  } catch {
    return "other";
  }
}

export function WaitlistPanel({
  eventId,
  title,
  waitlist,
  guestsAllowed,
  returnTo,
}: {
  eventId: string;
  title: string;
  waitlist: { position: number; guests: number } | null;
  guestsAllowed: number;
  returnTo: string;
}) {
  const { t, i18n } = useTranslation("eventHosting");
  const { fetcher } = useEnhancedFetcher({ key: `waitlist-${eventId}` });
  const form = ordinalForm(i18n.language, waitlist?.position ?? 1);
  return (
    <EnhancedForm
      fetcher={fetcher}
      action={`/events/${eventId}/waitlist`}
      returnTo={returnTo}
      className="flex flex-wrap items-center gap-2"
      aria-label={t("waitlist.label", { title })}
      data-testid="waitlist"
    >
      {waitlist ? (
        <>
          <p className="text-sm font-medium text-amber-800" data-testid="waitlist-place">
            {t(`waitlist.place.${form}`, { count: waitlist.position })}
          </p>
          <button
            type="submit"
            name="intent"
            value="leave"
            className="btn-secondary"
            aria-busy={fetcher.state !== "idle"}
          >
            {t("waitlist.leave")}
          </button>
        </>
      ) : (
        <>
          {guestsAllowed > 0 ? <GuestsPicker id={`waitlist-guests-${eventId}`} max={guestsAllowed} /> : null}
          <button
            type="submit"
            name="intent"
            value="join"
            className="btn-primary"
            aria-busy={fetcher.state !== "idle"}
            data-testid="waitlist-join"
          >
            {t("waitlist.join")}
          </button>
        </>
      )}
    </EnhancedForm>
  );
}
