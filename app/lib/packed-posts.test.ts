import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FeedPost } from "~/lib/types/feed";
import { packPosts, unpackPosts } from "./packed-posts";

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const text = fc.string({ maxLength: 20 });
const post: fc.Arbitrary<FeedPost> = fc.record({
  id: text,
  content: text,
  language: maybe(fc.constantFrom("en", "es", "ur")),
  type: fc.constantFrom("post", "advice", "event", "service"),
  category: maybe(text),
  imageUrl: maybe(text),
  images: fc.array(
    fc.record({
      url: text,
      srcset: text,
      width: fc.nat(),
      height: fc.nat(),
      alt: maybe(text),
      placeholder: maybe(text),
    }),
    { maxLength: 4 },
  ),
  createdAt: text,
  likesCount: fc.nat(),
  commentsCount: fc.nat(),
  eventId: maybe(text),
  author: fc.record({
    id: text,
    firstName: text,
    lastName: text,
    profileImageUrl: maybe(text),
    countryOfOrigin: maybe(text),
    currentLocation: maybe(text),
    avatarUrl: text,
  }),
  isLiked: fc.boolean(),
  canDelete: fc.boolean(),
  canEdit: fc.boolean(),
  isHidden: fc.boolean(),
  editedAt: maybe(text),
  circle: maybe(fc.record({ id: text, name: text })),
}) as fc.Arbitrary<FeedPost>;

describe("a page's packed posts", () => {
  it("unpack to the posts that were packed, whatever their fields", () => {
    fc.assert(
      fc.property(fc.array(post, { maxLength: 5 }), (posts) => {
        // Through JSON as the loader data goes: nothing is lost or changed on the way.
        const wire = JSON.parse(JSON.stringify(packPosts(posts)));
        expect(unpackPosts(wire)).toEqual(posts);
      }),
    );
  });

  it("leave the empty fields out", () => {
    const [packed] = packPosts([
      {
        id: "p1",
        content: "Hola",
        language: null,
        type: "post",
        category: null,
        imageUrl: null,
        images: [],
        createdAt: "2026-11-30T08:00:00.000Z",
        likesCount: 0,
        commentsCount: 2,
        eventId: null,
        author: {
          id: "u1",
          firstName: "Ana",
          lastName: "Ruiz",
          profileImageUrl: null,
          countryOfOrigin: "Mexico",
          currentLocation: null,
          avatarUrl: "/avatars/u1.svg",
        },
        isLiked: false,
        canDelete: false,
        canEdit: false,
        isHidden: false,
        editedAt: null,
        circle: null,
      },
    ]);
    expect(packed).toEqual({
      id: "p1",
      content: "Hola",
      type: "post",
      createdAt: "2026-11-30T08:00:00.000Z",
      commentsCount: 2,
      author: { id: "u1", firstName: "Ana", lastName: "Ruiz", countryOfOrigin: "Mexico", avatarUrl: "/avatars/u1.svg" },
    });
  });
});
