// A circle's keeping on its page (issue 47, decision 087): the welcome and rules at the top, the pinned posts, the
// hosts with their badge, offers to host, and the host's tools. Every control is a plain form posting to the
// circle's page with an intent, so it all works without JavaScript.
import { Form, useActionData } from "@remix-run/react";
import { asFormReply, Link } from "~/components/ui/kit";
import { useTranslation } from "~/i18n/react";
import { SidebarCard } from "~/components/home/community";
import { MemberAvatar, MemberLink } from "~/components/people/member-ui";
import type { CircleHostPerson, CircleKeeping } from "~/lib/types/circle-hosts";
import type { FeedPost } from "~/lib/types/feed";

type Props = { keeping: CircleKeeping; here: string };

function Intent({
  here,
  intent,
  children,
  className,
}: {
  here: string;
  intent: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Form method="post" action={here} className={className}>
      <input type="hidden" name="returnTo" value={here} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

function when(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
}

/** The welcome, rules, a muted member's notice and the pinned posts: the top of the circle's page. */
export function CircleIntro({ keeping }: Props) {
  const { t, i18n } = useTranslation("circleHosts");
  if (!keeping.welcome && !keeping.rules && !keeping.mutedUntil && keeping.pinned.length === 0) return null;
  return (
    <div className="space-y-3" data-testid="circle-intro">
      {keeping.mutedUntil ? (
        <p
          role="status"
          className="card border-amber-300 bg-amber-50 text-sm text-amber-900"
          data-testid="circle-muted"
        >
          {t("youAreMuted", { until: when(keeping.mutedUntil, i18n.language) })}
        </p>
      ) : null}
      {keeping.welcome || keeping.rules ? (
        <div className="card space-y-2 text-sm">
          {keeping.welcome ? (
            <section aria-label={t("welcome")}>
              <h3 className="font-semibold text-gray-900">{t("welcome")}</h3>
              <p className="whitespace-pre-line break-words text-gray-700" dir="auto" data-testid="circle-welcome">
                {keeping.welcome}
              </p>
            </section>
          ) : null}
          {keeping.rules ? (
            <section aria-label={t("rules")}>
              <h3 className="font-semibold text-gray-900">{t("rules")}</h3>
              <p className="whitespace-pre-line break-words text-gray-700" dir="auto" data-testid="circle-rules">
                {keeping.rules}
              </p>
            </section>
          ) : null}
        </div>
      ) : null}
      {keeping.pinned.length > 0 ? (
        <section className="card" aria-label={t("pinned")}>
          <h3 className="mb-2 font-semibold text-gray-900">{t("pinned")}</h3>
          <ul className="space-y-2" data-testid="circle-pinned">
            {keeping.pinned.map((post) => (
              <li key={post.id} className="min-w-0 text-sm">
                <Link to={`/posts/${post.id}`} className="block truncate font-medium hover:underline" dir="auto">
                  {post.content}
                </Link>
                <span className="text-xs text-gray-500">
                  <bdi dir="auto">{`${post.author.firstName} ${post.author.lastName}`}</bdi>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function HostName({ person }: { person: CircleHostPerson }) {
  const { t } = useTranslation("circleHosts");
  return (
    <div className="flex min-w-0 items-center gap-2">
      <MemberAvatar user={person} size={32} />
      <MemberLink id={person.id} className="truncate text-sm font-semibold text-gray-900 hover:underline">
        <bdi dir="auto">{`${person.firstName} ${person.lastName}`}</bdi>
      </MemberLink>
      <span
        className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
        data-testid="host-badge"
      >
        {t("hostBadge")}
      </span>
    </div>
  );
}

/** The hosts (with their badge), offering to host, and for admins appointing, removing and deciding offers. */
export function HostsCard({ keeping, here, isAdmin }: Props & { isAdmin: boolean }) {
  const { t } = useTranslation("circleHosts");
  return (
    <SidebarCard title={t("hosts")}>
      {keeping.hosts.length === 0 ? (
        <p className="text-sm text-gray-500">{t("noHosts")}</p>
      ) : (
        <ul className="space-y-2" data-testid="circle-hosts">
          {keeping.hosts.map((host) => (
            <li key={host.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2">
              <HostName person={host} />
              {isAdmin ? (
                <Intent here={here} intent="remove-host">
                  <input type="hidden" name="userId" value={host.id} />
                  <button type="submit" className="btn-secondary text-xs">
                    {t("removeHost")}
                  </button>
                </Intent>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {keeping.canOffer ? (
        <Intent here={here} intent="offer-host" className="mt-3">
          <button type="submit" className="btn-secondary w-full">
            {t("offer")}
          </button>
        </Intent>
      ) : null}
      {keeping.offerPending ? <p className="mt-3 text-sm text-gray-600">{t("offerPending")}</p> : null}
      {isAdmin && keeping.offers && keeping.offers.length > 0 ? (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold text-gray-900">{t("offers")}</h3>
          <ul className="space-y-2" data-testid="circle-host-offers">
            {keeping.offers.map((person) => (
              <li key={person.id} className="space-y-1">
                <HostNameOnly person={person} />
                <div className="flex gap-2">
                  <Intent here={here} intent="approve-offer">
                    <input type="hidden" name="userId" value={person.id} />
                    <button type="submit" className="btn-primary text-xs">
                      {t("approve")}
                    </button>
                  </Intent>
                  <Intent here={here} intent="decline-offer">
                    <input type="hidden" name="userId" value={person.id} />
                    <button type="submit" className="btn-secondary text-xs">
                      {t("decline")}
                    </button>
                  </Intent>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isAdmin ? (
        <Intent here={here} intent="appoint-host" className="mt-4 space-y-2">
          <label htmlFor="appoint-member" className="block text-sm font-medium text-gray-700">
            {t("appointLabel")}
          </label>
          <input
            id="appoint-member"
            name="member"
            required
            maxLength={254}
            className="input w-full"
            autoComplete="off"
          />
          <button type="submit" className="btn-primary w-full">
            {t("appoint")}
          </button>
        </Intent>
      ) : null}
    </SidebarCard>
  );
}

function HostNameOnly({ person }: { person: CircleHostPerson }) {
  return (
    <MemberLink id={person.id} className="block truncate text-sm font-semibold text-gray-900 hover:underline">
      <bdi dir="auto">{`${person.firstName} ${person.lastName}`}</bdi>
    </MemberLink>
  );
}

/** A host's tools: the welcome and rules, the reports about the circle's posts, and each post's pin, removal and mute. */
export function HostTools({ keeping, here, posts }: Props & { posts: FeedPost[] }) {
  const { t } = useTranslation("circleHosts");
  const { t: tr } = useTranslation("moderation");
  const pinned = new Set(keeping.pinned.map((post) => post.id));
  // A refused form's words, as typed (the route gives them back; nothing typed is lost).
  const typed = asFormReply(useActionData())?.initialValue;
  return (
    <section className="card space-y-4" aria-labelledby="host-tools" data-testid="host-tools">
      <h2 id="host-tools" className="text-lg font-semibold text-gray-900">
        {t("hostTools")}
      </h2>
      <Intent here={here} intent="settings" className="space-y-2">
        <label htmlFor="circle-welcome-input" className="block text-sm font-medium text-gray-700">
          {t("welcomeLabel")}
        </label>
        <textarea
          id="circle-welcome-input"
          name="welcome"
          rows={3}
          maxLength={1000}
          defaultValue={typed?.welcome ?? keeping.welcome}
          className="input w-full"
          dir="auto"
        />
        <label htmlFor="circle-rules-input" className="block text-sm font-medium text-gray-700">
          {t("rulesLabel")}
        </label>
        <textarea
          id="circle-rules-input"
          name="rules"
          rows={3}
          maxLength={2000}
          defaultValue={typed?.rules ?? keeping.rules}
          className="input w-full"
          dir="auto"
        />
        <button type="submit" className="btn-primary">
          {t("saveSettings")}
        </button>
      </Intent>
      <div>
        <h3 className="mb-2 font-semibold text-gray-900">{t("reports")}</h3>
        {keeping.reports && keeping.reports.length > 0 ? (
          <ul className="space-y-2" data-testid="circle-reports">
            {keeping.reports.map((report) => (
              <li key={report.postId} className="min-w-0 rounded border border-gray-200 p-2 text-sm">
                <p className="break-words" dir="auto">
                  {report.text}
                </p>
                <p className="text-xs text-gray-500">
                  {t("reportCount", { count: report.count })} ·{" "}
                  {report.reasons.map((reason) => tr(`report.reasons.${reason}`, { defaultValue: reason })).join(", ")}
                </p>
                <Intent here={here} intent="escalate" className="mt-1">
                  <input type="hidden" name="postId" value={report.postId} />
                  <button type="submit" className="btn-secondary text-xs">
                    {t("escalate")}
                  </button>
                </Intent>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-500">{t("noReports")}</p>
        )}
      </div>
      {posts.length > 0 ? (
        <ul className="divide-y divide-gray-100" data-testid="host-posts">
          {posts.map((post) => (
            <li key={post.id} className="min-w-0 space-y-2 py-3" data-testid="host-post">
              <p className="truncate text-sm font-medium" dir="auto">
                {post.content}
              </p>
              <div className="flex flex-wrap items-end gap-2">
                <Intent here={here} intent={pinned.has(post.id) ? "unpin" : "pin"}>
                  <input type="hidden" name="postId" value={post.id} />
                  <button type="submit" className="btn-secondary text-xs">
                    {pinned.has(post.id) ? t("unpin") : t("pin")}
                  </button>
                </Intent>
                <Intent here={here} intent="remove-post" className="flex min-w-0 flex-wrap items-end gap-2">
                  <input type="hidden" name="postId" value={post.id} />
                  <label className="min-w-0 text-xs text-gray-700">
                    {t("reasonLabel")}
                    <input
                      name="reason"
                      required
                      maxLength={300}
                      defaultValue={typed?.postId === post.id ? typed.reason : undefined}
                      className="input block w-full max-w-[14rem]"
                    />
                  </label>
                  <button type="submit" className="btn-secondary text-xs">
                    {t("removePost")}
                  </button>
                </Intent>
                {post.author.id !== keeping.viewerId ? (
                  <Intent here={here} intent="mute" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="userId" value={post.author.id} />
                    <label className="text-xs text-gray-700">
                      {t("muteFor")}
                      <select name="days" className="input block" defaultValue="1">
                        <option value="1">{t("mute1")}</option>
                        <option value="7">{t("mute7")}</option>
                        <option value="30">{t("mute30")}</option>
                      </select>
                    </label>
                    <button type="submit" className="btn-secondary text-xs">
                      {t("mute")}
                    </button>
                  </Intent>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
