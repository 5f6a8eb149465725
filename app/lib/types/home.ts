// Everything the signed-in home page shows (built by loadHome in app/models/home.server.ts).
import type { ActivityItem, CommunityInsights, EventSummary } from "./community";
import type { ScopedFeedPage } from "./circles";
import type { SuggestionWithState } from "./people";
import type { GettingStarted } from "./moving";
import type { PackedPost } from "~/lib/packed-posts";

/** What the home's side cards draw of a suggested member and of an event (the page's loader sends no more). */
export type HomeSuggestion = Pick<
  SuggestionWithState,
  | "id"
  | "firstName"
  | "lastName"
  | "avatarUrl"
  | "countryOfOrigin"
  | "currentLocation"
  | "reason"
  | "why"
  | "connection"
>;
export type HomeEvent = Omit<EventSummary, "organizer" | "maxAttendees">;

export type HomeData = {
  now: string;
  feed: ScopedFeedPage;
  /** The circles the member may post to (the composer's "Post to"). */
  postTo: Array<{ id: string; name: string }>;
  suggestions: SuggestionWithState[];
  upcomingEvents: EventSummary[];
  insights: CommunityInsights;
  activity: ActivityItem[];
  profile: { connections: number; eventsAttending: number };
  /** "Getting started in {city}" for a member moving or new there (decision 067), else null. */
  gettingStarted: GettingStarted | null;
};

/** The home as its page's loader sends it (homePageData in app/models/home.server.ts). */
export type HomePageData = Omit<HomeData, "feed" | "suggestions" | "upcomingEvents"> & {
  feed: Omit<ScopedFeedPage, "posts"> & { posts: PackedPost[] };
  suggestions: HomeSuggestion[];
  upcomingEvents: HomeEvent[];
};
