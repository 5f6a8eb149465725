// /circles/{id}: a circle's page (decision 063): who is there, its posts (and a composer posting to it), and for
// a circle in a city its upcoming events and services. Join and Leave are plain forms posting here
// (intent=join|leave). The API twins are /api/circles/{id}, /posts, /join and /leave. Its keeping (issue 47): the
// welcome, rules and pins at the top, the hosts beside, a host's tools; each a form with its intent
// (circle-keeping.tsx), the same model functions as /api/circles/{id}/settings, /hosts, /pins, /posts/…/remove, /mutes.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { asFormReply, ShowToast, PageShell, Link, EventTime } from "~/components/ui/kit";
import { useTranslation } from "~/i18n/react";
import { MembershipForm } from "~/components/circles/circle-card";
import { Composer } from "~/components/feed/composer";
import { FeedList } from "~/components/feed/feed-list";
import { SidebarCard } from "~/components/home/community";
import { MemberAvatar, MemberLink, LocalList } from "~/components/people/member-ui";
import { pageTitle, useOptionalUser } from "~/lib/page-context";
import type { CircleMember } from "~/lib/types/circles";
import { isAppError } from "~/lib/errors";
import {
  joinCircle,
  leaveCircle,
  loadCircle,
  listEvents,
  listServices,
  listAdvice,
  readForm,
  requireUser,
  actionFailure,
  formFailure,
  actionSuccess,
  pageHandler,
  requestTimeZone,
  serverT,
  requestLocale,
  listHelpers,
  closeStartedCircle,
  decideJoinRequest,
  handOverCircle,
  listJoinRequests,
  removeCircleMember,
  updateStartedCircle,
  appointCircleHost,
  circleWelcome,
  decideHostOffer,
  escalateCircleReports,
  loadCircleKeeping,
  muteCircleMember,
  offerToHost,
  pinCirclePost,
  removeCircleHost,
  removeCirclePost,
  unpinCirclePost,
  updateCircleSettings,
} from "./circles_.$id.server";
import { CircleIntro, HostsCard, HostTools } from "~/components/circles/circle-keeping";
import { circleNameIn, useCircleName } from "~/lib/circles";
import { packPosts } from "~/lib/packed-posts";
import { unpackPosts } from "~/components/feed/post-card";
import { useMemo } from "react";

const PANEL_SIZE = 3;

/** The host forms whose typed words a refusal gives back (the post's id says which removal form it was). */
const TYPED_FIELDS: Record<string, string[]> = {
  settings: ["welcome", "rules"],
  "remove-post": ["postId", "reason"],
  update: ["name", "description"],
};

/** A service category's message key: "Art & Design" → "artDesign" (the value stays English; the services area's
 * labels, copied into this area's messages). */
function categoryKey(category: string): string {
  return category
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join("");
}

// The circle's name; "Circles" only on an error page (no data), which has no language of its own here.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data?.title ?? "Circles") },
];

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const cursor = new URL(request.url).searchParams.get("cursor");
    const [page, keeping] = await Promise.all([
      loadCircle(user, params.id, { cursor }),
      loadCircleKeeping(user, params.id),
    ]);
    // A started circle's hosts answer its requests here (decision 088); every act asks the host rule again.
    const requests =
      page.circle.started?.isHost && !page.circle.started.closed ? await listJoinRequests(user, page.circle.id) : null;
    const locale = await requestLocale(request, context);
    const title = circleNameIn(page.circle, locale, serverT(locale, "circles"));
    const placeId = page.circle.place?.id;
    const [events, services, advice, helpers] =
      placeId === undefined
        ? [null, null, null, null]
        : await Promise.all([
            // The city's own (within "any": newest first, not the near-you ranking around the viewer).
            listEvents(user, { filter: "upcoming", placeId, within: "any", limit: PANEL_SIZE }),
            listServices(user, {}, { placeId, within: "any", limit: PANEL_SIZE }),
            // Questions about the city (decision 066), newest first.
            listAdvice(user, {}, { aboutPlaceId: placeId, limit: PANEL_SIZE }),
            // Welcome helpers there (decision 067): the circle's homeland's, or the viewer's on a city's circle.
            listHelpers(user, { placeId, homeland: page.circle.homeland ?? user.countryOfOrigin }, PANEL_SIZE),
          ]);
    return {
      ...page,
      // Packed for the page's data (app/lib/packed-posts.ts); the page unpacks them.
      posts: { ...page.posts, posts: packPosts(page.posts.posts) },
      requests,
      keeping,
      title,
      cursor,
      events: events?.events ?? null,
      services: services?.services ?? null,
      advice: advice?.questions.map(({ id, content }) => ({ id, content })) ?? null,
      helpers,
      timeZone: requestTimeZone(request, user),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const locale = await requestLocale(request, context);
    const t = serverT(locale, "circles");
    const th = serverT(locale, "circleHosts");
    const done = (title: string, description?: string) =>
      actionSuccess(form, { toast: { type: "success", title, ...(description ? { description } : {}) } });
    try {
      if (form.intent === "join") {
        const circle = await joinCircle(user, params.id);
        const name = circleNameIn(circle, locale, t);
        if (!circle.isMember) return done(t("requested", { name }));
        // A member who joins is shown the hosts' welcome (issue 47).
        const welcome = await circleWelcome(circle.id);
        return done(t("joined", { name }), welcome || undefined);
      }
      // Host acts on a started circle (decision 088).
      if (form.intent === "approve" || form.intent === "decline") {
        await decideJoinRequest(user, params.id, form.userId, form.intent);
        return done(form.intent === "approve" ? t("host.approved") : t("host.declined"));
      }
      if (form.intent === "update") {
        await updateStartedCircle(user, params.id, { name: form.name, description: form.description });
        return done(t("host.saved"));
      }
      if (form.intent === "remove") {
        await removeCircleMember(user, params.id, form.userId);
        return done(t("host.removed"));
      }
      if (form.intent === "handover") {
        await handOverCircle(user, params.id, { userId: form.userId, stay: form.stay });
        return done(t("host.handedOver"));
      }
      if (form.intent === "close") {
        await closeStartedCircle(user, params.id);
        return done(t("host.closed"));
      }
      const intent = typeof form.intent === "string" ? form.intent : "";
      const after = (title: string) => () => done(title);
      const hostActs: Record<string, () => Promise<Response>> = {
        "appoint-host": () => appointCircleHost(user, params.id, form.member).then(after(th("appointed"))),
        "remove-host": () => removeCircleHost(user, params.id, form.userId).then(after(th("hostRemoved"))),
        "offer-host": () => offerToHost(user, params.id).then(after(th("offerSent"))),
        "approve-offer": () => decideHostOffer(user, params.id, form.userId, true).then(after(th("offerApproved"))),
        "decline-offer": () => decideHostOffer(user, params.id, form.userId, false).then(after(th("offerDeclined"))),
        settings: () =>
          updateCircleSettings(user, params.id, { welcome: form.welcome, rules: form.rules }).then(
            after(th("settingsSaved")),
          ),
        pin: () => pinCirclePost(user, params.id, form.postId).then(after(th("postPinned"))),
        unpin: () => unpinCirclePost(user, params.id, form.postId).then(after(th("postUnpinned"))),
        "remove-post": () =>
          removeCirclePost(user, params.id, form.postId, { reason: form.reason }).then(after(th("postRemoved"))),
        mute: () =>
          muteCircleMember(user, params.id, { userId: form.userId, days: form.days }).then((mute) =>
            done(th("memberMuted", { until: `${mute.until.slice(0, 16).replace("T", " ")} UTC` })),
          ),
        escalate: () => escalateCircleReports(user, params.id, form.postId).then(after(th("escalated"))),
      };
      if (Object.hasOwn(hostActs, intent)) return await hostActs[intent]();
      if (form.intent === "leave") {
        const circle = await leaveCircle(user, params.id);
        return actionSuccess(form, {
          toast: { type: "success", title: t("left", { name: circleNameIn(circle, locale, t) }) },
        });
      }
      throw new Response("Unknown action", { status: 400 });
    } catch (error) {
      if (!isAppError(error)) throw error;
      // What a host typed comes back with the reason it was refused (nothing typed is lost).
      const keep = typeof form.intent === "string" ? TYPED_FIELDS[form.intent] : undefined;
      if (keep) return formFailure(form, error, { keep, title: t("error") });
      return actionFailure(form, error, { title: t("error") }, "/circles");
    }
  });
}

function People({ title, people, testId }: { title: string; people: CircleMember[]; testId: string }) {
  if (people.length === 0) return null;
  return (
    <SidebarCard title={title}>
      <ul className="space-y-3" data-testid={testId}>
        {people.map((person) => (
          <li key={person.id} className="flex min-w-0 items-center gap-3">
            <MemberAvatar user={person} size={36} />
            <div className="min-w-0">
              <MemberLink id={person.id} className="block truncate text-sm font-semibold text-gray-900 hover:underline">
                <bdi dir="auto">{`${person.firstName} ${person.lastName}`}</bdi>
              </MemberLink>
              {person.currentLocation ? (
                <p className="truncate text-xs text-gray-500" dir="auto">
                  {person.currentLocation}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}

type HostData = {
  circle: { id: string; name: string; started?: { description: string } };
  requests: CircleMember[] | null;
  newestMembers: CircleMember[];
};

/**
 * A host's tools on a started circle (decision 088): requests to join (approve, decline), the name and
 * description, removing a member, handing the circle over and closing it. Plain forms posting here with an intent.
 */
function StartedCircleTools({ data, here }: { data: HostData; here: string }) {
  const { t } = useTranslation("circles");
  const typed = asFormReply(useActionData())?.initialValue;
  const user = useOptionalUser();
  const others = data.newestMembers.filter((member) => member.id !== user?.id);
  const hidden = <input type="hidden" name="returnTo" value={here} />;
  return (
    <section aria-labelledby="host-tools" className="card min-w-0 space-y-4" data-testid="host-tools">
      <h2 id="host-tools" className="text-lg font-semibold text-gray-900">
        {t("host.title")}
      </h2>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">{t("host.requests")}</h3>
        {data.requests && data.requests.length > 0 ? (
          <ul className="mt-2 space-y-2" data-testid="join-requests">
            {data.requests.map((person) => (
              <li key={person.id} className="flex min-w-0 flex-wrap items-center gap-2">
                <MemberAvatar user={person} size={32} />
                <MemberLink id={person.id} className="min-w-0 flex-1 truncate text-sm font-semibold hover:underline">
                  <bdi dir="auto">{`${person.firstName} ${person.lastName}`}</bdi>
                </MemberLink>
                <Form method="post" className="flex gap-2">
                  {hidden}
                  <input type="hidden" name="userId" value={person.id} />
                  <button type="submit" name="intent" value="approve" className="btn-primary">
                    {t("host.approve")}
                  </button>
                  <button type="submit" name="intent" value="decline" className="btn-secondary">
                    {t("host.decline")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-gray-600">{t("host.noRequests")}</p>
        )}
      </div>
      <Form method="post" className="space-y-2">
        {hidden}
        <label htmlFor="circle-name" className="field-label">
          {t("start.name")}
        </label>
        <input
          id="circle-name"
          name="name"
          defaultValue={typed?.name ?? data.circle.name}
          maxLength={60}
          className="field-input"
        />
        <label htmlFor="circle-description" className="field-label">
          {t("start.description")}
        </label>
        <textarea
          id="circle-description"
          name="description"
          rows={2}
          maxLength={500}
          defaultValue={typed?.description ?? data.circle.started?.description ?? ""}
          className="field-input resize-y"
        />
        <button type="submit" name="intent" value="update" className="btn-secondary">
          {t("host.save")}
        </button>
      </Form>
      {others.length > 0 ? (
        <Form method="post" className="space-y-2">
          {hidden}
          <label htmlFor="circle-member" className="field-label">
            {t("host.member")}
          </label>
          <select id="circle-member" name="userId" className="field-input">
            {others.map((member) => (
              <option key={member.id} value={member.id}>
                {`${member.firstName} ${member.lastName}`}
              </option>
            ))}
          </select>
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <input type="checkbox" name="stay" /> {t("host.stay")}
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="handover" className="btn-secondary">
              {t("host.handOver")}
            </button>
            <button type="submit" name="intent" value="remove" className="btn-secondary">
              {t("host.remove")}
            </button>
          </div>
        </Form>
      ) : null}
      <Form method="post">
        {hidden}
        <button type="submit" name="intent" value="close" className="btn-secondary">
          {t("host.close")}
        </button>
      </Form>
    </section>
  );
}

export default function CirclePage() {
  const data = useLoaderData<typeof loader>();
  // A refused host form's toast (its page came back with what was typed, not a redirect).
  const failure = asFormReply(useActionData<typeof action>());
  const user = useOptionalUser();
  const { t } = useTranslation("circles");
  const circleName = useCircleName();
  const { circle } = data;
  const posts = useMemo(() => ({ ...data.posts, posts: unpackPosts(data.posts.posts) }), [data.posts]);
  const here = `/circles/${circle.id}`;
  const returnTo = data.cursor ? `${here}?cursor=${encodeURIComponent(data.cursor)}` : here;
  const city = circle.place?.city ?? null;
  const subtitle = [
    circle.place ? `${circle.place.city}, ${circle.place.country}` : null,
    circle.started?.country ?? null,
    t("members", { count: circle.memberCount }),
    circle.isOwn && circle.isMember ? t("yours") : null,
    circle.started?.access === "request" ? t("byRequest") : null,
    circle.started?.closed ? t("closedBadge") : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <PageShell
      title={circleName(circle)}
      subtitle={subtitle}
      actions={<MembershipForm circle={circle} returnTo={here} />}
    >
      <ShowToast toast={failure?.toast} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <section aria-labelledby="circle-posts" className="min-w-0 space-y-4">
          {circle.started ? (
            <p
              className="card text-sm text-gray-700 [overflow-wrap:anywhere]"
              dir="auto"
              data-testid="circle-description"
            >
              {circle.started.description}
            </p>
          ) : null}
          {circle.started?.closed ? <p className="card text-sm text-gray-600">{t("closedNotice")}</p> : null}
          <CircleIntro keeping={data.keeping} here={here} />
          {data.requests ? <StartedCircleTools data={data} here={here} /> : null}
          <h2 id="circle-posts" className="text-lg font-semibold text-gray-900">
            {t("posts")}
          </h2>
          {!data.postsVisible ? (
            <p className="card text-sm text-gray-600" data-testid="circle-members-only">
              {t("membersOnly")}
            </p>
          ) : null}
          {user && circle.isMember && !circle.started?.closed && !data.keeping.mutedUntil ? (
            <Composer
              user={user}
              circles={[{ id: circle.id, name: circle.name }]}
              circleId={circle.id}
              returnTo={here}
            />
          ) : null}
          {data.cursor ? (
            <p className="text-sm text-gray-600">
              <Link to={here} className="font-medium text-brand-700 hover:underline">
                {t("backToNewest")}
              </Link>
            </p>
          ) : null}
          {data.keeping.viewerIsHost ? <HostTools keeping={data.keeping} here={here} posts={posts.posts} /> : null}
          {!data.postsVisible ? null : posts.posts.length === 0 && !data.cursor ? (
            <p className="card text-sm text-gray-600">{t("noPosts")}</p>
          ) : (
            <FeedList
              posts={posts.posts}
              nextCursor={posts.nextCursor}
              now={new Date().toISOString()}
              returnTo={returnTo}
              pageUrl={(cursor) => `${here}?cursor=${encodeURIComponent(cursor)}`}
              apiUrl={(cursor) => `/api/circles/${circle.id}/posts?cursor=${encodeURIComponent(cursor)}`}
            />
          )}
        </section>
        <aside className="min-w-0 space-y-4" aria-label={circleName(circle)}>
          <HostsCard keeping={data.keeping} here={here} isAdmin={user?.role === "admin"} />
          {city && data.helpers && data.helpers.length > 0 ? (
            <SidebarCard title={t("helpersTitle")}>
              <LocalList people={data.helpers} city={city} testId="circle-helpers" />
            </SidebarCard>
          ) : null}
          <People title={t("newestMembers")} people={data.newestMembers} testId="circle-members" />
          <People title={t("peopleYouMayKnow")} people={data.peopleYouMayKnow} testId="circle-people" />
          {city && data.events ? (
            <SidebarCard title={t("events", { city })} seeAll="/events">
              {data.events.length === 0 ? (
                <p className="text-sm text-gray-500">{t("noEvents")}</p>
              ) : (
                <ul className="space-y-2">
                  {data.events.map((event) => (
                    <li key={event.id} className="min-w-0">
                      <Link
                        to={`/events/${event.id}`}
                        className="block truncate text-sm font-semibold hover:underline"
                        dir="auto"
                      >
                        {event.title}
                      </Link>
                      <p className="truncate text-xs text-gray-500">
                        <EventTime iso={event.eventDate} timeZone={data.timeZone} />
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </SidebarCard>
          ) : null}
          {city && data.services ? (
            <SidebarCard title={t("services", { city })} seeAll="/services">
              {data.services.length === 0 ? (
                <p className="text-sm text-gray-500">{t("noServices")}</p>
              ) : (
                <ul className="space-y-2">
                  {data.services.map((service) => (
                    <li key={service.id} className="min-w-0">
                      <Link
                        to={`/services/${service.id}/reviews`}
                        className="block truncate text-sm font-semibold hover:underline"
                        dir="auto"
                      >
                        {service.title}
                      </Link>
                      <p className="truncate text-xs text-gray-500">
                        {t(`serviceCategories.${categoryKey(service.category)}`, { defaultValue: service.category })}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </SidebarCard>
          ) : null}
          {city && data.advice ? (
            <SidebarCard title={t("advice", { city })} seeAll={`/advice?about=${encodeURIComponent(city)}`}>
              {data.advice.length === 0 ? (
                <p className="text-sm text-gray-500">{t("noAdvice")}</p>
              ) : (
                <ul className="space-y-2" data-testid="circle-advice">
                  {data.advice.map((question) => (
                    <li key={question.id} className="min-w-0">
                      <Link
                        to={`/advice/${question.id}`}
                        className="block truncate text-sm font-semibold hover:underline"
                        dir="auto"
                      >
                        {question.content}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </SidebarCard>
          ) : null}
        </aside>
      </div>
    </PageShell>
  );
}
