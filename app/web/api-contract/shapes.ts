// The shapes the API answers with, as zod schemas: the OpenAPI document (document.server.ts) is made from them and
// the API tests check every answer against that document. Objects are open (`looseObject`): a field added to an
// answer is not a break; a field named here must be there with this type. Pure: no server imports.
import { DIGEST_CHOICES, NOTIFY_CHOICES } from "~/schemas/mail-preferences";
import * as z from "zod";
import { EDGE_ERROR_CODES, ERROR_CODES } from "~/lib/errors";
import { NOTIFICATION_TYPES } from "~/lib/types/notifications";
import { POST_TYPES } from "~/schemas/posts";
import { RSVP_STATUSES } from "~/schemas/events";
import { SEARCH_TYPES } from "~/lib/search-types";

const text = z.string();
const nullableText = z.string().nullable();
/** An instant as ISO 8601 text. */
const instant = z.string();

/** The one error shape: `{ error: { code, message, fields? } }`. */
export const ApiError = z
  .object({
    error: z.looseObject({
      code: z.enum([...ERROR_CODES, ...EDGE_ERROR_CODES]),
      message: text,
      fields: z.record(z.string(), z.string()).optional(),
      choices: z.record(z.string(), z.array(z.looseObject({ id: z.number(), label: text }))).optional(),
    }),
  })
  .meta({ id: "Error" });

export const Place = z
  .looseObject({ id: z.number(), city: text, country: text, countryCode: text, lat: z.number(), lon: z.number() })
  .meta({ id: "Place" });

const person = {
  id: text,
  firstName: text,
  lastName: text,
  profileImageUrl: nullableText,
  avatarUrl: text,
};

export const Person = z.looseObject(person).meta({ id: "Person" });

export const Author = z
  .looseObject({ ...person, countryOfOrigin: nullableText, currentLocation: nullableText })
  .meta({ id: "Author" });

/** "Moving to Lisbon around March 2027" (decision 067). */
export const MovingTo = z
  .looseObject({ placeId: z.number(), city: text, label: text, month: z.string().regex(/^\d{4}-\d{2}$/) })
  .meta({ id: "MovingTo" });

export const Me = z
  .looseObject({
    ...person,
    email: text,
    role: text,
    countryOfOrigin: nullableText,
    /** A second homeland (issue 43), a country's English name like countryOfOrigin. */
    secondHomeland: nullableText,
    currentLocation: nullableText,
    skills: z.array(text),
    interests: z.array(text),
    movingTo: MovingTo.nullable(),
    welcomeHelper: z.boolean(),
    /** The language the member chose (decision 068); null: their browser's. */
    locale: z.string().nullable(),
    /** The languages they speak, BCP 47 codes (decision 069). */
    languages: z.array(text),
  })
  .meta({ id: "Me" });

export const PublicMember = z
  .looseObject({
    ...person,
    countryOfOrigin: nullableText,
    currentLocation: nullableText,
    bio: nullableText,
    skills: z.array(text),
    /** The languages they speak, BCP 47 codes (decision 069). */
    languages: z.array(text),
  })
  .meta({ id: "PublicMember" });

/** A member's public profile (GET /api/users/{id}): with their move and whether they welcome newcomers. */
export const MemberProfile = PublicMember.extend({
  /** A second homeland (issue 43), or null. */
  secondHomeland: nullableText,
  movingTo: MovingTo.nullable(),
  welcomeHelper: z.boolean(),
}).meta({ id: "MemberProfile" });

/** A member shown to newcomers: a welcome helper, or someone from their homeland already in the city. */
export const Local = z
  .looseObject({ ...person, countryOfOrigin: nullableText, currentLocation: nullableText, welcomeHelper: z.boolean() })
  .meta({ id: "Local" });

export const GettingStarted = z
  .looseObject({
    panel: z
      .looseObject({
        city: text,
        placeId: z.number(),
        label: text,
        moving: z.boolean(),
        circles: z.array(z.looseObject({ id: text, name: text })),
        helpers: z.array(Local),
        questions: z.array(
          z.looseObject({
            id: text,
            content: text,
            createdAt: instant,
            answer: z.looseObject({ content: text, firstName: text, createdAt: instant }).nullable(),
          }),
        ),
      })
      .nullable(),
  })
  .meta({ id: "GettingStarted" });

export const ConnectionState = z.enum(["none", "requested", "incoming", "connected"]);

export const Suggestion = PublicMember.extend({ reason: text }).meta({ id: "Suggestion" });
export const PersonCard = Suggestion.extend({ connection: ConnectionState }).meta({ id: "PersonCard" });

export const SignedIn = z
  .union([
    z.looseObject({ token: text, id: text, expiresAt: instant, user: Me }),
    z.looseObject({ twoFactorRequired: z.literal(true), challenge: text, expiresAt: instant }),
  ])
  .meta({ id: "SignedIn" });

export const PostImage = z
  .looseObject({ url: text, width: z.number(), height: z.number(), alt: nullableText, srcset: text })
  .meta({ id: "PostImage" });

export const UploadedPhoto = PostImage.extend({ id: text }).meta({ id: "UploadedPhoto" });

export const Post = z
  .looseObject({
    id: text,
    content: text,
    /** The language it is written in, a BCP 47 code (decision 069); null: unknown. */
    language: nullableText,
    type: z.enum(POST_TYPES),
    category: nullableText,
    imageUrl: nullableText,
    images: z.array(PostImage),
    createdAt: instant,
    likesCount: z.number().int(),
    commentsCount: z.number().int(),
    eventId: nullableText,
    author: Author,
    isLiked: z.boolean(),
    /** When its author last edited it; null: never. */
    editedAt: instant.nullable(),
  })
  .meta({ id: "Post" });

export const Comment = z
  .looseObject({
    id: text,
    postId: text,
    content: text,
    createdAt: instant,
    editedAt: instant.nullable(),
    author: Author,
  })
  .meta({ id: "Comment" });

export const Toggle = z.looseObject({}).meta({ id: "Toggle", description: "The new state and its count" });

export const Question = Post.extend({ acceptedResponseId: nullableText }).meta({ id: "Question" });
export const Answer = Comment.extend({
  helpfulCount: z.number().int(),
  isHelpful: z.boolean(),
  canMarkHelpful: z.boolean().meta({ description: "false on the viewer's own response: only others mark it helpful" }),
}).meta({
  id: "Answer",
});
export const AdviceThread = z
  .looseObject({ question: Question, responses: z.array(Answer) })
  .meta({ id: "AdviceThread" });

export const Event = z
  .looseObject({
    id: text,
    title: text,
    description: nullableText,
    location: nullableText,
    place: Place.nullable(),
    isVirtual: z.boolean(),
    eventDate: instant,
    maxAttendees: z.number().int().nullable(),
    attendeesCount: z.number().int(),
    cancelled: z.boolean(),
    organizer: Person,
    rsvpStatus: z.enum(RSVP_STATUSES).nullable(),
    guestsAllowed: z.number().int(),
    waitingCount: z.number().int(),
  })
  .meta({ id: "Event" });

/** A created event: with `repeat`, the first date of its series. */
export const CreatedEvent = Event.extend({ seriesId: z.string().nullable() }).meta({ id: "CreatedEvent" });

export const EventDetail = Event.extend({
  attendees: z.array(Person.extend({ status: z.enum(RSVP_STATUSES) })),
}).meta({ id: "EventDetail" });

export const Service = z
  .looseObject({
    id: text,
    title: text,
    description: text,
    category: text,
    price: nullableText,
    location: nullableText,
    isRemote: z.boolean(),
    isOffering: z.boolean(),
    createdAt: instant,
    provider: Person,
    rating: z.number().nullable(),
    reviewsCount: z.number().int(),
  })
  .meta({ id: "Service" });

export const Review = z
  .looseObject({ id: text, rating: z.number().int(), text, reply: nullableText, createdAt: instant, author: Person })
  .meta({ id: "Review" });

export const Message = z
  .looseObject({ id: text, senderId: text, receiverId: text, content: text, createdAt: instant })
  .meta({ id: "Message" });

export const Conversation = z
  .looseObject({
    user: z.looseObject({ id: text, firstName: text, lastName: text }),
    lastMessage: z.looseObject({ content: text, createdAt: instant }),
    unreadCount: z.number().int(),
  })
  .meta({ id: "Conversation" });

export const Notification = z
  .looseObject({
    id: text,
    type: z.enum(NOTIFICATION_TYPES),
    summary: text,
    link: text,
    read: z.boolean(),
    createdAt: instant,
    actor: Person.nullable(),
  })
  .meta({ id: "Notification" });

export const Connection = z
  .looseObject({ id: text, requesterId: text, receiverId: text, status: text, createdAt: instant })
  .meta({ id: "Connection" });

export const ConnectionListItem = Connection.extend({
  direction: z.enum(["sent", "received"]),
  user: Person,
}).meta({ id: "ConnectionListItem" });

export const Report = z.looseObject({ id: text }).meta({ id: "Report" });

export const Device = z
  .looseObject({
    id: text,
    kind: z.enum(["browser", "api"]),
    device: text,
    createdAt: instant,
    lastSeenAt: instant,
    current: z.boolean(),
    /** This browser takes push notifications (decision 082). */
    notifications: z.boolean(),
  })
  .meta({ id: "Device" });

const TOKEN_SCOPES = ["read", "read write", "read write admin"] as const;
export const ApiToken = z
  .looseObject({
    id: text,
    name: text,
    scope: z.enum(TOKEN_SCOPES),
    createdAt: instant,
    expiresAt: instant.nullable(),
    lastUsedAt: instant.nullable(),
  })
  .meta({ id: "ApiToken" });
export const NewApiToken = ApiToken.extend({ token: text }).meta({ id: "NewApiToken" });

export const Passkey = z
  .looseObject({ id: text, name: text, createdAt: instant, lastUsedAt: instant.nullable() })
  .meta({ id: "Passkey" });

export const DataExport = z
  .looseObject({ id: text, status: z.enum(["building", "ready"]), createdAt: instant, expiresAt: instant })
  .meta({ id: "DataExport" });

export const CityMatch = z
  .looseObject({ id: z.number(), city: text, country: text, countryCode: text, label: text })
  .meta({ id: "CityMatch" });

export const AdminUser = z.looseObject({ ...person, email: text, role: text, status: text }).meta({ id: "AdminUser" });

/** Any JSON object: an answer whose fields are described in words only. */
export const AnyObject = z.looseObject({});
export const Ok = z.looseObject({ ok: z.literal(true) });

export const LikeState = z
  .looseObject({ postId: text, liked: z.boolean(), likesCount: z.number().int() })
  .meta({ id: "LikeState" });
export const HelpfulState = z
  .looseObject({ commentId: text, helpful: z.boolean(), helpfulCount: z.number().int() })
  .meta({ id: "HelpfulState" });
export const AcceptedAnswer = z
  .looseObject({ questionId: text, acceptedResponseId: nullableText })
  .meta({ id: "AcceptedAnswer" });
export const RsvpState = z
  .looseObject({
    eventId: text,
    rsvpStatus: z.enum(RSVP_STATUSES).nullable(),
    attendeesCount: z.number().int(),
    maybeCount: z.number().int(),
    guests: z.number().int(),
  })
  .meta({ id: "RsvpState" });
export const WaitlistState = z
  .looseObject({
    eventId: text,
    position: z.number().int().nullable(),
    guests: z.number().int(),
    waitingCount: z.number().int(),
  })
  .meta({ id: "WaitlistState" });
export const CohostList = z.looseObject({ eventId: text, cohosts: z.array(Person) }).meta({ id: "CohostList" });
const named = { id: text, firstName: text, lastName: text };
export const HostAttendeeList = z
  .looseObject({
    eventId: text,
    title: text,
    attendees: z.array(
      z.looseObject({ ...named, status: z.enum(RSVP_STATUSES), guests: z.number().int(), answeredAt: instant }),
    ),
    waitlist: z.array(
      z.looseObject({ ...named, position: z.number().int(), guests: z.number().int(), joinedAt: instant }),
    ),
  })
  .meta({ id: "HostAttendeeList" });
export const BlockState = z.looseObject({ blocked: z.boolean(), userId: text }).meta({ id: "BlockState" });
export const BlockedMember = z.looseObject({ ...person, blockedAt: instant }).meta({ id: "BlockedMember" });
export const ConnectionRemoved = z
  .looseObject({ id: text, removed: z.enum(["withdrawn", "removed"]) })
  .meta({ id: "ConnectionRemoved" });
export const NotificationsRead = z
  .looseObject({ updated: z.number().int(), unread: z.number().int() })
  .meta({ id: "NotificationsRead" });
export const DeviceEnded = z.looseObject({ device: text, current: z.boolean() }).meta({ id: "DeviceEnded" });
export const TokenRevoked = z.looseObject({ name: text }).meta({ id: "TokenRevoked" });

export const MailPreferences = z
  .looseObject({
    messages: z.enum(NOTIFY_CHOICES),
    connections: z.enum(NOTIFY_CHOICES),
    replies: z.enum(NOTIFY_CHOICES),
    events: z.enum(NOTIFY_CHOICES),
    digest: z.enum(DIGEST_CHOICES),
  })
  .meta({ id: "MailPreferences" });

export const PushPreferences = z
  .looseObject({
    messages: z.boolean(),
    connections: z.boolean(),
    replies: z.boolean(),
    answers: z.boolean(),
    events: z.boolean(),
    moderation: z.boolean(),
    previews: z.boolean(),
    quietStart: z.string(),
    quietEnd: z.string(),
  })
  .meta({ id: "PushPreferences" });

export const PushKey = z.looseObject({ publicKey: text }).meta({ id: "PushKey" });

export const PushSubscription = z
  .looseObject({
    endpoint: text,
    expirationTime: instant.nullable(),
    createdAt: instant,
    sessionId: text,
    current: z.boolean(),
  })
  .meta({ id: "PushSubscription" });

/** A circle (decision 063): a homeland in a city, a city, or a homeland. */
export const Circle = z
  .looseObject({
    id: text,
    kind: z.enum(["city", "homeland", "homeland_city", "started"]),
    name: text,
    homeland: nullableText,
    place: z.looseObject({ id: z.number(), city: text, country: text, countryCode: text }).nullable(),
    memberCount: z.number().int(),
    isMember: z.boolean(),
    isOwn: z.boolean(),
    /** A circle a member started (decision 088); absent for the derived ones. */
    started: z
      .looseObject({
        description: text,
        access: z.enum(["public", "request"]),
        country: nullableText,
        closed: z.boolean(),
        isHost: z.boolean(),
        requested: z.boolean(),
      })
      .optional(),
  })
  .meta({ id: "Circle" });

export const JoinDecision = z
  .looseObject({ userId: text, decision: z.enum(["approve", "decline"]) })
  .meta({ id: "JoinDecision" });

export const CircleList = z
  .looseObject({
    circles: z.array(Circle),
    suggestions: z.array(Circle),
    q: text.optional(),
    results: z.array(Circle).optional(),
  })
  .meta({ id: "CircleList" });

const CircleMember = Author.extend({ since: instant });

export const CircleJoinRequest = CircleMember.meta({ id: "CircleJoinRequest" });

export const CirclePage = z
  .looseObject({
    circle: Circle,
    postsVisible: z.boolean(),
    newestMembers: z.array(CircleMember),
    peopleYouMayKnow: z.array(CircleMember),
    posts: z.looseObject({ posts: z.array(Post), nextCursor: nullableText }),
  })
  .meta({ id: "CirclePage" });

/** A circle's welcome, rules and hosts (issue 47, decision 087). */
export const CircleSettings = z
  .looseObject({ circleId: text, welcome: text, rules: text, hosts: z.array(Person) })
  .meta({ id: "CircleSettings" });

export const CirclePins = z.looseObject({ circleId: text, postIds: z.array(text) }).meta({ id: "CirclePins" });

export const CircleRemoval = z
  .looseObject({ id: text, postId: text, circleId: text, reason: text, removedAt: instant })
  .meta({ id: "CircleRemoval" });

export const CircleMute = z.looseObject({ circleId: text, userId: text, until: instant }).meta({ id: "CircleMute" });

/** Where a search matched in a text: [start, end) offsets in UTF-16 code units (JavaScript string indices). */
const Highlights = z
  .array(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
  .meta({ description: "[start, end) offsets of the matched words in the text, in UTF-16 code units" });

/** One hit of a search (issue 44): any of the kinds, what it is and where the words matched. */
export const SearchHit = z
  .looseObject({
    type: z.enum(SEARCH_TYPES),
    id: text,
    title: text.meta({
      description: "Plain text: a post's or question's first line, a person's name, an event's or service's title",
    }),
    titleHighlights: Highlights,
    excerpt: text.meta({
      description: "Plain text around what matched (… where it was cut); empty when the title says it all",
    }),
    highlights: Highlights,
    url: text.meta({ description: "The item's page on this site" }),
    createdAt: instant,
    person: z
      .looseObject({ id: text, name: text, avatarUrl: text })
      .nullable()
      .meta({ description: "The author, organiser or provider; for a person, themselves" }),
    place: nullableText,
    startsAt: instant.nullable().meta({ description: "An event's start; null for the other kinds" }),
    answered: z
      .boolean()
      .nullable()
      .meta({ description: "A question with an accepted answer; null for the other kinds" }),
    viaComment: z.boolean().meta({ description: "Found by a comment or answer, not by its own words" }),
  })
  .meta({ id: "SearchHit" });

const perType = <T extends z.ZodType>(value: T) =>
  z.looseObject(
    Object.fromEntries(SEARCH_TYPES.map((type) => [type, value])) as Record<(typeof SEARCH_TYPES)[number], T>,
  );

export const SearchResults = z
  .looseObject({
    results: z.array(SearchHit),
    counts: perType(z.number().int().min(0)).meta({
      description: "Hits of each kind the caller may see, counted up to 1,000",
    }),
    countsCapped: perType(z.boolean()).meta({
      description:
        "true: there may be more than that count (show it as 300+): it stopped at 1,000, or at the newest matches " +
        "it read (every kind but the page's `type` reads its newest)",
    }),
    nextCursor: nullableText.meta({ description: "With `type`: the next page's cursor; null on the last page" }),
  })
  .meta({ id: "SearchResults" });
