// Everything the signed-in home page shows, fetched in parallel with a fixed number of statements.
import { listRecentActivity } from "./activity.server";
import { readCounts } from "~/server/read-counts.server";
import { connectionsCountSql } from "./connections.server";
import { eventsAttendingCountSql, listUpcomingEvents } from "./events.server";
import { communityInsights } from "./insights.server";
import { suggestPeopleWithState } from "./members.server";
import { composerCircles, listScopedFeed, readChoices } from "./circles.server";
import type { PublicUser } from "./accounts.server";
import { loadGettingStarted } from "./moving.server";
import type { HomeData, HomePageData } from "~/lib/types/home";
import { packPosts } from "~/lib/packed-posts";
import type { Viewer } from "./viewer";

export type { HomeData };

export const HOME_LIMITS = { suggestions: 3, upcomingEvents: 3, activity: 5 } as const;

export async function loadHome(
  viewer: Viewer &
    Partial<Pick<PublicUser, "countryOfOrigin" | "secondHomeland" | "placeId" | "place" | "createdAt" | "movingTo">>,
  options: { cursor?: string | null; scope?: string | null; hiddenPanelPlaceId?: number | null } = {},
): Promise<HomeData> {
  const now = new Date();
  // The member's circle choices, read once for the feed (My circles) and the composer's "Post to".
  const choices = await readChoices(viewer.id);
  const [feed, postTo, suggestions, upcomingEvents, insights, activity, profile, gettingStarted] = await Promise.all([
    listScopedFeed(viewer, { cursor: options.cursor, scope: options.scope, choices }),
    composerCircles(viewer, choices),
    suggestPeopleWithState(viewer, HOME_LIMITS.suggestions),
    listUpcomingEvents(HOME_LIMITS.upcomingEvents, now, viewer.id),
    communityInsights(now),
    listRecentActivity(HOME_LIMITS.activity, viewer),
    // The profile card's two figures in one statement.
    readCounts({
      connections: connectionsCountSql(viewer.id),
      eventsAttending: eventsAttendingCountSql(viewer.id, now),
    }),
    // "Getting started in {city}" (decision 067): two statements, only for a member moving or new in their city.
    panelViewer(viewer) && !options.cursor
      ? loadGettingStarted(panelViewer(viewer)!, now, options.hiddenPanelPlaceId)
      : null,
  ]);
  return {
    now: now.toISOString(),
    feed,
    postTo,
    suggestions,
    upcomingEvents,
    insights,
    activity,
    profile,
    gettingStarted,
  };
}

/**
 * The home as its page's loader sends it: the posts packed (app/lib/packed-posts.ts), the side cards with only
 * what they draw. The page's data is in every response's HTML twice, as markup and as data (issue 48).
 */
export function homePageData(home: HomeData): HomePageData {
  return {
    ...home,
    feed: { ...home.feed, posts: packPosts(home.feed.posts) },
    suggestions: home.suggestions.map(
      ({ id, firstName, lastName, avatarUrl, countryOfOrigin, currentLocation, reason, why, connection }) => ({
        id,
        firstName,
        lastName,
        avatarUrl,
        countryOfOrigin,
        currentLocation,
        reason,
        why,
        connection,
      }),
    ),
    upcomingEvents: home.upcomingEvents.map(
      ({ organizer: _organizer, maxAttendees: _maxAttendees, ...event }) => event,
    ),
  };
}

/** The member as the panel needs them: the session's PublicUser has it all; a thinner viewer gets no panel. */
function panelViewer(viewer: Parameters<typeof loadHome>[0]) {
  const { createdAt, countryOfOrigin, placeId, place, movingTo } = viewer;
  if (createdAt === undefined || countryOfOrigin === undefined || placeId === undefined) return null;
  if (place === undefined || movingTo === undefined) return null;
  return { id: viewer.id, role: viewer.role, createdAt, countryOfOrigin, placeId, place, movingTo };
}
