// Reports and moderation (decision 019). A member reports what they can see; an admin hides, deletes,
// dismisses or suspends the author, which resolves every open report on the item at once and writes
// the audit log. The page (/admin/moderation) and the API (/api/admin/reports) call the same functions.
import { imageSelect, toPostImage } from "./images.server";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { afterCursor, decodeCursor, encodeCursor, parseLimit } from "~/lib/cursor";
import { parseInput } from "~/lib/validation";
import { idSchema } from "~/schemas/ids";
import {
  HIDEABLE_TYPES,
  MODERATION_ACTIONS,
  REPORT_SUBJECT_LABELS,
  REPORT_STATUSES,
  reportSchema,
  type ModerationAction,
  type ReportReason,
  type ReportSubjectType,
} from "~/schemas/reports";
import type { AdminReportView, ReportGroup, ReportResolution, ReportSubject, ReportView } from "~/lib/types/reports";
import * as z from "zod";
import { recordAdminAction } from "./audit.server";
import { suspensionTarget, endSessionsForSuspension, writeSuspension } from "./accounts.server";
import { getEvent } from "./events.server";
import { getMember } from "./members.server";
import { getComment, getPost, removeComment } from "./posts.server";
import { getService } from "./services.server";
import { requireAdminViewer } from "./admin.server";
import { limitWrite } from "./write-limits.server";
import { once, type Submission } from "./submissions.server";
import type { Viewer } from "./viewer";

export type { AdminReportView, ReportGroup, ReportSubject, ReportView };

type Admin = Viewer & { firstName: string; lastName: string };

const OPEN = "open";
export const QUEUE_PAGE_SIZE = 20;
const LABEL_MAX = 80;

const reportSelect = {
  id: true,
  subjectType: true,
  subjectId: true,
  reason: true,
  note: true,
  createdAt: true,
  openKey: true,
  resolution: true,
  resolvedByName: true,
  resolvedAt: true,
} as const;

type ReportRow = {
  id: string;
  subjectType: string;
  subjectId: string;
  reason: string;
  note: string | null;
  createdAt: Date;
  openKey: string | null;
  resolution: string | null;
  resolvedByName: string | null;
  resolvedAt: Date | null;
};

function toView(row: ReportRow): ReportView {
  return {
    id: row.id,
    subjectType: row.subjectType as ReportSubjectType,
    subjectId: row.subjectId,
    reason: row.reason as ReportReason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    status: row.openKey === OPEN ? "open" : "resolved",
    resolution: row.resolution as ReportResolution | null,
    resolvedByName: row.resolvedByName,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * The item as the reporter sees it, with who owns it, read with the reporter's own rights: an item they
 * cannot see (hidden, blocked, someone else's message) is a 404, the same as one that does not exist.
 */
async function reportable(
  viewer: Viewer,
  type: ReportSubjectType,
  id: string,
): Promise<{ ownerId: string; ownerName: string; text: string }> {
  const by = (person: { id: string; firstName: string; lastName: string }, text: string) => ({
    ownerId: person.id,
    ownerName: nameOf(person),
    text,
  });
  switch (type) {
    case "post": {
      const post = await getPost(viewer, id);
      return by(post.author, post.content);
    }
    case "comment": {
      const comment = await getComment(viewer, id);
      return by(comment.author, comment.content);
    }
    case "service": {
      const service = await getService(viewer, id);
      return by(service.provider, service.title);
    }
    case "event": {
      const event = await getEvent(viewer, id);
      return by(event.organizer, event.title);
    }
    case "user": {
      const member = await getMember(viewer, id);
      return by(member, nameOf(member));
    }
    case "message": {
      // Only a message one received can be reported: the sender knows what they wrote.
      const row = await db.message.findUnique({
        where: { id },
        select: { receiverId: true, content: true, sender: { select: { id: true, firstName: true, lastName: true } } },
      });
      if (!row || row.receiverId !== viewer.id) throw new AppError("not_found", "Message not found");
      return by(row.sender, row.content);
    }
  }
}

const targetSchema = reportSchema.pick({ subjectType: true, subjectId: true });

export type ReportTarget = {
  subjectType: ReportSubjectType;
  subjectId: string;
  label: string;
  ownerName: string;
  excerpt: string;
  alreadyReported: boolean;
  own: boolean;
};

/** What the report page shows: the item in a line, and whether the member already reported it. */
export async function getReportTarget(viewer: Viewer, subjectType: unknown, subjectId: unknown): Promise<ReportTarget> {
  const target = parseInput(targetSchema, { subjectType, subjectId });
  const [item, open] = await Promise.all([
    reportable(viewer, target.subjectType, target.subjectId),
    db.report.findFirst({ where: { reporterId: viewer.id, ...target, openKey: OPEN }, select: { id: true } }),
  ]);
  return {
    ...target,
    label: REPORT_SUBJECT_LABELS[target.subjectType],
    ownerName: item.ownerName,
    excerpt: clip(item.text, 200),
    alreadyReported: open !== null,
    own: item.ownerId === viewer.id,
  };
}

/**
 * A member reports an item they can see; one open report per member and item (409 for a second). `submission` is
 * the form's one-time token (decision 031): the same token again answers this report instead of the 409.
 */
export async function createReport(viewer: Viewer, input: unknown, submission?: Submission): Promise<ReportView> {
  const data = parseInput(reportSchema, input, "Failed to send report.");
  const label = REPORT_SUBJECT_LABELS[data.subjectType];
  return once(viewer, submission, ["report", data], async (remember) => {
    const { ownerId, text } = await reportable(viewer, data.subjectType, data.subjectId);
    if (ownerId === viewer.id) {
      throw new AppError("validation", `You can't report your own ${label}`, {
        fields: { subjectId: `You can't report your own ${label}` },
      });
    }
    await limitWrite(viewer.id, "report");
    try {
      return await db.$transaction(async (tx) => {
        const row = await tx.report.create({
          data: {
            reporterId: viewer.id,
            subjectType: data.subjectType,
            subjectId: data.subjectId,
            subjectOwnerId: ownerId,
            reason: data.reason,
            note: data.note ?? null,
            // What was reported, as it read then: its author may edit it afterwards (issue 43 §6).
            subjectText: EDITABLE_TYPES.has(data.subjectType) ? text : null,
          },
          select: reportSelect,
        });
        return remember(tx, toView(row));
      });
    } catch (error) {
      if ((error as { code?: string }).code === "P2002")
        throw new AppError("conflict", `You have already reported this ${label}; an admin will look at it.`);
      throw error;
    }
  });
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const personSelect = { id: true, firstName: true, lastName: true, status: true } as const;
const ownerFrom = (person: { id: string; firstName: string; lastName: string; status: string }) => ({
  id: person.id,
  name: nameOf(person),
  status: person.status,
});
const postLink = (post: { id: string; type: string }) =>
  post.type === "advice" ? `/advice/${post.id}` : `/posts/${post.id}`;

/** The reported items, in context: one statement per kind of item on the page, whatever the number of reports. */
async function loadSubjects(
  keys: Array<{ subjectType: string; subjectId: string }>,
): Promise<Map<string, ReportSubject>> {
  const ids = (type: ReportSubjectType) => keys.filter((key) => key.subjectType === type).map((key) => key.subjectId);
  const none = Promise.resolve([]);
  const [posts, comments, messages, services, events, users] = await Promise.all([
    ids("post").length
      ? db.post.findMany({
          where: { id: { in: ids("post") } },
          select: {
            id: true,
            type: true,
            content: true,
            hiddenAt: true,
            author: { select: personSelect },
            images: { select: imageSelect, orderBy: { position: "asc" } },
          },
        })
      : none,
    ids("comment").length
      ? db.comment.findMany({
          where: { id: { in: ids("comment") } },
          select: {
            id: true,
            content: true,
            hiddenAt: true,
            author: { select: personSelect },
            post: { select: { id: true, type: true, content: true } },
          },
        })
      : none,
    ids("message").length
      ? db.message.findMany({
          where: { id: { in: ids("message") } },
          select: {
            id: true,
            content: true,
            sender: { select: personSelect },
            receiver: { select: { firstName: true, lastName: true } },
          },
        })
      : none,
    ids("service").length
      ? db.service.findMany({
          where: { id: { in: ids("service") } },
          select: { id: true, title: true, description: true, hiddenAt: true, provider: { select: personSelect } },
        })
      : none,
    ids("event").length
      ? db.event.findMany({
          where: { id: { in: ids("event") } },
          select: { id: true, title: true, description: true, hiddenAt: true, organizer: { select: personSelect } },
        })
      : none,
    ids("user").length
      ? db.user.findMany({ where: { id: { in: ids("user") } }, select: { ...personSelect, bio: true } })
      : none,
  ]);
  const found = new Map<string, ReportSubject>();
  const put = (subject: Omit<ReportSubject, "exists">) =>
    found.set(`${subject.type}:${subject.id}`, { ...subject, exists: true });
  for (const post of posts)
    put({
      type: "post",
      id: post.id,
      text: clip(post.content),
      context: null,
      owner: ownerFrom(post.author),
      link: postLink(post),
      isHidden: post.hiddenAt !== null,
      images: post.images.map(toPostImage),
    });
  for (const comment of comments) {
    put({
      type: "comment",
      id: comment.id,
      text: clip(comment.content),
      context: `On: ${clip(comment.post.content, LABEL_MAX)}`,
      owner: ownerFrom(comment.author),
      link: `${postLink(comment.post)}#comments`,
      isHidden: comment.hiddenAt !== null,
    });
  }
  for (const message of messages)
    put({
      type: "message",
      id: message.id,
      text: clip(message.content),
      context: `Sent to ${nameOf(message.receiver)}`,
      owner: ownerFrom(message.sender),
      link: null,
      isHidden: false,
    });
  for (const service of services) {
    put({
      type: "service",
      id: service.id,
      text: clip(`${service.title}: ${service.description}`),
      context: null,
      owner: ownerFrom(service.provider),
      link: `/services/${service.id}/reviews`,
      isHidden: service.hiddenAt !== null,
    });
  }
  for (const event of events) {
    put({
      type: "event",
      id: event.id,
      text: clip(event.description ? `${event.title}: ${event.description}` : event.title),
      context: null,
      owner: ownerFrom(event.organizer),
      link: `/events/${event.id}`,
      isHidden: event.hiddenAt !== null,
    });
  }
  for (const user of users)
    put({
      type: "user",
      id: user.id,
      text: clip(user.bio ? `${nameOf(user)}: ${user.bio}` : nameOf(user)),
      context: null,
      owner: ownerFrom(user),
      link: `/members/${user.id}`,
      isHidden: false,
    });
  return found;
}

function subjectOrGone(found: Map<string, ReportSubject>, type: string, id: string): ReportSubject {
  return (
    found.get(`${type}:${id}`) ?? {
      type: type as ReportSubjectType,
      id,
      exists: false,
      text: "This item no longer exists.",
      context: null,
      owner: null,
      link: null,
      isHidden: false,
    }
  );
}

const adminReportSelect = {
  ...reportSelect,
  subjectText: true,
  reporter: { select: { id: true, firstName: true, lastName: true } },
} as const;
const toAdminView = (
  row: ReportRow & { subjectText: string | null; reporter: { id: string; firstName: string; lastName: string } },
): AdminReportView => ({
  ...toView(row),
  reporter: { id: row.reporter.id, name: nameOf(row.reporter) },
  reportedText: row.subjectText,
});
/** The kinds of item whose author may edit them after a report: the report keeps their text as it was. */
const EDITABLE_TYPES: ReadonlySet<string> = new Set(["post", "comment"]);

const queueSchema = z.object({
  page: z.coerce
    .number({ error: "page: must be a whole number" })
    .int("page: must be a whole number")
    .min(1, "page: must be 1 or more")
    .max(1000)
    .default(1),
});

/**
 * Open reports grouped by item, the item most recently reported first, 20 items a page. The queue
 * shrinks as admins act, so it pages by number; three statements plus one per kind of item.
 */
export async function listReportQueue(
  admin: Viewer,
  options: { page?: unknown } = {},
): Promise<{ groups: ReportGroup[]; openItems: number; page: number; hasMore: boolean }> {
  requireAdminViewer(admin);
  const { page } = parseInput(queueSchema, { page: options.page || undefined });
  const [keys, counted] = await Promise.all([
    db.report.groupBy({
      by: ["subjectType", "subjectId"],
      where: { openKey: OPEN },
      _max: { createdAt: true },
      orderBy: [{ _max: { createdAt: "desc" } }, { subjectId: "desc" }],
      skip: (page - 1) * QUEUE_PAGE_SIZE,
      take: QUEUE_PAGE_SIZE + 1,
    }),
    db.report.groupBy({ by: ["subjectType", "subjectId"], where: { openKey: OPEN } }),
  ]);
  const shown = keys.slice(0, QUEUE_PAGE_SIZE);
  if (shown.length === 0) return { groups: [], openItems: counted.length, page, hasMore: false };
  const [rows, subjects] = await Promise.all([
    db.report.findMany({
      where: { openKey: OPEN, OR: shown.map(({ subjectType, subjectId }) => ({ subjectType, subjectId })) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 500,
      select: adminReportSelect,
    }),
    loadSubjects(shown),
  ]);
  const groups = shown.map(({ subjectType, subjectId, _max }) => ({
    subject: subjectOrGone(subjects, subjectType, subjectId),
    reports: rows.filter((row) => row.subjectType === subjectType && row.subjectId === subjectId).map(toAdminView),
    latestAt: (_max.createdAt ?? new Date(0)).toISOString(),
  }));
  return { groups, openItems: counted.length, page, hasMore: keys.length > QUEUE_PAGE_SIZE };
}

const listSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: "status: must be open or resolved" }).default("open"),
});

/** Reports one by one (the API's list): open ones newest first, resolved ones most recently resolved first; keyset pages. */
export async function listReports(
  admin: Viewer,
  options: { status?: unknown; cursor?: string | null; limit?: unknown } = {},
): Promise<{ reports: Array<AdminReportView & { subject: ReportSubject }>; nextCursor: string | null }> {
  requireAdminViewer(admin);
  const { status } = parseInput(listSchema, { status: options.status || undefined });
  const limit = parseLimit(options.limit, 20, 100);
  const cursor = decodeCursor(options.cursor);
  const key = status === "open" ? "createdAt" : "resolvedAt";
  const rows = await db.report.findMany({
    where: {
      ...(status === "open" ? { openKey: OPEN } : { openKey: null }),
      ...afterCursor(cursor, "desc", key),
    },
    orderBy: [{ [key]: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: adminReportSelect,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const at = last ? (status === "open" ? last.createdAt : last.resolvedAt) : null;
  const nextCursor = rows.length > limit && last && at ? encodeCursor({ createdAt: at, id: last.id }) : null;
  const subjects = await loadSubjects(items);
  return {
    reports: items.map((row) => ({
      ...toAdminView(row),
      subject: subjectOrGone(subjects, row.subjectType, row.subjectId),
    })),
    nextCursor,
  };
}

const RESOLUTION: Record<Exclude<ModerationAction, "unhide">, ReportResolution> = {
  hide: "hidden",
  delete: "deleted",
  dismiss: "dismissed",
  suspend: "suspended",
};
const actionSchema = z.enum(MODERATION_ACTIONS, { error: `action: must be one of ${MODERATION_ACTIONS.join(", ")}` });

const isHideable = (type: ReportSubjectType): type is (typeof HIDEABLE_TYPES)[number] =>
  (HIDEABLE_TYPES as readonly string[]).includes(type);

/** Sets or clears hiddenAt on a post, comment, service or event; false when it no longer exists. */
async function setHidden(
  client: Pick<typeof db, "post" | "comment" | "service" | "event">,
  type: (typeof HIDEABLE_TYPES)[number],
  id: string,
  hiddenAt: Date | null,
) {
  const where = { where: { id }, data: { hiddenAt } };
  const { count } =
    type === "post"
      ? await client.post.updateMany(where)
      : type === "comment"
        ? await client.comment.updateMany(where)
        : type === "service"
          ? await client.service.updateMany(where)
          : await client.event.updateMany(where);
  // A service's or event's feed announcement (decision 012) goes and comes back with it.
  if (type === "service") await client.post.updateMany({ where: { serviceId: id }, data: { hiddenAt } });
  if (type === "event") await client.post.updateMany({ where: { eventId: id }, data: { hiddenAt } });
  return count > 0;
}

type ModerationClient = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Removes the item in the moderation's transaction; an item already gone counts as removed. */
async function removeItem(tx: ModerationClient, type: ReportSubjectType, id: string): Promise<void> {
  if (type === "post") await tx.post.deleteMany({ where: { id } });
  else if (type === "comment") {
    const comment = await tx.comment.findUnique({ where: { id }, select: { postId: true } });
    if (comment) await removeComment(tx, { id, postId: comment.postId });
  }
  // A service's or event's announcement, and an event's RSVPs, go with it (cascade).
  else if (type === "service") await tx.service.deleteMany({ where: { id } });
  else if (type === "event") await tx.event.deleteMany({ where: { id } });
  else if (type === "message") await tx.message.deleteMany({ where: { id } });
}

export type ModerationResult = { reportId: string; action: ModerationAction; resolved: number };

/**
 * An admin acts on a report: hide, delete, dismiss or suspend the author resolves every open report on
 * the same item; unhide undoes a hide. Each writes one audit row (suspension writes its own).
 */
export async function moderateReport(admin: Admin, reportId: unknown, action: unknown): Promise<ModerationResult> {
  requireAdminViewer(admin);
  const verb = parseInput(z.object({ action: actionSchema }), { action }).action;
  const id = parseInput(z.object({ reportId: idSchema }), { reportId }).reportId;
  await limitWrite(admin.id, "admin");
  const report = await db.report.findUnique({
    where: { id },
    select: { subjectType: true, subjectId: true, subjectOwnerId: true, openKey: true, reason: true },
  });
  if (!report) throw new AppError("not_found", "Report not found");
  const type = report.subjectType as ReportSubjectType;
  const subjectLabel = subjectOrGone(await loadSubjects([report]), type, report.subjectId).text.slice(0, LABEL_MAX);
  const audit = { subjectType: type, subjectId: report.subjectId, subjectLabel };

  if (verb === "unhide") {
    if (!isHideable(type)) throw new AppError("validation", "Only posts, comments, services and events can be hidden");
    await db.$transaction(async (tx) => {
      if (!(await setHidden(tx, type, report.subjectId, null)))
        throw new AppError("not_found", "This item no longer exists");
      await recordAdminAction(admin, { ...audit, action: `${type}.unhide` }, tx);
    });
    return { reportId: id, action: verb, resolved: 0 };
  }
  if (report.openKey !== OPEN) throw new AppError("conflict", "This report has already been resolved");
  if (verb === "hide" && !isHideable(type))
    throw new AppError("validation", "Only posts, comments, services and events can be hidden", {
      fields: { action: "Not for this item" },
    });
  if (verb === "delete" && type === "user")
    throw new AppError("validation", "Members are not deleted here: suspend them instead", {
      fields: { action: "Members cannot be deleted" },
    });
  let suspended: Awaited<ReturnType<typeof suspensionTarget>> | null = null;
  if (verb === "suspend") {
    if (!report.subjectOwnerId) throw new AppError("conflict", "This item's author is unknown");
    suspended = await suspensionTarget(admin, report.subjectOwnerId);
  }
  // The action, the reports it resolves and its audit row commit together (decision 031).
  const resolved = await db.$transaction(async (tx) => {
    if (verb === "hide" && isHideable(type) && !(await setHidden(tx, type, report.subjectId, new Date()))) {
      throw new AppError("not_found", "This item no longer exists: dismiss the report instead");
    }
    if (verb === "delete") await removeItem(tx, type, report.subjectId);
    // A suspension writes its own audit row.
    if (suspended && suspended.status !== "suspended")
      await writeSuspension(
        tx,
        admin,
        suspended,
        `After a report (${report.reason}) on a ${REPORT_SUBJECT_LABELS[type]}`,
      );
    const { count } = await tx.report.updateMany({
      where: { subjectType: type, subjectId: report.subjectId, openKey: OPEN },
      data: {
        openKey: null,
        resolution: RESOLUTION[verb],
        resolvedById: admin.id,
        resolvedByName: nameOf(admin),
        resolvedAt: new Date(),
      },
    });
    if (verb !== "suspend")
      await recordAdminAction(
        admin,
        {
          ...audit,
          action: verb === "dismiss" ? "report.dismiss" : `${type}.${verb}`,
          note: `${count} report${count === 1 ? "" : "s"}`,
        },
        tx,
      );
    return count;
  });
  // Once suspended, every session ends (as suspendUser does).
  if (suspended) await endSessionsForSuspension(suspended.id);
  return { reportId: id, action: verb, resolved };
}

/** How many items wait for an admin (the dashboard's figure). */
export async function countOpenReportItems(admin: Viewer): Promise<number> {
  requireAdminViewer(admin);
  return (await db.report.groupBy({ by: ["subjectType", "subjectId"], where: { openKey: OPEN } })).length;
}
