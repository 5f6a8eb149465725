// What a page shows beside a member or their words: their link, why they are suggested, Connect, the local
// list, Report and the hidden badge. One module, so one script file (decision 090).
import { useTranslation, Trans } from "~/i18n/react";
import { Link, Avatar, EnhancedForm, useEnhancedFetcher, CountryFlag } from "~/components/ui/kit";
import { type ReportSubjectType } from "~/schemas/report-kinds";
import { type ReactNode } from "react";
import { type Suggestion, type ConnectionState } from "~/lib/types/people";
import { useCountryName } from "~/lib/countries";
import { type TFunction } from "i18next";
import { type Local } from "~/lib/types/moving";
import { numberFormat } from "~/lib/page-context";

/** What a hidden item can be, as its page calls it (the badge's sentence names it). */
export type HiddenItemKind = "post" | "comment" | "question" | "response" | "service" | "event";

// Shown to an item's author (and admins) on content an admin hid after a report: nobody else sees it.
export function HiddenBadge({ what }: { what: HiddenItemKind }) {
  const { t } = useTranslation("moderation");
  return (
    <p
      className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900"
      role="note"
      data-testid="hidden-badge"
    >
      {t(`hiddenBadge.${what}`)}
    </p>
  );
}

// "Report" on anything a member can report: a link to the report page (works without JS), which sends
// them back to `returnTo` with a toast.

export function reportPath(type: ReportSubjectType, id: string, returnTo: string): string {
  return `/report/${type}/${encodeURIComponent(id)}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function ReportLink({
  type,
  id,
  returnTo,
  className = "act text-gray-500",
}: {
  type: ReportSubjectType;
  id: string;
  returnTo: string;
  className?: string;
}) {
  const { t } = useTranslation("moderation");
  return (
    <Link to={reportPath(type, id, returnTo)} className={className} aria-label={t(`reportLink.label.${type}`)}>
      {t("reportLink.text")}
    </Link>
  );
}

// Names and avatars lead to the member's profile everywhere. The avatar link is skipped by keyboard
// and screen readers: the name next to it is the same link.

export const memberPath = (id: string) => `/members/${encodeURIComponent(id)}`;

export function MemberLink({
  id,
  children,
  className = "hover:underline",
}: {
  id: string;
  children: ReactNode;
  /** null: none (a post's head underlines its links itself). */
  className?: string | null;
}) {
  return (
    <Link to={memberPath(id)} className={className ?? undefined}>
      {children}
    </Link>
  );
}

export function MemberAvatar({
  user,
  size,
}: {
  user: Parameters<typeof Avatar>[0]["user"] & { id: string };
  size: number;
}) {
  return (
    // Not discovered on its own: the name beside it is the same path.
    <Link to={memberPath(user.id)} tabIndex={-1} aria-hidden className="shrink-0" discover="none">
      <Avatar user={user} size={size} />
    </Link>
  );
}

// Why a member is suggested ("From Mexico · also in Madrid"), in the page's language: the members model gives
// the reason's kind and values (`why`) beside its English sentence, which pages without a kind still show.

export function SuggestionReason({ person }: { person: Pick<Suggestion, "reason" | "why"> }) {
  const { t, i18n } = useTranslation("people");
  const countryName = useCountryName();
  const { why } = person;
  if (!why) return <>{person.reason}</>;
  const language = i18n?.language || "en";
  const km = "km" in why ? numberFormat(language).format(Math.round(why.km)) : "";
  const homeland = "homeland" in why ? countryName(why.homeland) : "";
  const key =
    why.kind === "homelandAway" && why.km < 1
      ? "homelandUnderOneKm"
      : why.kind === "away" && why.km < 1
        ? "underOneKm"
        : why.kind;
  return (
    <Trans
      t={t}
      i18nKey={`card.reason.${key}`}
      values={{ homeland, km, city: "city" in why ? why.city : "", skill: "skill" in why ? why.skill : "" }}
      components={{ city: <bdi dir="auto" />, skill: <bdi dir="auto" /> }}
    />
  );
}

// Connect: a plain form without JS; with JS "Requested" shows at once, until the page has reloaded.

const STATE_LABEL = {
  requested: "connect.requested",
  connected: "connect.connected",
} as const satisfies Record<Exclude<ConnectionState, "none" | "incoming">, string>;

export function ConnectButton({
  person,
  returnTo,
  compact = false,
}: {
  person: { id: string; firstName: string; lastName: string; connection: ConnectionState };
  returnTo: string;
  compact?: boolean;
}) {
  const { t } = useTranslation("people");
  const name = `${person.firstName} ${person.lastName}`;
  const { fetcher } = useEnhancedFetcher({ key: `connect-${person.id}` });
  const state: ConnectionState = fetcher.state !== "idle" ? "requested" : person.connection;
  return (
    <>
      {state === "none" ? (
        <EnhancedForm fetcher={fetcher} action="/connections/request" returnTo={returnTo}>
          <input type="hidden" name="receiverId" value={person.id} />
          <button
            className={compact ? "btn-secondary px-3 py-1 text-xs" : "btn-primary"}
            aria-label={t("connect.connectLabel", { name })}
          >
            {t("connect.connect")}
          </button>
        </EnhancedForm>
      ) : state === "incoming" ? (
        // They asked first: answering happens where the received requests are.
        <Link
          to="/connections?tab=received"
          className={compact ? "btn-secondary px-3 py-1 text-xs" : "btn-primary"}
          aria-label={t("connect.respondLabel", { name })}
        >
          {t("connect.respond")}
        </Link>
      ) : (
        <span className="text-xs font-medium text-gray-500">{t(STATE_LABEL[state])}</span>
      )}
    </>
  );
}

// Members shown to newcomers (decision 067): welcome helpers with their badge and a "Say hello" link that opens
// the message thread with a greeting in the box (a plain link: it works without scripts), and people from the
// newcomer's homeland already in the city.

/** The message thread with a greeting in the box, in the sender's language (`t` of the "people" namespace). */
export function sayHelloHref(t: TFunction, person: { id: string; firstName: string }, city: string): string {
  const greeting = t("local.greeting", { firstName: person.firstName, city });
  return `/messages/${person.id}?draft=${encodeURIComponent(greeting)}`;
}

export function HelperBadge() {
  const { t } = useTranslation("people");
  return (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
      {t("local.helperBadge")}
    </span>
  );
}

export function LocalList({ people, city, testId }: { people: Local[]; city: string; testId: string }) {
  const { t } = useTranslation("people");
  return (
    <ul className="space-y-3" data-testid={testId}>
      {people.map((person) => {
        const name = `${person.firstName} ${person.lastName}`;
        return (
          <li
            key={person.id}
            className="flex min-w-0 flex-wrap items-center gap-3"
            data-testid="local"
            data-helper={person.welcomeHelper}
          >
            <MemberAvatar user={person} size={36} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-gray-900">
                <MemberLink id={person.id} className="hover:underline">
                  <bdi dir="auto">{name}</bdi>
                </MemberLink>{" "}
                <CountryFlag country={person.countryOfOrigin} />
              </p>
              {person.welcomeHelper ? <HelperBadge /> : null}
            </div>
            {person.welcomeHelper ? (
              <Link
                to={sayHelloHref(t, person, city)}
                className="btn-secondary px-3 py-1 text-sm"
                aria-label={t("local.sayHelloTo", { name })}
              >
                {t("local.sayHello")}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
