// Everything the signed-in home page shows (built by loadHome in app/models/home.server.ts).
import type { ActivityItem, CommunityInsights, EventSummary } from "./community";
import type { FeedPage } from "./feed";
import type { SuggestionWithState } from "./people";

export type HomeData = {
  now: string;
  feed: FeedPage;
  suggestions: SuggestionWithState[];
  upcomingEvents: EventSummary[];
  insights: CommunityInsights;
  activity: ActivityItem[];
  profile: { connections: number; eventsAttending: number };
};
