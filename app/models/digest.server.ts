// The weekly digest (issue 28 §3, decision 064): the "mail.digest" job (hourly) walks the members by id in
// batches from a cursor saved after each batch (JobCursor "digest-<week>"), so a run cut off resumes where it
// stopped; each member's digest is written with its SentOnce key "digest-<member>-<week>", so a batch run twice
// mails nobody twice. Only members who chose it and were not active that week get one, and only when there is
// something to tell: the most liked posts from their homeland and city, upcoming events in their city, new
// members from their homeland in their city, and open questions they could answer. Nothing of a member blocked
// either way, suspended, or hidden by a moderator (the visibility rules).
//
// Seam: "their homeland and city" is where the member's circles (built meanwhile) will plug in; `digestScope`
// is the one function that decides whose content a member's digest draws on.
import { db } from "~/server/db.server";
import { appUrl } from "~/server/mailer.server";
import { serverT } from "~/i18n/i18n.server";
import { formatIn } from "~/lib/page-context";
import { claimOnce, queueNotificationMail } from "./notification-mail.server";
import { preferencesOfMany } from "./mail-preferences.server";
import { activeMemberRule, blockRule, hiddenRule } from "./visibility-rules.server";

export const DIGEST_BATCH = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ITEMS = 5;

/** The ISO week a date falls in ("2026-W48"): one digest per member per week. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

type Member = {
  id: string;
  email: string;
  countryOfOrigin: string | null;
  placeId: number | null;
  /** The language the digest is written in (English when null) and the zone its dates are in. */
  locale?: string | null;
  place?: { timeZone: string } | null;
};

/** Whose content a member's digest draws on: their homeland and their city (circles will join here). */
export function digestScope(member: Member) {
  return { countryOfOrigin: member.countryOfOrigin, placeId: member.placeId };
}

export type DigestContent = {
  posts: { id: string; excerpt: string; likes: number; author: string }[];
  events: { id: string; title: string; eventDate: Date }[];
  members: { id: string; name: string }[];
  questions: { id: string; excerpt: string; author: string }[];
};

const flat = (text: string, max = 100) => {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
};

/** What a member's digest would say this week (empty lists: nothing near them). */
export async function digestFor(member: Member, now = new Date()): Promise<DigestContent> {
  const scope = digestScope(member);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const authors = { ...blockRule(member.id).where, ...activeMemberRule().where };
  const near = [
    ...(scope.countryOfOrigin ? [{ countryOfOrigin: scope.countryOfOrigin }] : []),
    ...(scope.placeId !== null ? [{ placeId: scope.placeId }] : []),
  ];
  const visible = hiddenRule(null, "authorId").where;
  const [posts, events, members, questions] = await Promise.all([
    near.length
      ? db.post.findMany({
          where: {
            type: "post",
            createdAt: { gt: weekAgo },
            likesCount: { gt: 0 },
            authorId: { not: member.id },
            AND: [visible],
            author: { ...authors, OR: near },
          },
          orderBy: [{ likesCount: "desc" }, { createdAt: "desc" }, { id: "desc" }],
          take: ITEMS,
          select: {
            id: true,
            content: true,
            likesCount: true,
            author: { select: { firstName: true, lastName: true } },
          },
        })
      : [],
    scope.placeId !== null
      ? db.event.findMany({
          where: {
            placeId: scope.placeId,
            eventDate: { gt: now, lte: new Date(now.getTime() + 2 * WEEK_MS) },
            cancelledAt: null,
            AND: [hiddenRule(null, "organizerId").where],
            organizer: authors,
          },
          orderBy: [{ eventDate: "asc" }, { id: "asc" }],
          take: ITEMS,
          select: { id: true, title: true, eventDate: true },
        })
      : [],
    scope.countryOfOrigin && scope.placeId !== null
      ? db.user.findMany({
          where: {
            countryOfOrigin: scope.countryOfOrigin,
            placeId: scope.placeId,
            createdAt: { gt: weekAgo },
            id: { not: member.id },
            ...authors,
          },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: ITEMS,
          select: { id: true, firstName: true, lastName: true },
        })
      : [],
    near.length
      ? db.post.findMany({
          where: {
            type: "advice",
            acceptedCommentId: null,
            createdAt: { gt: new Date(now.getTime() - 4 * WEEK_MS) },
            authorId: { not: member.id },
            AND: [visible],
            author: { ...authors, OR: near },
          },
          orderBy: [{ commentsCount: "asc" }, { createdAt: "desc" }, { id: "desc" }],
          take: ITEMS,
          select: { id: true, content: true, author: { select: { firstName: true, lastName: true } } },
        })
      : [],
  ]);
  return {
    posts: posts.map((p) => ({
      id: p.id,
      excerpt: flat(p.content),
      likes: p.likesCount,
      author: `${p.author.firstName} ${p.author.lastName}`,
    })),
    events,
    members: members.map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}` })),
    questions: questions.map((q) => ({
      id: q.id,
      excerpt: flat(q.content),
      author: `${q.author.firstName} ${q.author.lastName}`,
    })),
  };
}

function digestParagraphs(content: DigestContent, member: Pick<Member, "locale" | "place">): string[] {
  const locale = member.locale ?? "en";
  const t = serverT(locale, "mail");
  const zone = member.place?.timeZone ?? "UTC";
  // English keeps its ISO day ("2026-12-05"); other languages read their own calendar's words.
  const day = (date: Date) =>
    locale === "en" ? date.toISOString().slice(0, 10) : formatIn("date", date, zone, locale);
  const section = (title: string, lines: string[]) =>
    lines.length ? [`${title}:\n${lines.map((l) => `• ${l}`).join("\n")}`] : [];
  return [
    ...section(
      t("digest.posts"),
      content.posts.map((p) => `${p.author}: ${p.excerpt} (${p.likes} ♥) ${appUrl(`/posts/${p.id}`)}`),
    ),
    ...section(
      t("digest.events"),
      content.events.map((e) => `${e.title}, ${day(e.eventDate)} ${appUrl(`/events/${e.id}`)}`),
    ),
    ...section(
      t("digest.members"),
      content.members.map((m) => `${m.name} ${appUrl(`/members/${m.id}`)}`),
    ),
    ...section(
      t("digest.questions"),
      content.questions.map((q) => `${q.author}: ${q.excerpt} ${appUrl(`/advice/${q.id}`)}`),
    ),
  ];
}

/** Was the member active since `since`? (A session used since then; lastSeenAt moves at most hourly.) */
async function activeSince(userIds: string[], since: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.session.groupBy({
    by: ["userId"],
    where: { userId: { in: userIds }, lastSeenAt: { gt: since }, kind: { not: "token" } },
  });
  return new Set(rows.map((row) => row.userId));
}

/**
 * One run of the digest for `now`'s week: batches of DIGEST_BATCH members from the saved cursor until every member
 * is done (then the week is marked done) or `maxBatches` ran. Answers how many digests were written.
 */
export async function sendWeeklyDigest(
  now = new Date(),
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const name = `digest-${isoWeek(now)}`;
  const batchSize = options.batchSize ?? DIGEST_BATCH;
  const cursor = await db.jobCursor.findUnique({ where: { name }, select: { position: true, doneAt: true } });
  if (cursor?.doneAt) return 0;
  let position = cursor?.position ?? "";
  let written = 0;
  for (let batch = 0; batch < (options.maxBatches ?? Infinity); batch++) {
    const members = await db.user.findMany({
      where: { id: { gt: position }, ...activeMemberRule().where },
      orderBy: { id: "asc" },
      take: batchSize,
      select: {
        id: true,
        email: true,
        countryOfOrigin: true,
        placeId: true,
        locale: true,
        place: { select: { timeZone: true } },
      },
    });
    if (members.length === 0) {
      await saveCursor(name, position, now);
      return written;
    }
    const ids = members.map((m) => m.id);
    const [prefs, active] = await Promise.all([
      preferencesOfMany(ids),
      activeSince(ids, new Date(now.getTime() - WEEK_MS)),
    ]);
    for (const member of members) {
      if (prefs.get(member.id)?.digest !== "weekly" || active.has(member.id)) continue;
      if (await sendDigest(member, name, now)) written += 1;
    }
    position = members[members.length - 1].id;
    await saveCursor(name, position, members.length < batchSize ? now : null);
    if (members.length < batchSize) return written;
  }
  return written;
}

async function saveCursor(name: string, position: string, doneAt: Date | null) {
  await db.jobCursor.upsert({
    where: { name },
    create: { name, position, doneAt },
    update: { position, doneAt },
    select: { name: true },
  });
}

async function sendDigest(member: Member, run: string, now: Date): Promise<boolean> {
  const key = `${run}-${member.id}`; // "digest-<week>-<member>"
  const content = await digestFor(member, now);
  const paragraphs = digestParagraphs(content, member);
  const t = serverT(member.locale, "mail");
  if (paragraphs.length === 0) return false;
  try {
    return await db.$transaction(async (tx) => {
      if (!(await claimOnce(tx, key, member.id))) return false;
      await queueNotificationMail(
        tx,
        member,
        "digest",
        {
          locale: member.locale,
          subject: t("digest.subject"),
          heading: t("digest.heading"),
          paragraphs,
          action: { label: t("digest.action"), url: appUrl("/") },
        },
        "digest",
      );
      return true;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}
