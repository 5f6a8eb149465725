import { useMemo } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { Composer } from "~/components/feed/composer";
import { FeedList } from "~/components/feed/feed-list";
import type { HomePageData } from "~/lib/types/home";
import { unpackPosts } from "~/components/feed/post-card";
import type { FormReply } from "~/components/ui/kit";
import type { ViewerUser } from "~/lib/page-context";
import { Insights, RecentActivity, UpcomingEvents } from "~/components/home/community";
import { ProfileSummary, QuickLinks } from "./profile-summary";
import { Suggestions } from "./suggestions";
import { FeedScopes, scopeUrl } from "./feed-scopes";
import { GettingStartedPanel } from "./getting-started";
import { HydrateLater } from "~/components/ui/hydrate-later";

type HomeData = HomePageData & { cursor: string | null; firstDay: boolean };

export function HomePage({
  user,
  data,
  timeZone,
  failure,
}: {
  user: ViewerUser;
  data: HomeData;
  timeZone: string;
  failure?: FormReply;
}) {
  const { t } = useTranslation("home");
  const { scope, askedScope } = data.feed;
  const returnTo = scopeUrl(askedScope, data.cursor);
  const posts = useMemo(() => unpackPosts(data.feed.posts), [data.feed.posts]);
  return (
    <main className="home-grid">
      <aside className="hidden space-y-4 lg:block" aria-label={t("page.yourProfile")}>
        <HydrateLater>
          <ProfileSummary
            user={user}
            connections={data.profile.connections}
            eventsAttending={data.profile.eventsAttending}
          />
          <QuickLinks />
        </HydrateLater>
      </aside>
      <div className="min-w-0 space-y-4">
        <section className="welcome">
          <h1 className="text-2xl font-bold">
            <Trans
              t={t}
              i18nKey={data.firstDay ? "page.welcome" : "page.welcomeBack"}
              values={{ firstName: user.firstName }}
              components={{ name: <span dir="auto" /> }}
            />
          </h1>
          <p className="mt-1 text-sm text-white/90">{t("page.intro")}</p>
        </section>
        {data.gettingStarted ? <GettingStartedPanel panel={data.gettingStarted} now={data.now} /> : null}
        <Composer user={user} failure={failure} circles={data.postTo} returnTo={returnTo} />
        <FeedScopes asked={askedScope} notice={data.feed.notice} />
        {data.cursor ? (
          <p className="text-sm text-gray-600">
            <Trans
              t={t}
              i18nKey="page.olderPosts"
              components={{
                newest: <a href={scopeUrl(askedScope, null)} className="font-medium text-brand-700 hover:underline" />,
              }}
            />
          </p>
        ) : null}
        <HydrateLater>
          <FeedList
            posts={posts}
            nextCursor={data.feed.nextCursor}
            now={data.now}
            returnTo={returnTo}
            // The live "N new posts" hint counts every new post: only Everyone's feed would show them all.
            newPostsFor={data.cursor || scope !== "everyone" ? undefined : user.id}
            pageUrl={(cursor) => scopeUrl(scope, cursor)}
            apiUrl={(cursor) => `/api/feed?scope=${scope}&cursor=${encodeURIComponent(cursor)}`}
          />
        </HydrateLater>
      </div>
      <aside className="space-y-4" aria-label={t("page.community")}>
        <HydrateLater>
          <Suggestions people={data.suggestions} />
          <UpcomingEvents events={data.upcomingEvents} timeZone={timeZone} />
          <Insights insights={data.insights} />
          <RecentActivity items={data.activity} now={data.now} />
        </HydrateLater>
      </aside>
    </main>
  );
}
