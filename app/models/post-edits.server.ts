// A member edits what they wrote (issue 43 §6): a post's text, language, photo descriptions and photos, or a
// comment's text. The same validation and limits as writing it, the same visibility rule (a post or comment the
// editor may not see is "not found"), only by its author, never one a moderator hid. An edit stamps `editedAt`
// (shown as "edited"), updates the search text, and tells open pages to reload. A report keeps the text it was
// about (reports.server.ts), so moderators judge what was reported, not only the edited text.
import { searchDocument } from "~/lib/search-text";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idSchema } from "~/schemas/ids";
import { editCommentSchema, editPostSchema } from "~/schemas/posts";
import { broadcast, publish } from "~/realtime/bus.server";
import type { FeedPost, PostComment } from "~/lib/types/feed";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";
import { membersBlockedWith } from "./blocks.server";
import { EDITED_EVENT_TYPE } from "~/lib/live-events";
import { detectLanguage } from "./post-language.server";
import { discardImages, imageUrl, toPostImage } from "./images.server";
import {
  assertNotBlocked,
  assertVisible,
  commentSelect,
  findVisibleComment,
  getPost,
  isEditable,
  parsePostId,
  requestCircleAudience,
  toComment,
  visibilitySelect,
} from "./posts.server";

/** The live event an edit sends: open pages showing the item reload it (app/lib/live-events.ts). */
export const EDITED_EVENT = EDITED_EVENT_TYPE;

export async function editPost(viewer: Viewer, id: unknown, input: Record<string, unknown>): Promise<FeedPost> {
  const postId = parsePostId(id);
  const data = parseInput(editPostSchema, input, "Failed to update the post.");
  const post = await db.post.findUnique({
    where: { id: postId },
    select: { ...visibilitySelect, type: true, eventId: true, imageUrl: true },
  });
  assertVisible(viewer, post);
  await assertNotBlocked(viewer, post.authorId);
  if (post.authorId !== viewer.id) throw new AppError("forbidden", "You can only edit your own posts");
  if (!isEditable(viewer, post))
    throw new AppError(
      "forbidden",
      post.hiddenAt ? "A moderator hid this post: it cannot be edited" : "Edit the event or service itself",
    );
  await limitWrite(viewer.id, "content");
  const removed = await db.$transaction(async (tx) => {
    const photos = await tx.image.findMany({
      where: { postId },
      orderBy: { position: "asc" },
      select: { id: true, key: true, sizes: true, width: true, height: true, alt: true, placeholder: true },
    });
    const kept = data.photos ? keptPhotos(photos, data.photos) : photos.map((photo) => ({ ...photo }));
    const gone = photos.filter((photo) => !kept.some((keep) => keep.id === photo.id));
    if (gone.length > 0) await tx.image.deleteMany({ where: { id: { in: gone.map((photo) => photo.id) } } });
    for (const [position, photo] of kept.entries())
      await tx.image.update({ where: { id: photo.id }, data: { position, alt: photo.alt }, select: { id: true } });
    const first = kept[0];
    await tx.post.update({
      where: { id: postId },
      data: {
        content: data.content,
        language: data.language ?? detectLanguage(data.content),
        searchText: searchDocument(data.content),
        editedAt: new Date(),
        // The first photo's address; an older post's external link stays unless it had uploaded photos.
        ...(photos.length > 0 ? { imageUrl: first ? toPostImage(first).url : null } : {}),
      },
      select: { id: true },
    });
    return gone;
  });
  await discardImages(removed);
  await announceEdit(postId, viewer.id);
  return getPost(viewer, postId);
}

/** The photos the edit keeps, in its order, with its descriptions: each must be one of the post's (400). */
function keptPhotos<Photo extends { id: string; key: string; sizes: string; alt: string | null }>(
  photos: Photo[],
  wanted: Array<{ url: string; alt: string | null }>,
): Photo[] {
  const byUrl = new Map(photos.map((photo) => [largestUrl(photo), photo]));
  const kept: Photo[] = [];
  for (const want of wanted) {
    const photo = byUrl.get(want.url);
    if (!photo || kept.includes(photo))
      throw new AppError("validation", "Must be one of this post's photos", {
        fields: { photos: "Must be one of this post's photos" },
      });
    kept.push({ ...photo, alt: want.alt });
  }
  return kept;
}

function largestUrl(photo: { key: string; sizes: string }): string {
  const sizes = photo.sizes.split(",").map(Number);
  return imageUrl(photo.key, sizes[sizes.length - 1]);
}

export async function editComment(viewer: Viewer, commentId: unknown, input: Record<string, unknown>) {
  const id = parseInput(idSchema, commentId);
  const { content } = parseInput(editCommentSchema, input, "Failed to update the comment.");
  // The comment's visibility rule: one the editor may not see (blocked either way, hidden) is not found.
  const comment = await findVisibleComment(viewer, id);
  if (comment.authorId !== viewer.id) throw new AppError("forbidden", "You can only edit your own comments");
  if (!isEditable(viewer, comment))
    throw new AppError("forbidden", "A moderator hid this comment: it cannot be edited");
  await limitWrite(viewer.id, "content");
  const row = await db.comment.update({
    where: { id },
    data: { content, searchText: searchDocument(content), editedAt: new Date() },
    select: commentSelect,
  });
  await announceEdit(row.postId, viewer.id);
  return toComment(row, viewer) satisfies PostComment;
}

/** Open pages reload (the feed's rule: members blocked either way with the author do not hear of it). */
async function announceEdit(postId: string, authorId: string): Promise<void> {
  try {
    const event = { type: EDITED_EVENT, postId, authorId, edited: true } as const;
    const unseen = await membersBlockedWith(authorId);
    // A post in a circle by request is its members' only (circlePostRule, decision 088): so is the hint.
    const post = await db.post.findUnique({ where: { id: postId }, select: { circleId: true } });
    const members = await requestCircleAudience(post?.circleId ?? null);
    if (members !== null) {
      const blocked = new Set(unseen);
      await publish(
        members.filter((id) => !blocked.has(id)),
        event,
      );
      return;
    }
    await broadcast(event, unseen);
  } catch (error) {
    // The edit is committed; a page that misses the hint shows it on its next load.
    console.warn(`edit event for ${postId} not sent: ${(error as Error).message.split("\n").at(-1)}`);
  }
}
