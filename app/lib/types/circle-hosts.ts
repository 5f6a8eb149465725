// A circle's keeping as the page and the API show it (issue 47; app/models/circle-keeping.server.ts builds it).
import type { FeedPost } from "./feed";

export type CircleHostPerson = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  avatarUrl: string;
};

export type CircleSettings = { circleId: string; welcome: string; rules: string; hosts: CircleHostPerson[] };

export type CircleReport = {
  postId: string;
  /** The post's words when first reported (never who reported). */
  text: string;
  reasons: string[];
  count: number;
  firstAt: string;
};

export type CircleKeeping = CircleSettings & {
  viewerId: string;
  pinned: FeedPost[];
  viewerIsHost: boolean;
  /** A member of a circle with no host, not barred, may offer to host it. */
  canOffer: boolean;
  offerPending: boolean;
  /** Until when the viewer is muted here (ISO), or null. */
  mutedUntil: string | null;
  /** The open reports about the circle's posts: its hosts only. */
  reports: CircleReport[] | null;
  /** Members who offered to host it: admins only. */
  offers: CircleHostPerson[] | null;
};
