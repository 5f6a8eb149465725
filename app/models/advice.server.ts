// Advice: questions are posts of type `advice` (so they are in the feed too); responses are their
// comments. Lists run a fixed number of statements: the questions with authors, the viewer's likes.
import { db, sql, sqlEmpty, sqlLimit, sqlOlderThan, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { decodeCursor, paginate, parseLimit } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { acceptAnswerSchema, adviceFiltersSchema, type AdviceFilters } from "~/schemas/advice";
import { idSchema } from "~/schemas/ids";
import { toggleStateSchema, wantedState } from "~/schemas/posts";
import type { AdvicePage, AdviceQuestion, AdviceResponse, AdviceThread } from "~/lib/types/advice";
import {
  commentSelect,
  feedPostsOf,
  feedRowShape,
  feedRulesSql,
  findVisibleComment,
  pickedPostsSql,
  postSelect,
  toComment,
  toFeedPost,
  viewerPostFacts,
  type FeedRow,
} from "./posts.server";
import { canModerate, type Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";
import { aboutWhere } from "./advice-about.server";
import { newestMatchingRows, sectionQuery } from "./search.server";
import { isBlockedBetween } from "./blocks.server";
import { circlePostReadable } from "./circle-membership.server";
import { activeMemberRule, contributorRule, hiddenRule } from "./visibility-rules.server";

export type { AdviceFilters, AdvicePage, AdviceQuestion, AdviceResponse, AdviceThread };

export const ADVICE_PAGE_SIZE = 10;

/** A question's row on the Advice page: the feed's, and what it is about. */
export const questionRowShape = {
  ...feedRowShape,
  acceptedCommentId: "string|null",
  aboutPlaceId: "number|bigint|null",
  aboutCountry: "string|null",
  aboutLabel: "string|null",
} as const;

const questionSelect = {
  ...postSelect,
  acceptedCommentId: true,
  aboutPlaceId: true,
  aboutCountry: true,
  aboutLabel: true,
} as const;

function aboutOf(row: { aboutPlaceId: number | null; aboutCountry: string | null; aboutLabel: string | null }) {
  return row.aboutCountry && row.aboutLabel
    ? { placeId: row.aboutPlaceId, countryCode: row.aboutCountry, label: row.aboutLabel }
    : null;
}

const notFound = () => new AppError("not_found", "Question not found");

export function parseAdviceFilters(input: Record<string, unknown>): AdviceFilters {
  return parseInput(adviceFiltersSchema, input);
}

/** Newest first; text search on the lower-cased content, every word; questions of suspended members hidden. */
export async function listAdvice(
  viewer: Viewer,
  filters: Record<string, unknown>,
  options: { cursor?: string | null; limit?: unknown; aboutPlaceId?: number } = {},
): Promise<AdvicePage> {
  const { category, q, about } = parseAdviceFilters(filters);
  const limit = parseLimit(options.limit, ADVICE_PAGE_SIZE, 50);
  const cursor = decodeCursor(options.cursor);
  // A place that names nothing finds nothing (and the page says so).
  const place = about ? await aboutWhere(about) : undefined;
  if (place === null) return { questions: [], nextCursor: null, about: { label: null } };
  const query = sectionQuery(q);
  // Its rules are the feed's (a question asked in a circle by request is its members' only), in SQL, so that the
  // filter's statement and the page's are one (issue 44).
  const list = {
    from: sql`"Post" t JOIN "User" a ON a."id" = t."authorId"`,
    own: sql`t."type" = 'advice' ${category ? sql`AND t."category" = ${category}` : sqlEmpty}
      ${place ? aboutSql(place.where) : sqlEmpty}
      ${options.aboutPlaceId !== undefined ? sql`AND t."aboutPlaceId" = ${options.aboutPlaceId}` : sqlEmpty}`,
    where: feedRulesSql(viewer, sql`t`, sql`a`),
  };
  const take = limit + 1;
  const rowsSql = (ids: Sql) =>
    pickedPostsSql(viewer, ids, sql`, p."acceptedCommentId", p."aboutPlaceId", p."aboutCountry", p."aboutLabel"`);
  const rows = query
    ? await newestMatchingRows<RowOf<typeof questionRowShape>>("question", query, list, cursor, take, rowsSql)
    : await readRows<Array<RowOf<typeof questionRowShape>>>(
        rowsSql(sql`SELECT t."id" FROM ${list.from} WHERE ${list.own} AND ${list.where} ${sqlOlderThan(sql`t`, cursor)}
          ORDER BY t."createdAt" DESC, t."id" DESC ${sqlLimit(take)}`),
      );
  const { items, nextCursor } = paginate(rows as Array<FeedRow & RowOf<typeof questionRowShape>>, limit);
  const posts = await feedPostsOf(viewer, items);
  return {
    questions: items.map((row, index) => ({
      ...posts[index]!,
      acceptedResponseId: row.acceptedCommentId,
      about: aboutOf({ ...row, aboutPlaceId: row.aboutPlaceId === null ? null : Number(row.aboutPlaceId) }),
    })),
    nextCursor,
    ...(place ? { about: { label: place.label } } : {}),
  };
}

function aboutSql(where: { aboutPlaceId: number } | { aboutCountry: string }) {
  return "aboutPlaceId" in where
    ? sql`AND t."aboutPlaceId" = ${where.aboutPlaceId}`
    : sql`AND t."aboutCountry" = ${where.aboutCountry}`;
}

async function findQuestion(viewer: Viewer, id: string) {
  const row = await db.post.findUnique({
    where: { id },
    select: { ...questionSelect, author: { select: { ...postSelect.author.select, status: true } } },
  });
  if (!row || row.type !== "advice" || !hiddenRule(viewer, "authorId").allows(row, row.authorId)) throw notFound();
  if (await isBlockedBetween(viewer.id, row.authorId)) throw notFound();
  if (!activeMemberRule().allows(row.author) && !canModerate(viewer, row.authorId)) throw notFound();
  // Asked in a circle by request: its members' only, as every post there (circlePostRule).
  if (!(await circlePostReadable(viewer, row))) throw notFound();
  const { status: _status, ...author } = row.author;
  return { ...row, author };
}

/** The question and all its responses, oldest first with the accepted one first; 4 statements. */
export async function getAdviceThread(viewer: Viewer, id: unknown): Promise<AdviceThread> {
  const questionId = parseInput(idSchema, id);
  const { acceptedCommentId, aboutPlaceId, aboutCountry, aboutLabel, ...row } = await findQuestion(viewer, questionId);
  const [facts, comments] = await Promise.all([
    viewerPostFacts(viewer, [row.id]),
    db.comment.findMany({
      // Responses by members blocked either way or suspended, or hidden by an admin, are left out.
      where: { postId: questionId, author: contributorRule(viewer).where, AND: [hiddenRule(viewer, "authorId").where] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 500,
      select: { ...commentSelect, helpfulCount: true },
    }),
  ]);
  const helpful = await helpfulAmong(
    viewer,
    comments.map((comment) => comment.id),
  );
  const responses = comments.map(({ helpfulCount, ...comment }) => ({
    ...toComment(comment, viewer),
    helpfulCount,
    isHelpful: helpful.has(comment.id),
    canMarkHelpful: comment.authorId !== viewer.id,
    isAccepted: comment.id === acceptedCommentId,
  }));
  responses.sort((a, b) => Number(b.isAccepted) - Number(a.isAccepted));
  const { liked, commentsCount } = facts.get(row.id) ?? { liked: false, commentsCount: 0 };
  return {
    question: {
      ...toFeedPost({ ...row, commentsCount }, viewer, liked),
      acceptedResponseId: acceptedCommentId,
      about: aboutOf({ aboutPlaceId, aboutCountry, aboutLabel }),
    },
    responses,
    canAccept: viewer.id === row.authorId,
  };
}

async function helpfulAmong(viewer: Viewer, commentIds: string[]): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db.commentHelpful.findMany({
    where: { userId: viewer.id, commentId: { in: commentIds } },
    select: { commentId: true },
  });
  return new Set(rows.map((row) => row.commentId));
}

export const OWN_RESPONSE_HELPFUL = "Only other members can mark your response helpful";

export type HelpfulState = { commentId: string; helpful: boolean; helpfulCount: number };

/** Toggles the viewer's Helpful on a response (setHelpful without a wanted state). */
export function toggleHelpful(viewer: Viewer, id: unknown): Promise<HelpfulState> {
  return setHelpful(viewer, id, {});
}

/**
 * The viewer's Helpful on a response they can see (findVisibleComment: not hidden, not blocked either way,
 * under a question they can see; else 404) and not their own (403), as `input.pressed` asks (toggleStateSchema), or toggled without
 * it; the count moves with the row, atomically.
 */
export async function setHelpful(viewer: Viewer, id: unknown, input: Record<string, unknown>): Promise<HelpfulState> {
  const commentId = parseInput(idSchema, id);
  const wanted = parseInput(toggleStateSchema, input, "Failed to update Helpful. Please try again.");
  await limitWrite(viewer.id, "like");
  return db.$transaction(async (tx) => {
    const response = await findVisibleComment(viewer, commentId, { notFoundMessage: "Response not found", client: tx });
    if (response.authorId === viewer.id) throw new AppError("forbidden", OWN_RESPONSE_HELPFUL);
    const mine = { commentId, userId: viewer.id };
    const had = (await tx.commentHelpful.count({ where: mine })) > 0;
    const helpful = wantedState(wanted, had);
    let changed = helpful !== had;
    if (changed && helpful) await tx.commentHelpful.create({ data: mine, select: { commentId: true } });
    // deleteMany: a concurrent request may have taken it already.
    if (changed && !helpful) changed = (await tx.commentHelpful.deleteMany({ where: mine })).count > 0;
    const { helpfulCount } = changed
      ? await tx.comment.update({
          where: { id: commentId },
          data: { helpfulCount: { increment: helpful ? 1 : -1 } },
          select: { helpfulCount: true },
        })
      : await tx.comment.findUniqueOrThrow({ where: { id: commentId }, select: { helpfulCount: true } });
    return { commentId, helpful, helpfulCount };
  });
}

/** The asker marks one response as the accepted answer (again on the same one: unmarks it). */
export async function acceptAnswer(
  viewer: Viewer,
  questionId: unknown,
  input: Record<string, unknown>,
): Promise<{ questionId: string; acceptedResponseId: string | null }> {
  const id = parseInput(idSchema, questionId);
  const { responseId } = parseInput(acceptAnswerSchema, input, "Failed to accept the answer.");
  const question = await findQuestion(viewer, id);
  if (question.authorId !== viewer.id)
    throw new AppError("forbidden", "Only the member who asked can accept an answer");
  const response = await db.comment.findUnique({ where: { id: responseId }, select: { postId: true } });
  if (!response || response.postId !== id) {
    throw new AppError("validation", "responseId: not a response to this question", {
      fields: { responseId: "Not a response to this question" },
    });
  }
  await limitWrite(viewer.id, "like");
  const acceptedResponseId = question.acceptedCommentId === responseId ? null : responseId;
  await db.post.update({ where: { id }, data: { acceptedCommentId: acceptedResponseId }, select: { id: true } });
  return { questionId: id, acceptedResponseId };
}
