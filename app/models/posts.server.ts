// Posts, likes and comments: the feed. Every page of the feed is one statement: the posts with their
// authors and the viewer's likes among them (feedQuery).
import { searchDocument } from "~/lib/search-text";
import { db, sql, sqlEmpty, sqlJoin, sqlLimit, sqlOlderThan, sqlRaw, type Sql } from "~/server/db.server";
import { onPostgres } from "~/server/env.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { idSchema } from "~/schemas/ids";
import {
  newCommentSchema,
  newPostSchema,
  postLanguageSchema,
  toggleStateSchema,
  wantedState,
  type NewPostInput,
  type PostType,
} from "~/schemas/posts";
import { decodeCursor, newerThan, paginate, parseLimit, type Cursor } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { IMAGE_COPY } from "~/copy/images";
import { resolveAbout, type AdviceAbout } from "./advice-about.server";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "./activity.server";
import { limitWrite } from "./write-limits.server";
import { announceNotification, excerptText, storeNotification } from "./notifications.server";
import { once, type Remember, type Submission } from "./submissions.server";
import { isBlockedBetween, membersBlockedWith } from "./blocks.server";
import { activeMemberRule, blockRule, circlePostRule, contributorRule, hiddenRule } from "./visibility-rules.server";
import { broadcast, publish } from "~/realtime/bus.server";
import { CIRCLE_COPY, isStartedCircleId } from "~/lib/circles";
import { circleNames, circlePostReadable, isCircleMember, JOINED } from "./circle-membership.server";
import { assertNotMuted } from "./circle-hosts.server";
import { avatarUrl, personCardSelect } from "./member-fields.server";
import { canModerate, type Viewer } from "./viewer";
import { detectLanguage } from "./post-language.server";
import type { Author, FeedPage, FeedPost, PostComment, PostImage } from "~/lib/types/feed";
import {
  discardImages,
  imageRows,
  imagesOfPosts,
  imageUrl as storedImageUrl,
  storeUploads,
  attachUploads,
  claimUploads,
  parseUploadedRefs,
  MAX_PHOTOS_PER_POST,
  type UploadedPhotoRef,
  toPostImage,
  type UploadedFile,
} from "./images.server";
import { notificationText } from "./notification-text.server";

export const FEED_PAGE_SIZE = 10;
export const FEED_MAX_PAGE_SIZE = 50;

const authorSelect = personCardSelect;

export const postSelect = {
  id: true,
  content: true,
  language: true,
  type: true,
  category: true,
  imageUrl: true,
  createdAt: true,
  likesCount: true,
  commentsCount: true,
  eventId: true,
  authorId: true,
  hiddenAt: true,
  editedAt: true,
  circleId: true,
  author: { select: authorSelect },
} as const;

type AuthorRow = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  countryOfOrigin: string | null;
  currentLocation: string | null;
};
type PostRow = {
  id: string;
  content: string;
  language: string | null;
  type: PostType;
  category: string | null;
  imageUrl: string | null;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
  eventId: string | null;
  authorId: string;
  hiddenAt: Date | null;
  editedAt?: Date | null;
  circleId?: string | null;
  author: AuthorRow;
};

export type { Author, FeedPage, FeedPost, PostComment };

// Written out field by field rather than with object rest and spread: the feed makes one of each per
// post on every load, and V8's rest copy cost ~1 µs each (a sixth of /api/feed's time in process).
// The key order is the one the spread versions gave, so the JSON is byte for byte the same.
function toAuthor(id: string, row: Omit<AuthorRow, "id">): Author {
  return {
    id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    countryOfOrigin: row.countryOfOrigin,
    currentLocation: row.currentLocation,
    avatarUrl: avatarUrl({ id, profileImageUrl: row.profileImageUrl }),
  };
}

/** A post as the feed shows it. Counts through Number(): the feed's raw SQL may answer them as BigInt. */
function feedPostOf(
  post: Omit<PostRow, "author" | "commentsCount"> & { commentsCount: number | bigint },
  author: Author,
  viewer: Viewer,
  liked: boolean,
  images: PostImage[] = NO_IMAGES,
  circleNames: Map<string, string> = NO_NAMES,
): FeedPost {
  const circleId = post.circleId ?? null;
  const circleName = circleId === null ? undefined : circleNames.get(circleId);
  return {
    id: post.id,
    content: post.content,
    language: post.language,
    type: post.type,
    category: post.category,
    imageUrl: post.imageUrl,
    images,
    likesCount: Number(post.likesCount),
    commentsCount: Number(post.commentsCount),
    eventId: post.eventId,
    createdAt: post.createdAt.toISOString(),
    author,
    isLiked: liked,
    canDelete: canModerate(viewer, post.authorId),
    canEdit: isEditable(viewer, post),
    isHidden: post.hiddenAt !== null,
    editedAt: post.editedAt ? post.editedAt.toISOString() : null,
    circle: circleId !== null && circleName !== undefined ? { id: circleId, name: circleName } : null,
  };
}

/** Its author may edit a post or comment (issue 43 §6), not one a moderator hid, nor an event's or service's post. */
export function isEditable(
  viewer: Viewer,
  item: { authorId: string; hiddenAt: Date | null; type?: string; eventId?: string | null },
): boolean {
  return item.authorId === viewer.id && item.hiddenAt === null && item.type !== "event" && item.type !== "service";
}

const NO_IMAGES: PostImage[] = [];
const NO_NAMES = new Map<string, string>();

export function toFeedPost(
  row: PostRow,
  viewer: Viewer,
  liked: boolean,
  images?: PostImage[],
  circleNames?: Map<string, string>,
): FeedPost {
  return feedPostOf(row, toAuthor(row.author.id, row.author), viewer, liked, images, circleNames);
}

/** A post with uploaded photos carries its first photo's address in imageUrl (an older one, an external link). */
function hasUploadedPhotos(row: { imageUrl: string | null }): boolean {
  return row.imageUrl?.startsWith("/images/") ?? false;
}

/**
 * The photos of some posts, in one statement, and none when no post has any (most pages): a page of the feed
 * costs its one statement, or two with photos, whatever its size.
 */
export function photosOf(rows: Array<{ id: string; imageUrl: string | null }>): Promise<Map<string, PostImage[]>> {
  const ids = rows.filter(hasUploadedPhotos).map((row) => row.id);
  return ids.length === 0 ? Promise.resolve(new Map()) : imagesOfPosts(ids);
}

export function parsePostId(id: unknown): string {
  return parseInput(idSchema, id);
}

const notFound = () => new AppError("not_found", "Post not found");

/** What a post's visibility depends on: select it with the post. */
export const visibilitySelect = {
  authorId: true,
  hiddenAt: true,
  circleId: true,
  author: { select: { status: true } },
} as const;

/**
 * A post by a suspended member is hidden everywhere (feed, permalink, likes, comments) from everyone
 * but those who may moderate it: admins (and its author, who cannot sign in while suspended).
 * Hidden means "Post not found", the same answer as a post that does not exist. So does a post an admin
 * hid after a report (decision 019), for everyone but its author and admins.
 */
export function assertVisible(
  viewer: Viewer,
  post: { authorId: string; hiddenAt: Date | null; author: { status: string } } | null,
): asserts post {
  if (!post || !postVisible(viewer, post)) throw notFound();
}

function postVisible(viewer: Viewer, post: { authorId: string; hiddenAt: Date | null; author: { status: string } }) {
  return (
    (activeMemberRule().allows(post.author) || canModerate(viewer, post.authorId)) &&
    hiddenRule(viewer, "authorId").allows(post, post.authorId)
  );
}

/**
 * A post to a circle by request the viewer is not in does not exist for them (circlePostRule, decision 088):
 * "Post not found", as for any post they may not see.
 */
export async function assertCircleReadable(viewer: Viewer, post: { circleId?: string | null; authorId: string }) {
  if (!(await circlePostReadable(viewer, post))) throw notFound();
}

/** A post whose author and the viewer blocked one another does not exist for the viewer. */
export async function assertNotBlocked(
  viewer: Viewer,
  authorId: string,
  client?: Parameters<typeof isBlockedBetween>[2],
) {
  if (await isBlockedBetween(viewer.id, authorId, client)) throw notFound();
}

/**
 * Which posts a feed page reads (decision 063): everyone's; a member's circles (posts to circles they are in,
 * not left, and posts by their connections and themselves); their city (posts by members living there and
 * posts to its circles); one circle's; one author's.
 */
export type FeedFilter =
  | { kind: "everyone" }
  | { kind: "circles"; memberId: string; circleIds: string[] }
  | { kind: "city"; placeId: number }
  | { kind: "circle"; circleId: string }
  | { kind: "author"; authorId: string };

/** Newest first, by keyset cursor. Posts by suspended members, blocked either way, or hidden by an admin are left out. */
export async function listFeed(
  viewer: Viewer,
  options: { cursor?: string | null; limit?: unknown; authorId?: string; filter?: FeedFilter } = {},
): Promise<FeedPage> {
  const limit = parseLimit(options.limit, FEED_PAGE_SIZE, FEED_MAX_PAGE_SIZE);
  const cursor = decodeCursor(options.cursor);
  const filter: FeedFilter = options.authorId
    ? { kind: "author", authorId: options.authorId }
    : (options.filter ?? { kind: "everyone" });
  const rows = await readRows<FeedRow[]>(feedQuery(viewer, cursor, filter, limit + 1));
  const { items, nextCursor } = paginate(rows, limit);
  return { posts: await feedPostsOf(viewer, items), nextCursor };
}

/** A page's rows as the feed shows them: at most two more statements, each only when the page has any: its photos, its circles' names. */
export async function feedPostsOf(viewer: Viewer, items: FeedRow[]): Promise<FeedPost[]> {
  const [photos, names] = await Promise.all([photosOf(items), circleNames(items.map((row) => row.circleId))]);
  return items.map((row) =>
    feedPostOf(row, toAuthor(row.authorId, row), viewer, Boolean(Number(row.liked)), photos.get(row.id), names),
  );
}

/** The feed's columns (feedRowShape) for a post `p` by `a`. */
function feedColumnsSql(viewer: Viewer): Sql {
  return sql`p."id", p."content", p."language", p."type", p."category", p."imageUrl", p."createdAt", p."likesCount",
           ${visibleCommentsCountSql(viewer, sql`p."id"`)} AS "commentsCount",
           p."eventId", p."authorId", p."hiddenAt", p."editedAt", p."circleId",
           a."firstName", a."lastName", a."profileImageUrl", a."countryOfOrigin", a."currentLocation",
           (SELECT 1 FROM "Like" l WHERE l."postId" = p."id" AND l."userId" = ${viewer.id} LIMIT 1) IS NOT NULL AS "liked"`;
}

/**
 * The posts a list picked (`ids`: a subquery of ("id") that holds the list's rules, as Advice's), with the feed's
 * columns and `extra` ones of `p`, newest first: the list's page in one statement.
 */
export function pickedPostsSql(viewer: Viewer, ids: Sql, extra: Sql = sqlEmpty): Sql {
  return sql`SELECT ${feedColumnsSql(viewer)} ${extra}
    FROM (${ids}) m JOIN "Post" p ON p."id" = m."id" JOIN "User" a ON a."id" = p."authorId"
    ORDER BY p."createdAt" DESC, p."id" DESC`;
}

/** The condition a feed filter puts on the post `p` (its author is `a`). */
function feedFilterSql(filter: FeedFilter): Sql {
  switch (filter.kind) {
    case "everyone":
      return sqlEmpty;
    case "author":
      return sql`AND p."authorId" = ${filter.authorId}`;
    case "circle":
      return sql`AND p."circleId" = ${filter.circleId}`;
    case "city":
      return sql`AND (a."placeId" = ${filter.placeId} OR p."circleId" = ${`city-${filter.placeId}`}
        OR p."circleId" LIKE ${`from-%-in-${filter.placeId}`})`;
    case "circles":
      // Read from its sources instead (circlesFeedQuery).
      return sqlEmpty;
  }
}

/** The feed's row (feedQuery): the post's columns, its author's card fields, whether the viewer liked it. */
export const feedRowShape = {
  id: "string",
  content: "string",
  language: "string|null",
  type: "string",
  category: "string|null",
  imageUrl: "string|null",
  createdAt: "Date",
  likesCount: "number",
  commentsCount: "number|bigint",
  eventId: "string|null",
  authorId: "string",
  hiddenAt: "Date|null",
  editedAt: "Date|null",
  circleId: "string|null",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  currentLocation: "string|null",
  liked: "boolean|number|bigint",
} as const;
export type FeedRow = RowOf<typeof feedRowShape> & { type: PostType };

/**
 * How many of a post's comments the viewer sees, as its thread lists them (listComments: the comment not hidden
 * but for its author and admins, its author one whose comments the viewer sees), as a scalar subquery on the
 * post's id column. Per viewer, so not the stored `commentsCount` (decision 035): a post's comments, each with
 * its author's row and two Block probes, all on indexes.
 */
function visibleCommentsCountSql(viewer: Viewer, postId: Sql): Sql {
  return sql`(SELECT COUNT(*) FROM "Comment" c JOIN "User" ca ON ca."id" = c."authorId"
      WHERE c."postId" = ${postId}
        AND ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`c."hiddenAt"`, ownerId: sql`c."authorId"` })}
        AND ${contributorRule(viewer).sql({ id: sql`ca."id"`, status: sql`ca."status"` })})`;
}

/** The row of viewerPostFacts. */
export const postFactsRowShape = {
  postId: "string",
  liked: "boolean|number|bigint",
  commentsCount: "number|bigint",
} as const;

export type PostFacts = { liked: boolean; commentsCount: number };

/**
 * For posts read with Prisma (a permalink, a page of questions): whether the viewer liked each and how many of
 * its comments they see (visibleCommentsCountSql), in one statement, as the feed's statement answers them.
 */
export async function viewerPostFacts(viewer: Viewer, postIds: string[]): Promise<Map<string, PostFacts>> {
  if (postIds.length === 0) return new Map();
  const rows = await readRows<Array<RowOf<typeof postFactsRowShape>>>`
    SELECT p."id" AS "postId",
           (SELECT 1 FROM "Like" l WHERE l."postId" = p."id" AND l."userId" = ${viewer.id} LIMIT 1) IS NOT NULL AS "liked",
           ${visibleCommentsCountSql(viewer, sql`p."id"`)} AS "commentsCount"
    FROM "Post" p WHERE p."id" IN (${sqlJoin(postIds)})`;
  return new Map(
    rows.map((row) => [row.postId, { liked: Boolean(Number(row.liked)), commentsCount: Number(row.commentsCount) }]),
  );
}

/**
 * The feed page in one statement: the posts with their authors' card fields and whether the viewer liked
 * each. The home page and GET /api/feed run it on every load; as a model query it cost three statements
 * and Prisma's query compiler on each call, most of the page's database time (decision 018). The rules
 * are the model query's: the author active and not blocked either way, hidden posts only for their
 * author and admins, (createdAt, id) keyset order. Portable SQL: quoted identifiers, enum values as
 * literals, booleans read with Boolean() (SQLite answers 0/1). "liked" is a scalar subquery, not EXISTS:
 * PostgreSQL turned the EXISTS into a hashed subplan that reads every like the viewer ever gave (the
 * statement executed in 0.83 ms for a member with 50); this form looks up each post's pair (0.11 ms).
 */
export function feedQuery(viewer: Viewer, cursor: Cursor | null, filter: FeedFilter, take: number): Sql {
  if (filter.kind === "circles") return circlesFeedQuery(viewer, cursor, filter, take);
  return sql`
    SELECT ${feedColumnsSql(viewer)}
    FROM "Post" p
    JOIN "User" a ON a."id" = p."authorId"
    WHERE ${activeMemberRule().sql(sql`a."status"`)}
      AND ${blockRule(viewer.id).sql(sql`a."id"`)}
      ${sqlOlderThan(sql`p`, cursor)}
      ${feedFilterSql(filter)}
      AND ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`p."hiddenAt"`, ownerId: sql`p."authorId"` })}
      AND ${circlePostRule(viewer).sql({ circleId: sql`p."circleId"`, authorId: sql`p."authorId"` })}
    ORDER BY p."createdAt" DESC, p."id" DESC
    ${sqlLimit(take)}`;
}

/** The feed's rules for a post `p` by `a` (feedQuery's), for the statements that read posts from several sources and search. */
export function feedRulesSql(viewer: Viewer, p: Sql, a: Sql): Sql {
  return sql`${activeMemberRule().sql(sql`${a}."status"`)}
      AND ${blockRule(viewer.id).sql(sql`${a}."id"`)}
      AND ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`${p}."hiddenAt"`, ownerId: sql`${p}."authorId"` })}
      AND ${circlePostRule(viewer).sql({ circleId: sql`${p}."circleId"`, authorId: sql`${p}."authorId"` })}`;
}

/**
 * My circles (decision 063) from its sources: each of the member's circles, their own posts and their
 * connections' posts, each the newest `take` visible after the cursor on its own index ((circleId, createdAt,
 * id), (authorId, createdAt)), then the newest `take` of those. Walking the whole feed newest first and keeping
 * what matches read tens of thousands of posts for a member whose circles are quiet (66 ms at 100,000 posts).
 * CROSS JOIN keeps the few candidates as SQLite's outer loop; PostgreSQL reads it as a plain join.
 * On PostgreSQL the circles are one walk, repeated for each circle (LATERAL): the statement is the same size
 * however many circles the member is in, and no estimate depends on which circles they are. With a walk per
 * circle, at 10M posts PostgreSQL priced its reusable plan at the average circle, above a plan made for this
 * member's quiet ones, so it planned every run anew: 3-4 ms of planning for 0.5 ms of work.
 */
function circlesFeedQuery(
  viewer: Viewer,
  cursor: Cursor | null,
  filter: { memberId: string; circleIds: string[] },
  take: number,
): Sql {
  const me = filter.memberId;
  const walk = (where: Sql) =>
    sql`SELECT s."id" FROM "Post" s JOIN "User" sa ON sa."id" = s."authorId"
      WHERE ${where} AND ${feedRulesSql(viewer, sql`s`, sql`sa`)} ${sqlOlderThan(sql`s`, cursor)}
      ORDER BY s."createdAt" DESC, s."id" DESC ${sqlLimit(take)}`;
  const branch = (where: Sql, name: string) => sql`SELECT * FROM (${walk(where)}) AS ${sqlRaw(`"${name}"`)}`;
  // On the (requesterId, status) and (receiverId, status) indexes.
  const friends = sql`SELECT c."receiverId" FROM "Connection" c WHERE c."requesterId" = ${me} AND c."status" = 'accepted'
    UNION ALL SELECT c."requesterId" FROM "Connection" c WHERE c."receiverId" = ${me} AND c."status" = 'accepted'`;
  const circleIds = filter.circleIds.slice(0, MAX_FEED_CIRCLES);
  const circles =
    onPostgres() && circleIds.length > 0
      ? [
          sql`SELECT w."id" FROM (VALUES ${sqlJoin(circleIds.map((id) => sql`(${id})`))}) AS v("circleId")
            CROSS JOIN LATERAL (${walk(sql`s."circleId" = v."circleId"`)}) AS w`,
        ]
      : circleIds.map((id, index) => branch(sql`s."circleId" = ${id}`, `c${index}`));
  const branches = [
    ...circles,
    branch(sql`s."authorId" = ${me}`, "mine"),
    branch(sql`s."authorId" IN (${friends})`, "friends"),
  ];
  return sql`
    SELECT ${feedColumnsSql(viewer)}
    FROM (SELECT DISTINCT "id" FROM (${sqlJoin(branches, " UNION ALL ")}) AS u) AS candidates
    CROSS JOIN "Post" p
    JOIN "User" a ON a."id" = p."authorId"
    WHERE p."id" = candidates."id"
    ORDER BY p."createdAt" DESC, p."id" DESC
    ${sqlLimit(take)}`;
}

/** The most circles one page of My circles reads (a member's own three and the ones they joined, newest first). */
export const MAX_FEED_CIRCLES = 50;

export async function getPost(viewer: Viewer, id: unknown): Promise<FeedPost> {
  const row = await db.post.findUnique({
    where: { id: parsePostId(id) },
    select: { ...postSelect, author: { select: { ...authorSelect, status: true } } },
  });
  assertVisible(viewer, row);
  await assertNotBlocked(viewer, row.authorId);
  await assertCircleReadable(viewer, row);
  const { status: _status, ...author } = row.author;
  const [allFacts, photos, names] = await Promise.all([
    viewerPostFacts(viewer, [row.id]),
    photosOf([row]),
    circleNames([row.circleId]),
  ]);
  const facts = allFacts.get(row.id);
  return toFeedPost(
    { ...row, author, commentsCount: facts?.commentsCount ?? 0 },
    viewer,
    facts?.liked ?? false,
    photos.get(row.id),
    names,
  );
}

/**
 * The post, its photos' rows and its activity row commit together (decision 031); `submission` is the form's
 * one-time token, recorded with them: the same token again answers this post and writes nothing. Photos (at
 * most 4, each with optional alt text) are processed and stored first; a refused photo refuses the post, and
 * a failed write removes the stored files.
 */
export async function createPost(
  viewer: Viewer,
  input: Record<string, unknown>,
  submission?: Submission,
  photos: UploadedFile[] = [],
  uploaded: unknown = [],
): Promise<FeedPost> {
  const data = parseInput(newPostSchema, input, "Failed to create post. Please try again.");
  // Photos uploaded ahead (`uploaded`: [{ id, alt }]) come after any sent with the post itself.
  const refs = parseUploadedRefs(uploaded);
  if (photos.length + refs.length > MAX_PHOTOS_PER_POST) throw new AppError("validation", IMAGE_COPY.tooMany);
  // A question may say which city or country it is about (issue 27 §4).
  const about = data.type === "advice" ? await resolveAbout(input) : null;
  return once(viewer, submission, ["post", data, photos.length, refs, about], async (remember) => {
    await limitWrite(viewer.id, "content");
    // A post to a circle is everyone's to read (circles are open), but only its members post there.
    const circleName = data.circleId ? await postableCircleName(viewer, data.circleId) : null;
    const stored = await storeUploads(viewer, photos, "photo");
    try {
      return await writePost(viewer, data, stored, remember, refs, about, circleName);
    } catch (error) {
      await discardImages(stored);
      throw error;
    }
  });
}

async function writePost(
  viewer: Viewer,
  data: NewPostInput,
  sent: Awaited<ReturnType<typeof storeUploads>>,
  remember: Remember<FeedPost>,
  refs: UploadedPhotoRef[],
  about: AdviceAbout | null,
  circleName: string | null = null,
): Promise<FeedPost> {
  {
    const post = await db.$transaction(async (tx) => {
      const ahead = await claimUploads(tx, viewer, refs);
      const stored = [...sent, ...ahead];
      const first = stored[0];
      const row = await tx.post.create({
        data: {
          authorId: viewer.id,
          content: data.content,
          // The author's choice, else told from the text (decision 069).
          language: data.language ?? detectLanguage(data.content),
          searchText: searchDocument(data.content),
          type: data.type,
          category: data.category ?? null,
          circleId: circleName === null ? null : (data.circleId ?? null),
          aboutPlaceId: about?.placeId ?? null,
          aboutCountry: about?.countryCode ?? null,
          aboutLabel: about?.label ?? null,
          imageUrl: first ? storedImageUrl(first.key, first.sizes[first.sizes.length - 1]) : null,
        },
        select: postSelect,
      });
      if (sent.length > 0)
        await tx.image.createMany({ data: imageRows(viewer.id, sent, { kind: "post", postId: row.id }) });
      await attachUploads(tx, row.id, ahead, sent.length);
      const images = stored.map((image) => toPostImage({ ...image, sizes: image.sizes.join(",") }));
      const kind = data.type === "advice" ? "asked a question" : "shared a post";
      await recordActivity(
        {
          actorId: viewer.id,
          verb: data.type === "advice" ? "advice.created" : "post.created",
          subjectId: row.id,
          description: `${row.author.firstName} ${row.author.lastName} ${kind}`,
        },
        tx,
      );
      const names = new Map(circleName === null || !data.circleId ? [] : [[data.circleId, circleName]]);
      return remember(tx, toFeedPost(row, viewer, false, images, names));
    });
    await announcePost(post.id, viewer.id, post.circle?.id ?? null);
    return post;
  }
}

/**
 * Tells every open page that the feed has a new post (the home page shows "N new posts" rather than
 * jumping). An id, not the post: a page that wants it loads it with the viewer's rights. The feed's rule
 * holds for the event too (ARCHITECTURE rule 11): a new post is neither hidden nor by a suspended member, so
 * only members blocked either way with its author may not see it, and the event does not reach their sockets.
 */
/** The circle's name when the viewer may post to it (a member of it), else a field error. */
async function postableCircleName(viewer: Viewer, circleId: string): Promise<string> {
  const refuse = () =>
    new AppError("validation", CIRCLE_COPY.notYourCircle, { fields: { circleId: CIRCLE_COPY.notYourCircle } });
  const me = await db.user.findUnique({
    where: { id: viewer.id },
    select: { countryOfOrigin: true, secondHomeland: true, placeId: true },
  });
  if (!me || !(await isCircleMember({ id: viewer.id, ...me }, circleId))) throw refuse();
  // A closed started circle (decision 088) takes no posts.
  if (isStartedCircleId(circleId)) {
    const circle = await db.startedCircle.findUnique({ where: { id: circleId.slice(2) }, select: { closedAt: true } });
    if (!circle || circle.closedAt !== null) throw refuse();
  }
  // A host muted them there (issue 47): told until when.
  await assertNotMuted(viewer.id, circleId, "circleId");
  const name = (await circleNames([circleId])).get(circleId);
  if (name === undefined) throw refuse();
  return name;
}

export async function announcePost(postId: string, authorId: string, circleId: string | null = null): Promise<void> {
  let unseen: string[];
  let members: string[] | null = null;
  try {
    unseen = await membersBlockedWith(authorId);
    // A post to a circle by request (decision 088) is told to its members only, as circlePostRule reads it.
    members = await requestCircleAudience(circleId);
  } catch (error) {
    // The post is committed; a missed hint is caught up by the next load, a leaked one is not.
    console.warn(`feed event for ${postId} not sent: ${(error as Error).message.split("\n").at(-1)}`);
    return;
  }
  if (members === null) return broadcast({ type: "feed", postId, authorId }, unseen);
  const blocked = new Set(unseen);
  return publish(
    members.filter((id) => !blocked.has(id)),
    { type: "feed", postId, authorId },
  );
}

/**
 * Who may be told of a new post in this started circle: null (everyone, as any post) for a public one; for one by
 * request, its members (joined rows of active members) and the admins, whom circlePostRule lets read it.
 */
export async function requestCircleAudience(id: string | null): Promise<string[] | null> {
  if (id === null || !isStartedCircleId(id)) return null;
  const circleId: string = id;
  const circle = await db.startedCircle.findUnique({ where: { id: circleId.slice(2) }, select: { access: true } });
  if (!circle || circle.access !== "request") return null;
  const [joined, admins] = await Promise.all([
    db.circleChoice.findMany({
      where: { circleId, state: JOINED, user: activeMemberRule().where },
      select: { userId: true },
    }),
    db.user.findMany({ where: { role: "admin", ...activeMemberRule().where }, select: { id: true } }),
  ]);
  return [...joined.map((row) => row.userId), ...admins.map((row) => row.id)];
}

/**
 * The author corrects their post's language (decision 069): a code of the list, or null to tell it from the
 * text again. Only its author: anyone else who may see it is refused, anyone who may not gets "Post not found".
 */
export async function setPostLanguage(viewer: Viewer, id: unknown, input: Record<string, unknown>): Promise<FeedPost> {
  const postId = parsePostId(id);
  const { language } = parseInput(postLanguageSchema, input, "Failed to update the post's language.");
  const post = await db.post.findUnique({ where: { id: postId }, select: { ...visibilitySelect, content: true } });
  assertVisible(viewer, post);
  await assertNotBlocked(viewer, post.authorId);
  if (post.authorId !== viewer.id)
    throw new AppError("forbidden", "You can only change the language of your own posts");
  await limitWrite(viewer.id, "content");
  await db.post.update({
    where: { id: postId },
    data: { language: language ?? detectLanguage(post.content) },
    select: { id: true },
  });
  return getPost(viewer, postId);
}

export async function deletePost(viewer: Viewer, id: unknown): Promise<void> {
  const postId = parsePostId(id);
  const post = await db.post.findUnique({ where: { id: postId }, select: visibilitySelect });
  assertVisible(viewer, post);
  if (!canModerate(viewer, post.authorId)) throw new AppError("forbidden", "You can only delete your own posts");
  await limitWrite(viewer.id, "delete");
  // Its photos' rows go with it (cascade); their files right after.
  const [images] = await db.$transaction([
    db.image.findMany({ where: { postId }, select: { key: true, sizes: true } }),
    db.post.delete({ where: { id: postId }, select: { id: true } }),
  ]);
  await discardImages(images);
}

export type LikeState = { postId: string; liked: boolean; likesCount: number };

/** One call toggles: like when not liked, unlike when liked. The count moves with the row, atomically. */
export function toggleLike(viewer: Viewer, id: unknown): Promise<LikeState> {
  return setLike(viewer, id, {});
}

/**
 * Likes or unlikes as `input.pressed` asks (toggleStateSchema; nothing changes when it already is so), or
 * toggles without it. The count moves with the row, atomically.
 */
export async function setLike(viewer: Viewer, id: unknown, input: Record<string, unknown>): Promise<LikeState> {
  const postId = parsePostId(id);
  const wanted = parseInput(toggleStateSchema, input, "Failed to update like. Please try again.");
  await limitWrite(viewer.id, "like");
  return db.$transaction(async (tx) => {
    const post = await tx.post.findUnique({ where: { id: postId }, select: visibilitySelect });
    assertVisible(viewer, post);
    await assertNotBlocked(viewer, post.authorId, tx);
    await assertCircleReadable(viewer, post);
    // The lock: writing the post's row first makes the member's concurrent likes of it run one after another,
    // so each sees the last one's like (two that both saw none both inserted it: a unique violation, a 500).
    const { likesCount: current } = await tx.post.update({
      where: { id: postId },
      data: { likesCount: { increment: 0 } },
      select: { likesCount: true },
    });
    const mine = { postId, userId: viewer.id };
    const had = (await tx.like.count({ where: mine })) > 0;
    const liked = wantedState(wanted, had);
    let changed = liked !== had;
    if (changed && liked) await tx.like.create({ data: mine, select: { postId: true } });
    if (changed && !liked) changed = (await tx.like.deleteMany({ where: mine })).count > 0;
    if (!changed) return { postId, liked, likesCount: current };
    const { likesCount } = await tx.post.update({
      where: { id: postId },
      data: { likesCount: { increment: liked ? 1 : -1 } },
      select: { likesCount: true },
    });
    return { postId, liked, likesCount };
  });
}

export const commentSelect = {
  id: true,
  postId: true,
  content: true,
  createdAt: true,
  authorId: true,
  hiddenAt: true,
  editedAt: true,
  author: { select: authorSelect },
} as const;

export function toComment(
  row: {
    id: string;
    postId: string;
    content: string;
    createdAt: Date;
    authorId: string;
    hiddenAt: Date | null;
    editedAt?: Date | null;
    author: AuthorRow;
  },
  viewer: Viewer,
): PostComment {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: toAuthor(row.author.id, row.author),
    canDelete: canModerate(viewer, row.authorId),
    canEdit: isEditable(viewer, row),
    isHidden: row.hiddenAt !== null,
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
  };
}

export const COMMENTS_PAGE_SIZE = 50;

/** Oldest first, so a thread reads top to bottom. */
export async function listComments(
  viewer: Viewer,
  postId: unknown,
  options: { cursor?: string | null; limit?: unknown } = {},
): Promise<{ comments: PostComment[]; nextCursor: string | null }> {
  const id = parsePostId(postId);
  const limit = parseLimit(options.limit, COMMENTS_PAGE_SIZE, 100);
  const cursor = decodeCursor(options.cursor);
  const [post, rows] = await Promise.all([
    db.post.findUnique({ where: { id }, select: visibilitySelect }),
    db.comment.findMany({
      where: {
        postId: id,
        ...newerThan(cursor),
        author: contributorRule(viewer).where,
        AND: [hiddenRule(viewer, "authorId").where],
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: limit + 1,
      select: commentSelect,
    }),
  ]);
  assertVisible(viewer, post);
  await assertNotBlocked(viewer, post.authorId);
  await assertCircleReadable(viewer, post);
  const { items, nextCursor } = paginate(rows, limit);
  return { comments: items.map((row) => toComment(row, viewer)), nextCursor };
}

/** The comment, its post's count and the author's notification commit together (decision 031). */
export async function addComment(
  viewer: Viewer,
  postId: unknown,
  input: Record<string, unknown>,
  submission?: Submission,
): Promise<PostComment> {
  const id = parsePostId(postId);
  const { content } = parseInput(newCommentSchema, input, "Failed to post comment. Please try again.");
  return once(viewer, submission, ["comment", id, content], async (remember) => {
    await limitWrite(viewer.id, "content");
    const { comment, news } = await db.$transaction(async (tx) => {
      const post = await tx.post.findUnique({
        where: { id },
        select: { ...visibilitySelect, type: true, circleId: true },
      });
      assertVisible(viewer, post);
      await assertNotBlocked(viewer, post.authorId, tx);
      await assertCircleReadable(viewer, post);
      // Nor comment in a circle a host muted them in (issue 47).
      await assertNotMuted(viewer.id, post.circleId, "content", tx);
      const row = await tx.comment.create({
        data: { postId: id, authorId: viewer.id, content, searchText: searchDocument(content) },
        select: commentSelect,
      });
      await tx.post.update({ where: { id }, data: { commentsCount: { increment: 1 } }, select: { id: true } });
      // A response to a question is told as such, and leads to the question's page.
      const news = await storeNotification(
        tx,
        post.type === "advice"
          ? {
              to: post.authorId,
              actorId: viewer.id,
              type: "advice_response",
              ...notificationText("adviceResponse", { excerpt: excerptText(content) }),
              link: `/advice/${id}`,
            }
          : {
              to: post.authorId,
              actorId: viewer.id,
              type: "post_comment",
              ...notificationText("postComment", { excerpt: excerptText(content) }),
              link: `/posts/${id}#comments`,
            },
      );
      return { comment: await remember(tx, toComment(row, viewer)), news };
    });
    await announceNotification(news);
    return comment;
  });
}

export async function deleteComment(viewer: Viewer, commentId: unknown): Promise<{ postId: string }> {
  const id = parseInput(idSchema, commentId);
  await limitWrite(viewer.id, "delete");
  return db.$transaction(async (tx) => {
    const comment = await tx.comment.findUnique({
      where: { id },
      select: { authorId: true, postId: true, post: { select: visibilitySelect } },
    });
    if (!comment) throw new AppError("not_found", "Comment not found");
    assertVisible(viewer, comment.post);
    if (!canModerate(viewer, comment.authorId))
      throw new AppError("forbidden", "You can only delete your own comments");
    await removeComment(tx, { id, postId: comment.postId });
    return { postId: comment.postId };
  });
}

/**
 * Deletes a comment of `postId` with what hangs on it, in the caller's transaction: the post's count, and the
 * accepted answer it was (advice).
 */
export async function removeComment(
  tx: Pick<typeof db, "comment" | "post">,
  { id, postId }: { id: string; postId: string },
): Promise<void> {
  await tx.comment.delete({ where: { id }, select: { id: true } });
  await tx.post.update({ where: { id: postId }, data: { commentsCount: { decrement: 1 } }, select: { id: true } });
  await tx.post.updateMany({ where: { id: postId, acceptedCommentId: id }, data: { acceptedCommentId: null } });
}

/**
 * The one rule for a comment (ARCHITECTURE rule 11), read in one statement: it exists, it is not hidden by a
 * moderator (but from its author and admins), its author is one whose comments the viewer sees (as its thread
 * says: contributorRule), and its post is one the viewer may see (assertVisible, not blocked either way).
 * Anything else is `notFoundMessage` (404), the same answer as a comment that does not exist. Every read and
 * action on one comment goes through it: its page (getComment), reports, Helpful.
 */
export async function findVisibleComment(
  viewer: Viewer,
  commentId: unknown,
  options: { notFoundMessage?: string; client?: Pick<typeof db, "comment"> } = {},
) {
  const row = await (options.client ?? db).comment.findFirst({
    where: {
      id: parseInput(idSchema, commentId),
      author: contributorRule(viewer).where,
      post: { author: blockRule(viewer.id).where },
    },
    select: { ...commentSelect, post: { select: visibilitySelect } },
  });
  if (
    !row ||
    !hiddenRule(viewer, "authorId").allows(row, row.authorId) ||
    !postVisible(viewer, row.post) ||
    !(await circlePostReadable(viewer, row.post))
  )
    throw new AppError("not_found", options.notFoundMessage ?? "Comment not found");
  return row;
}

export async function getComment(viewer: Viewer, commentId: unknown): Promise<PostComment> {
  return toComment(await findVisibleComment(viewer, commentId), viewer);
}
