// A page's posts travel in its loader data without their empty fields (no language, no photos, not liked, not
// the viewer's…): ten posts would otherwise say each of them ten times, beside the same posts in the markup
// (issue 48). The page unpacks them before drawing, on the server and in the browser alike, so both draw the
// same post. The API's posts are whole: the contract names every field.
import type { Author, FeedPost } from "~/lib/types/feed";

const EMPTY_POST = {
  language: null,
  category: null,
  imageUrl: null,
  images: [],
  eventId: null,
  isLiked: false,
  canDelete: false,
  canEdit: false,
  isHidden: false,
  editedAt: null,
  circle: null,
  likesCount: 0,
  commentsCount: 0,
} satisfies Partial<FeedPost>;
const EMPTY_AUTHOR = { profileImageUrl: null, countryOfOrigin: null, currentLocation: null } satisfies Partial<Author>;

type PostDefault = keyof typeof EMPTY_POST;
type AuthorDefault = keyof typeof EMPTY_AUTHOR;
export type PackedAuthor = Omit<Author, AuthorDefault> & Partial<Pick<Author, AuthorDefault>>;
export type PackedPost = Omit<FeedPost, PostDefault | "author"> &
  Partial<Pick<FeedPost, PostDefault>> & { author: PackedAuthor };

/** The fields that differ from their empty value (a photo list counts as empty when it has none). */
function withoutEmpty<T extends object>(value: T, empty: Record<string, unknown>): Partial<T> {
  const packed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const blank = key in empty && (Array.isArray(field) ? field.length === 0 : field === empty[key]);
    if (!blank) packed[key] = field;
  }
  return packed as Partial<T>;
}

export function packPosts(posts: FeedPost[]): PackedPost[] {
  return posts.map((post) => ({
    ...(withoutEmpty(post, EMPTY_POST) as PackedPost),
    author: withoutEmpty(post.author, EMPTY_AUTHOR) as PackedAuthor,
  }));
}

export function unpackPosts(posts: PackedPost[]): FeedPost[] {
  return posts.map((post) => ({
    ...EMPTY_POST,
    images: [],
    ...post,
    author: { ...EMPTY_AUTHOR, ...post.author },
  }));
}
