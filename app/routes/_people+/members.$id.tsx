// /members/:id: a member's public profile with the viewer's Connect / Message state and recent posts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, Avatar, CountryFlag } from "~/components/ui/kit";
import { packPosts } from "~/lib/packed-posts";
import { useMemo } from "react";
import { PostCard, unpackPosts } from "~/components/feed/post-card";
import { ReportLink, ConnectButton, HelperBadge, sayHelloHref } from "~/components/people/member-ui";
import { MemberMenu } from "~/components/people/block-controls";
import { TagList } from "~/components/people/tag-list";
import { SpokenLanguages } from "~/components/people/spoken-languages";
import { pageTitle, formatIn, useLocale } from "~/lib/page-context";
import { useTimeZone } from "~/lib/use-time-zone";
import { getMemberProfile, listFeed, requireUser, pageHandler } from "./members.$id.server";
import { cityOfLabel, monthLabel } from "~/lib/moving";
import { useCountryName } from "~/lib/countries";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? `${data.member.firstName} ${data.member.lastName}` : "Member") },
];

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    // An unknown member is the model's 404, answered by pageHandler.
    const member = await getMemberProfile(user, params.id);
    const posts = await listFeed(user, { authorId: member.id, limit: 10 });
    return { member, posts: packPosts(posts.posts), now: new Date().toISOString() };
  });
}

export default function MemberPage() {
  const data = useLoaderData<typeof loader>();
  const { member, now } = data;
  const posts = useMemo(() => unpackPosts(data.posts), [data.posts]);
  const here = `/members/${member.id}`;
  const name = `${member.firstName} ${member.lastName}`;
  const timeZone = useTimeZone();
  const { t } = useTranslation("people");
  const countryName = useCountryName();
  const locale = useLocale();
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <section className="card flex flex-col gap-4 sm:flex-row sm:items-start" aria-labelledby="member-name">
        <Avatar user={member} size={96} />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 id="member-name" className="text-2xl font-bold text-gray-900">
            <bdi dir="auto">{name}</bdi> <CountryFlag country={member.countryOfOrigin} />
            {member.secondHomeland ? (
              <>
                {" "}
                <CountryFlag country={member.secondHomeland} />
              </>
            ) : null}
          </h1>
          <p className="text-gray-600">
            {member.countryOfOrigin && member.secondHomeland
              ? t("member.fromTwo", {
                  country: countryName(member.countryOfOrigin),
                  second: countryName(member.secondHomeland),
                })
              : member.countryOfOrigin
                ? t("member.from", { country: countryName(member.countryOfOrigin) })
                : null}
            {member.countryOfOrigin && member.currentLocation ? " · " : null}
            {member.currentLocation ? (
              <Trans
                t={t}
                i18nKey="member.livesIn"
                values={{ place: member.currentLocation }}
                components={{ place: <bdi dir="auto" /> }}
              />
            ) : null}
          </p>
          {member.movingTo ? (
            <p className="text-gray-700" data-testid="member-moving">
              <Trans
                t={t}
                i18nKey="member.movingTo"
                values={{ city: member.movingTo.city, month: monthLabel(member.movingTo.month, locale) }}
                components={{ city: <bdi dir="auto" /> }}
              />
            </p>
          ) : null}
          {member.welcomeHelper ? (
            <p className="flex flex-wrap items-center gap-3">
              <HelperBadge />
              {member.isSelf ? null : (
                <Link
                  to={sayHelloHref(t, member, cityOfLabel(member.currentLocation ?? ""))}
                  className="btn-secondary px-3 py-1 text-sm"
                >
                  {t("local.sayHello")}
                </Link>
              )}
            </p>
          ) : null}
          {member.bio ? (
            <p className="whitespace-pre-line break-words text-gray-800" dir="auto">
              {member.bio}
            </p>
          ) : null}
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-600">
            <div>
              <dt className="inline">{t("member.since")} </dt>
              <dd className="inline font-medium text-gray-900">
                {formatIn("month", member.createdAt, timeZone, locale)}
              </dd>
            </div>
            <div>
              <dt className="inline">{t("member.connections")} </dt>
              <dd className="inline font-medium text-gray-900" data-testid="member-connections">
                {member.connectionsCount}
              </dd>
            </div>
            {member.isSelf ? null : (
              <div>
                <dt className="inline">{t("member.mutual")} </dt>
                <dd className="inline font-medium text-gray-900" data-testid="mutual-connections">
                  {member.mutualConnections}
                </dd>
              </div>
            )}
          </dl>
          <SpokenLanguages languages={member.languages} className="text-sm text-gray-700" />
          <TagList label={t("member.skills")} tags={member.skills} />
          <TagList label={t("member.interests")} tags={member.interests} />
          <div className="flex flex-wrap items-center gap-2 pt-2">
            {member.isSelf ? (
              <Link to="/profile" className="btn-secondary">
                {t("member.editProfile")}
              </Link>
            ) : (
              <>
                <ConnectButton person={{ ...member, connection: member.connection }} returnTo={here} />
                <Link
                  to={`/messages/${member.id}`}
                  className="btn-secondary"
                  aria-label={t("member.messageLabel", { name })}
                >
                  {t("member.message")}
                </Link>
                <ReportLink type="user" id={member.id} returnTo={here} />
                <MemberMenu memberId={member.id} name={name} returnTo={here} />
              </>
            )}
          </div>
        </div>
      </section>
      <section aria-labelledby="member-posts" className="space-y-4">
        <h2 id="member-posts" className="text-lg font-semibold text-gray-900">
          {t("member.recentPosts")}
        </h2>
        {posts.length === 0 ? (
          <p className="card text-gray-600">
            {member.isSelf ? (
              t("member.noPostsSelf")
            ) : (
              <Trans
                t={t}
                i18nKey="member.noPosts"
                values={{ name: member.firstName }}
                components={{ name: <bdi dir="auto" /> }}
              />
            )}
          </p>
        ) : (
          posts.map((post) => <PostCard key={post.id} post={post} now={now} returnTo={here} />)
        )}
      </section>
    </main>
  );
}
