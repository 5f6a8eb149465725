// Shapes of circles as the server sends them to pages and the API (decision 063). Pure types.
import type { Author, FeedPage } from "./feed";
import type { CircleKind, FeedScope } from "~/lib/circles";

export type CircleSummary = {
  id: string;
  kind: CircleKind;
  /** "Nigerians in Berlin", "Berlin", "Nigeria". */
  name: string;
  homeland: string | null;
  place: { id: number; city: string; country: string; countryCode: string } | null;
  memberCount: number;
  /** The viewer is in it (their own and not left, or joined). */
  isMember: boolean;
  /** Theirs by homeland and city. */
  isOwn: boolean;
};

export type CircleMember = Author & { since: string };

export type CirclePage = {
  circle: CircleSummary;
  newestMembers: CircleMember[];
  peopleYouMayKnow: CircleMember[];
  posts: FeedPage;
};

export type CircleList = { circles: CircleSummary[]; suggestions: CircleSummary[] };

/** A home feed page in a scope; `scope` is the one shown (Everyone when the asked one had nothing: `notice`). */
export type ScopedFeedPage = FeedPage & { scope: FeedScope; askedScope: FeedScope; notice: string | null };
