// Everything the signed-in home page shows (built by loadHome in app/models/home.server.ts).
import type { ActivityItem, CommunityInsights, EventSummary } from "./community";
import type { ScopedFeedPage } from "./circles";
import type { SuggestionWithState } from "./people";
import type { GettingStarted } from "./moving";

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
