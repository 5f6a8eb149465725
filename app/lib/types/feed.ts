// Shapes of the feed as the server sends them to the screen. Pure types: components import these,
// never the server modules (app/models/posts.server.ts builds them).
import type { PostType } from "~/schemas/posts";

export type Author = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  avatarUrl: string;
};

/** An uploaded photo as pages and the API show it: the largest size's address, its size, its description. */
export type PostImage = {
  url: string;
  width: number;
  height: number;
  alt: string | null;
  /** Every stored size, for <img srcset>. */
  srcset: string;
  /** A tiny blurred version (a data: URL) to show while it loads; null for pictures from before it. */
  placeholder: string | null;
};

export type FeedPost = {
  id: string;
  content: string;
  /** The language it is written in, a BCP 47 code (decision 069); null: unknown. */
  language: string | null;
  type: PostType;
  category: string | null;
  /** The first photo's address, or an older post's external link. */
  imageUrl: string | null;
  /** Its uploaded photos, in order (at most 4). */
  images: PostImage[];
  createdAt: string;
  likesCount: number;
  commentsCount: number;
  /** The event an event post announces (decision 012), or null. */
  eventId: string | null;
  author: Author;
  isLiked: boolean;
  canDelete: boolean;
  /** Its author may edit it (issue 43 §6). */
  canEdit: boolean;
  /** Hidden by an admin after a report: only its author and admins still see it (decision 019). */
  isHidden: boolean;
  /** When its author last edited it; null: never. */
  editedAt: string | null;
  /** The circle it was posted to (decision 063), or null: posted to everyone. */
  circle: { id: string; name: string } | null;
};

export type FeedPage = { posts: FeedPost[]; nextCursor: string | null };

export type PostComment = {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  author: Author;
  canDelete: boolean;
  /** Its author may edit it (issue 43 §6). */
  canEdit: boolean;
  isHidden: boolean;
  /** When its author last edited it; null: never. */
  editedAt: string | null;
};
