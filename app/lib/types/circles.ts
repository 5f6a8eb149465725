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
  /** A circle a member started (decision 088); absent for the derived ones. */
  started?: StartedCircleInfo;
};

export type StartedCircleInfo = {
  description: string;
  /** "public": anyone joins; "request": a host approves, and its posts are its members' only. */
  access: "public" | "request";
  /** The country, for a circle of a whole country (a city's is in `place`). */
  country: string | null;
  closed: boolean;
  /** The viewer hosts it (shown; every host act checks again). */
  isHost: boolean;
  /** The viewer asked to join and waits for a host. */
  requested: boolean;
};

export type CircleMember = Author & { since: string };

export type CirclePage = {
  circle: CircleSummary;
  /** Whether the viewer may read its posts (a circle by request: its members only); `posts` is empty otherwise. */
  postsVisible: boolean;
  newestMembers: CircleMember[];
  peopleYouMayKnow: CircleMember[];
  posts: FeedPage;
};

export type CircleList = {
  circles: CircleSummary[];
  suggestions: CircleSummary[];
  /** With a search (`q`): started circles named like it (decision 088). */
  q?: string;
  results?: CircleSummary[];
};

/** A home feed page in a scope; `scope` is the one shown (Everyone when the asked one had nothing: `notice`). */
export type ScopedFeedPage = FeedPage & { scope: FeedScope; askedScope: FeedScope; notice: string | null };
