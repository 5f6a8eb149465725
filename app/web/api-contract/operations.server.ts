// The API's contract, one entry per path and method: what it takes (path and query parameters, body schema) and
// what it answers (status → schema). The OpenAPI document (document.server.ts) is made from this list, and the
// API tests hold every answer to it. Adding an /api route means adding its entries here (see decision 065):
// the coverage test fails until the route file and this list agree.
import * as z from "zod";
import { loginSchema, forgotPasswordSchema, registerSchema, resetPasswordSchema } from "~/schemas/account-forms";
import { acceptAnswerSchema, adviceFiltersSchema } from "~/schemas/advice";
import { adminUserFiltersSchema } from "~/schemas/admin";
import { eventListSchema, eventPatchSchema, newEventSchema, rsvpSchema } from "~/schemas/events";
import { waitlistJoinSchema } from "~/schemas/event-hosting";
import { newMessageSchema } from "~/schemas/messages";
import { repeatSchema, SERIES_SCOPES } from "~/schemas/event-series";
import { markReadSchema } from "~/schemas/notifications";
import { nearSchema } from "~/schemas/near";
import { mailPreferencesSchema } from "~/schemas/mail-preferences";
import { pushPreferencesSchema, pushSubscriptionSchema, unsubscribeSchema } from "~/schemas/push";
import { editPostSchema, newCommentSchema, newPostSchema, postLanguageSchema } from "~/schemas/posts";
import { profileSchema } from "~/schemas/profile";
import { helperSchema, movingSchema } from "~/schemas/moving";
import { reportSchema } from "~/schemas/reports";
import { handOverSchema, startCircleSchema, updateCircleSchema } from "~/schemas/started-circles";
import { circleSettingsSchema, muteSchema, removalSchema } from "~/schemas/circle-hosts";
import { newReviewSchema, newServiceSchema, reviewReplySchema, serviceFiltersSchema } from "~/schemas/services";
import { MODERATION_ACTIONS, REPORT_STATUSES } from "~/schemas/report-kinds";
import { USER_STATUS_ACTIONS, suspendReasonSchema } from "~/schemas/admin";
import { confirmation as deleteAccountSchema } from "~/models/account-deletion.server";
import { createInput as newApiTokenSchema } from "~/models/api-tokens.server";
import { memberId as blockSchema } from "~/models/blocks.server";
import { uploadedRefsSchema } from "~/models/images.server";
import { requestSchema as connectionRequestSchema } from "~/models/connections.server";
import { authenticationInput, registrationInput } from "~/models/passkeys.server";
import { codeInput } from "~/models/two-factor.server";
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from "~/models/search.server";
import { MAX_QUERY_LENGTH } from "~/lib/search-tokens";
import { SEARCH_TYPES } from "~/lib/search-types";
import * as shape from "./shapes";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Who may call it: anyone, a signed-in member (Bearer token or session cookie), or an admin. */
export type Audience = "public" | "member" | "admin";

export type Operation = {
  method: Method;
  /** OpenAPI's template: /api/posts/{id}. Parameter names are the route file's ($id → {id}). */
  path: string;
  summary: string;
  tag: string;
  audience: Audience;
  /** Query parameters: each key of the object is one. */
  query?: z.ZodObject;
  /** A JSON body (its schema as the model parses it). */
  body?: z.ZodType;
  /** Takes multipart/form-data (photos): beside the JSON `body`, or alone. */
  multipart?: boolean;
  /** A keyset list: the next page's cursor in Link (rel="next") and X-Next-Cursor. */
  paged?: boolean;
  /** Success answers: status → schema of the JSON body (null: no body; "html"/"file": not JSON). */
  responses: Record<number, z.ZodType | null | "html" | "file">;
  /** A POST whose answer carries a secret (a token, a challenge): never stored, so no Idempotency-Key. */
  answerHasSecret?: boolean;
  /** Error statuses this operation answers besides the ones every operation of its audience does. */
  errors?: number[];
};

const seriesScope = z
  .enum(SERIES_SCOPES)
  .optional()
  .describe('For a date of a series: "this" (the default) or "following" (this date and the later ones)');

const paging = z.object({
  cursor: z.string().max(200).optional().describe("The X-Next-Cursor of the previous page"),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

const q = (max = 100) => z.object({ q: z.string().max(max).optional() });
const list = <T extends z.ZodType>(item: T) => z.array(item);

/** Every operation of the API. Keep it sorted by area as the routes are. */
export const OPERATIONS: Operation[] = [
  // ---- Contract
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "contract",
    audience: "public",
    summary: "This document (OpenAPI 3.1)",
    responses: { 200: shape.AnyObject },
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "contract",
    audience: "public",
    summary: "This document as a readable page",
    responses: { 200: "html" },
  },

  // ---- Auth
  {
    method: "post",
    path: "/api/auth/register",
    tag: "auth",
    audience: "public",
    summary: "Create an account and sign in",
    body: registerSchema,
    responses: { 201: shape.SignedIn },
    errors: [409],
  },
  {
    method: "post",
    path: "/api/auth/login",
    tag: "auth",
    audience: "public",
    summary: "Sign in with a password: a Bearer token, or a two-factor challenge",
    body: loginSchema,
    responses: { 200: shape.SignedIn },
    errors: [401, 403],
  },
  {
    method: "post",
    path: "/api/auth/login/code",
    tag: "auth",
    audience: "public",
    summary: "The second step of a two-factor sign-in",
    body: codeInput.extend({ challenge: z.string() }),
    responses: { 200: shape.SignedIn },
    errors: [401],
  },
  {
    method: "post",
    path: "/api/auth/passkey/options",
    tag: "auth",
    audience: "public",
    summary: "WebAuthn request options for a passkey sign-in",
    responses: { 200: shape.AnyObject },
  },
  {
    method: "post",
    path: "/api/auth/passkey",
    tag: "auth",
    audience: "public",
    summary: "Sign in with a passkey (sets the session cookie)",
    body: authenticationInput.extend({ redirectTo: z.string().optional() }),
    responses: { 200: z.looseObject({ redirectTo: z.string() }) },
    errors: [401],
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    tag: "auth",
    audience: "public",
    summary: "Mail a password reset link (202 whatever the address)",
    body: forgotPasswordSchema,
    responses: { 202: shape.Ok },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    tag: "auth",
    audience: "public",
    summary: "Set a new password from a reset link; every session ends",
    body: resetPasswordSchema,
    responses: { 200: shape.SignedIn },
  },
  {
    method: "post",
    path: "/api/auth/verify-email",
    tag: "auth",
    audience: "public",
    summary: "Confirm an email address from its link",
    body: z.object({ token: z.string().max(200) }),
    responses: { 200: shape.Ok.extend({ verified: z.literal(true) }) },
  },
  {
    method: "get",
    path: "/api/auth/user",
    tag: "auth",
    audience: "member",
    summary: "The signed-in member",
    responses: { 200: shape.Me },
  },
  {
    method: "get",
    path: "/api/logout",
    tag: "auth",
    audience: "public",
    summary: "Sign out (a browser: redirects home)",
    responses: { 204: null, 302: null },
  },
  {
    method: "post",
    path: "/api/logout",
    tag: "auth",
    audience: "public",
    summary: "Sign out: revokes the Bearer token (or the session cookie)",
    responses: { 204: null, 302: null },
  },

  // ---- Account
  {
    method: "delete",
    path: "/api/account",
    tag: "account",
    audience: "member",
    summary: "Delete the caller's account",
    body: deleteAccountSchema,
    responses: { 204: null },
  },
  {
    method: "post",
    path: "/api/account/export",
    tag: "account",
    audience: "member",
    summary: "Ask for a download of the caller's data (once a day)",
    responses: { 202: shape.DataExport },
  },
  {
    method: "get",
    path: "/api/account/export/{id}",
    tag: "account",
    audience: "member",
    summary: "The data download: 202 while it is being built, then the file",
    responses: { 200: "file", 202: shape.DataExport },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/account/passkeys",
    tag: "account",
    audience: "member",
    summary: "The caller's passkeys",
    responses: { 200: list(shape.Passkey) },
  },
  {
    method: "post",
    path: "/api/account/passkeys",
    tag: "account",
    audience: "member",
    summary: "Add a passkey made from the creation options",
    body: registrationInput,
    responses: { 201: shape.Passkey },
  },
  {
    method: "post",
    path: "/api/account/passkeys/options",
    tag: "account",
    audience: "member",
    summary: "WebAuthn creation options for a new passkey",
    answerHasSecret: true,
    responses: { 200: shape.AnyObject },
  },
  {
    method: "delete",
    path: "/api/account/passkeys/{id}",
    tag: "account",
    audience: "member",
    summary: "Remove one of the caller's passkeys",
    responses: { 204: null },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/account/sessions",
    tag: "account",
    audience: "member",
    summary: "The caller's live sessions, the calling one marked current",
    responses: { 200: list(shape.Device) },
  },
  {
    method: "delete",
    path: "/api/account/sessions/others",
    tag: "account",
    audience: "member",
    summary: "End every session but the calling one",
    responses: { 200: z.looseObject({ ended: z.number().int() }) },
  },
  {
    method: "delete",
    path: "/api/account/sessions/{id}",
    tag: "account",
    audience: "member",
    summary: "End one of the caller's sessions",
    responses: { 200: shape.DeviceEnded },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/account/tokens",
    tag: "account",
    audience: "member",
    summary: "The caller's personal API tokens (never their secrets)",
    responses: { 200: list(shape.ApiToken) },
  },
  {
    method: "post",
    path: "/api/account/tokens",
    tag: "account",
    audience: "member",
    summary: "Make a personal API token: its secret is in this answer only (from a sign-in, not a token)",
    answerHasSecret: true,
    body: newApiTokenSchema,
    responses: { 201: shape.NewApiToken },
  },
  {
    method: "get",
    path: "/api/account/mail-preferences",
    tag: "account",
    audience: "member",
    summary: "The caller's notification mail choices, per kind (decision 064)",
    responses: { 200: shape.MailPreferences },
  },
  {
    method: "put",
    path: "/api/account/mail-preferences",
    tag: "account",
    audience: "member",
    summary: "Change any of the caller's notification mail choices; answers all of them",
    body: mailPreferencesSchema,
    responses: { 200: shape.MailPreferences },
  },
  {
    method: "get",
    path: "/api/account/push-preferences",
    tag: "account",
    audience: "member",
    summary: "The caller's push notification choices: kinds, previews, quiet hours (decision 082)",
    responses: { 200: shape.PushPreferences },
  },
  {
    method: "put",
    path: "/api/account/push-preferences",
    tag: "account",
    audience: "member",
    summary: "Change any of the caller's push notification choices; answers all of them",
    body: pushPreferencesSchema,
    responses: { 200: shape.PushPreferences },
  },
  {
    method: "get",
    path: "/api/push/key",
    tag: "account",
    audience: "public",
    summary: "The server's VAPID public key, for pushManager.subscribe (decision 082)",
    responses: { 200: shape.PushKey },
  },
  {
    method: "get",
    path: "/api/push/subscriptions",
    tag: "account",
    audience: "member",
    summary: "The caller's browsers that take push notifications",
    responses: { 200: list(shape.PushSubscription) },
  },
  {
    method: "post",
    path: "/api/push/subscriptions",
    tag: "account",
    audience: "member",
    summary: "Turn push notifications on for the calling browser session (PushSubscription.toJSON()); not with a token",
    body: pushSubscriptionSchema,
    responses: { 201: shape.PushSubscription },
    errors: [403],
  },
  {
    method: "delete",
    path: "/api/push/subscriptions",
    tag: "account",
    audience: "member",
    summary: "Turn push notifications off for a browser of the caller's, by its endpoint",
    body: unsubscribeSchema,
    responses: { 200: z.looseObject({ removed: z.literal(true) }) },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/account/tokens/{id}",
    tag: "account",
    audience: "member",
    summary: "Revoke a personal API token",
    responses: { 200: shape.TokenRevoked },
    errors: [404],
  },

  // ---- Feed
  {
    method: "get",
    path: "/api/feed",
    tag: "feed",
    audience: "member",
    summary: "The caller's feed, newest first (scope: everyone by default, circles or city; decision 063)",
    query: paging.extend({ scope: z.enum(["circles", "city", "everyone"]).optional() }),
    paged: true,
    responses: { 200: list(shape.Post) },
  },
  {
    method: "post",
    path: "/api/posts",
    tag: "feed",
    audience: "member",
    summary: "Post (JSON, or multipart/form-data with up to 4 photos)",
    body: newPostSchema.extend({ photos: uploadedRefsSchema.optional() }),
    multipart: true,
    responses: { 201: shape.Post },
    errors: [413, 415],
  },
  {
    method: "post",
    path: "/api/photos",
    tag: "feed",
    audience: "member",
    summary: "Upload one photo ahead of its post (multipart/form-data, field `photo`); a post names it by id",
    multipart: true,
    responses: { 201: shape.UploadedPhoto },
    errors: [413, 415],
  },
  {
    method: "get",
    path: "/api/posts/{id}",
    tag: "feed",
    audience: "member",
    summary: "A post",
    responses: { 200: shape.Post },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/posts/{id}",
    tag: "feed",
    audience: "member",
    summary:
      "Edit a post (its author; issue 43 §6): its text, language and, with `photos`, the photos it keeps and their " +
      "descriptions; marked edited. Without `content`: only correct its language (null: detect it again; decision 069)",
    body: z.union([editPostSchema, postLanguageSchema]),
    responses: { 200: shape.Post },
    errors: [403, 404],
  },
  {
    method: "delete",
    path: "/api/posts/{id}",
    tag: "feed",
    audience: "member",
    summary: "Delete a post (its author or an admin)",
    responses: { 204: null },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/posts/{id}/comments",
    tag: "feed",
    audience: "member",
    summary: "A post's comments, oldest first",
    query: paging,
    paged: true,
    responses: { 200: list(shape.Comment) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/posts/{id}/comments",
    tag: "feed",
    audience: "member",
    summary: "Comment on a post",
    body: newCommentSchema,
    responses: { 201: shape.Comment },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/posts/{id}/like",
    tag: "feed",
    audience: "member",
    summary: "Like or unlike a post",
    responses: { 200: shape.LikeState },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/comments/{id}",
    tag: "feed",
    audience: "member",
    summary: "Delete a comment (its author or an admin)",
    responses: { 204: null },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/comments/{id}",
    tag: "feed",
    audience: "member",
    summary: "Edit a comment (its author; issue 43 §6): the same rules as writing one; marked edited",
    body: newCommentSchema,
    responses: { 200: shape.Comment },
    errors: [403, 404],
  },

  // ---- Advice
  {
    method: "get",
    path: "/api/advice",
    tag: "advice",
    audience: "member",
    summary: "Questions, newest first",
    query: adviceFiltersSchema.extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.Question) },
  },
  {
    method: "get",
    path: "/api/advice/{id}",
    tag: "advice",
    audience: "member",
    summary: "A question with its answers",
    responses: { 200: shape.AdviceThread },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/advice/{id}/accept",
    tag: "advice",
    audience: "member",
    summary: "Accept an answer (the asker; again: unmarks)",
    body: acceptAnswerSchema,
    responses: { 200: shape.AcceptedAnswer },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/comments/{id}/helpful",
    tag: "advice",
    audience: "member",
    summary: "Mark an answer helpful, or not",
    responses: { 200: shape.HelpfulState },
    errors: [404],
  },

  // ---- Events
  {
    method: "get",
    path: "/api/events",
    tag: "events",
    audience: "member",
    summary: "Events",
    query: eventListSchema.extend(nearSchema.shape).extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.Event) },
  },
  {
    method: "post",
    path: "/api/events",
    tag: "events",
    audience: "member",
    summary: "Create an event, or a series of dates with `repeat` (each date its own event)",
    body: newEventSchema.extend({
      repeat: repeatSchema
        .optional()
        .describe(
          "Repeats weekly, every two weeks or monthly on the same weekday; at most a year ahead (decision 086)",
        ),
      timeZone: z
        .string()
        .max(64)
        .optional()
        .describe("The IANA zone a series keeps its local time in when its city names none"),
    }),
    multipart: true,
    responses: { 201: shape.CreatedEvent },
  },
  {
    method: "get",
    path: "/api/events/{id}",
    tag: "events",
    audience: "member",
    summary: "An event with its attendees",
    responses: { 200: shape.EventDetail },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/events/{id}",
    tag: "events",
    audience: "member",
    summary:
      "Edit an event (its organizer or a co-host; raising maxAttendees seats the waitlist); in a series, this date or this and the following",
    body: eventPatchSchema.extend({ scope: seriesScope }),
    multipart: true,
    responses: { 200: shape.Event },
    errors: [403, 404, 409],
  },
  {
    method: "post",
    path: "/api/events/{id}/cancel",
    tag: "events",
    audience: "member",
    summary: "Cancel an event (its organizer); in a series, this date or this and the following",
    body: z.object({ scope: seriesScope }),
    responses: { 200: shape.Event },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/events/{id}/rsvp",
    tag: "events",
    audience: "member",
    summary: "Attend (with up to the event's guestsAllowed guests), or maybe; 409 when full or short of seats",
    body: rsvpSchema,
    responses: { 200: shape.RsvpState },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/api/events/{id}/rsvp",
    tag: "events",
    audience: "member",
    summary: "Withdraw the caller's RSVP (the freed seats go to the waitlist)",
    responses: { 200: shape.RsvpState },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/events/{id}/waitlist",
    tag: "events",
    audience: "member",
    summary: "Join a full event's waitlist, with guests; 409 when seats are free, already attending or already waiting",
    body: waitlistJoinSchema,
    responses: { 201: shape.WaitlistState },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/api/events/{id}/waitlist",
    tag: "events",
    audience: "member",
    summary: "Leave the waitlist",
    responses: { 200: shape.WaitlistState },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/events/{id}/attendees",
    tag: "events",
    audience: "member",
    summary: "Who answered and who waits, in order (the event's hosts only; 403 for others)",
    responses: { 200: shape.HostAttendeeList },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/events/{id}/cohosts/{userId}",
    tag: "events",
    audience: "member",
    summary: "Name a co-host, a member the organizer is connected with (the organizer only)",
    responses: { 200: shape.CohostList },
    errors: [403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/events/{id}/cohosts/{userId}",
    tag: "events",
    audience: "member",
    summary: "Remove a co-host (the organizer only)",
    responses: { 200: shape.CohostList },
    errors: [403, 404],
  },

  // ---- Services
  {
    method: "get",
    path: "/api/services",
    tag: "services",
    audience: "member",
    summary: "Services",
    query: serviceFiltersSchema.extend(nearSchema.shape).extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.Service) },
  },
  {
    method: "post",
    path: "/api/services",
    tag: "services",
    audience: "member",
    summary: "Offer or request a service",
    body: newServiceSchema,
    responses: { 201: shape.Service },
  },
  {
    method: "get",
    path: "/api/services/{id}",
    tag: "services",
    audience: "member",
    summary: "A service; with a category or `all` in place of the id, the list of that category",
    query: q().extend(paging.shape),
    paged: true,
    responses: { 200: z.union([shape.Service, list(shape.Service)]) },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/services/{id}",
    tag: "services",
    audience: "member",
    summary: "Edit a service (its provider or an admin)",
    body: z.object({}).loose(),
    responses: { 200: shape.Service },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/services/{id}",
    tag: "services",
    audience: "member",
    summary: "Delete a service (its provider or an admin)",
    responses: { 204: null },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/services/{category}/{type}",
    tag: "services",
    audience: "member",
    summary: "Services by category and type (`all` for either)",
    query: q().extend(nearSchema.shape).extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.Service) },
  },
  {
    method: "get",
    path: "/api/services/{id}/reviews",
    tag: "services",
    audience: "member",
    summary: "A service's reviews",
    responses: { 200: z.union([list(shape.Review), list(shape.Service)]) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/services/{id}/reviews",
    tag: "services",
    audience: "member",
    summary: "Review a service (after real contact with its provider)",
    body: newReviewSchema,
    responses: { 201: shape.Review },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/services/{id}/reviews/{reviewId}/reply",
    tag: "services",
    audience: "member",
    summary: "The provider answers a review, once",
    body: reviewReplySchema,
    responses: { 200: shape.Review },
    errors: [404],
  },

  // ---- Messages
  {
    method: "get",
    path: "/api/conversations",
    tag: "messages",
    audience: "member",
    summary: "The caller's conversations, most recent first",
    query: q(),
    responses: { 200: list(shape.Conversation) },
  },
  {
    method: "get",
    path: "/api/conversations/{userId}",
    tag: "messages",
    audience: "member",
    summary: "Messages with a member; the earlier page in Link / X-Next-Cursor",
    query: paging,
    paged: true,
    responses: { 200: list(shape.Message) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/conversations/{userId}/read",
    tag: "messages",
    audience: "member",
    summary: "Mark a conversation read",
    responses: { 200: z.looseObject({ marked: z.number().int() }) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/messages",
    tag: "messages",
    audience: "member",
    summary: "Send a message",
    body: newMessageSchema,
    responses: { 201: shape.Message },
    errors: [404],
  },

  // ---- Notifications
  {
    method: "get",
    path: "/api/notifications",
    tag: "notifications",
    audience: "member",
    summary: "The caller's notifications, newest first",
    query: paging,
    paged: true,
    responses: { 200: list(shape.Notification) },
  },
  {
    method: "post",
    path: "/api/notifications/read",
    tag: "notifications",
    audience: "member",
    summary: "Mark all (no body) or some notifications read",
    body: markReadSchema,
    responses: { 200: shape.NotificationsRead },
  },

  // ---- People
  {
    method: "get",
    path: "/api/users/{id}",
    tag: "people",
    audience: "member",
    summary: "A member's public profile",
    responses: { 200: shape.MemberProfile },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/users/search",
    tag: "people",
    audience: "member",
    summary: "Members matching a term ([] for a term of 1 character)",
    query: q().extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.PersonCard) },
  },
  {
    method: "get",
    path: "/api/users/search/{term}",
    tag: "people",
    audience: "member",
    summary: "The same search, the term in the path",
    query: paging,
    paged: true,
    responses: { 200: list(shape.PersonCard) },
  },
  {
    method: "get",
    path: "/api/users/suggestions",
    tag: "people",
    audience: "member",
    summary: "Members the caller may know, with the reason",
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).optional() }),
    responses: { 200: list(shape.Suggestion) },
  },
  {
    method: "post",
    path: "/api/users/{id}/block",
    tag: "people",
    audience: "member",
    summary: "Block a member (both ways, everywhere)",
    responses: { 200: shape.BlockState },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/users/{id}/block",
    tag: "people",
    audience: "member",
    summary: "Unblock a member",
    responses: { 200: shape.BlockState },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/blocks",
    tag: "people",
    audience: "member",
    summary: "The members the caller blocked",
    responses: { 200: list(shape.BlockedMember) },
  },
  {
    method: "post",
    path: "/api/blocks",
    tag: "people",
    audience: "member",
    summary: "Block a member",
    body: blockSchema,
    responses: { 201: shape.BlockState },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/blocks/{userId}",
    tag: "people",
    audience: "member",
    summary: "Unblock a member",
    responses: { 200: shape.BlockState },
    errors: [404],
  },
  {
    method: "put",
    path: "/api/profile",
    tag: "people",
    audience: "member",
    summary: "Edit the caller's profile",
    body: profileSchema,
    responses: { 200: shape.Me },
  },
  {
    method: "put",
    path: "/api/profile/moving",
    tag: "people",
    audience: "member",
    summary: "Say the caller is moving to a city around a month, joining its circles (decision 067)",
    body: movingSchema,
    responses: { 200: shape.Me },
  },
  {
    method: "delete",
    path: "/api/profile/moving",
    tag: "people",
    audience: "member",
    summary: "Not moving after all: leaves the circles the move joined",
    responses: { 200: shape.Me },
  },
  {
    method: "put",
    path: "/api/profile/helper",
    tag: "people",
    audience: "member",
    summary: "Opt in or out of being a welcome helper for newcomers from one's homeland",
    body: helperSchema,
    responses: { 200: shape.Me },
  },
  {
    method: "get",
    path: "/api/getting-started",
    tag: "people",
    audience: "member",
    summary: "Getting started in the city the caller is moving to, or is new in (first 90 days); panel null otherwise",
    responses: { 200: shape.GettingStarted },
  },
  {
    method: "get",
    path: "/api/connections",
    tag: "people",
    audience: "member",
    summary: "The caller's connections",
    query: paging,
    paged: true,
    responses: { 200: list(shape.ConnectionListItem) },
  },
  {
    method: "post",
    path: "/api/connections/request",
    tag: "people",
    audience: "member",
    summary: "Ask a member to connect",
    body: connectionRequestSchema,
    responses: { 201: shape.Connection },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/connections/requests",
    tag: "people",
    audience: "member",
    summary: "Pending requests, received or sent",
    query: z.object({ direction: z.enum(["received", "sent"]).optional() }).extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.ConnectionListItem) },
  },
  {
    method: "post",
    path: "/api/connections/{id}/accept",
    tag: "people",
    audience: "member",
    summary: "Accept a request (its receiver)",
    responses: { 200: shape.Connection },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/connections/{id}/decline",
    tag: "people",
    audience: "member",
    summary: "Decline a request (its receiver)",
    responses: { 200: shape.Connection },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/connections/{id}",
    tag: "people",
    audience: "member",
    summary: "Withdraw a request, or remove a connection",
    responses: { 200: shape.ConnectionRemoved },
    errors: [404],
  },

  // ---- Search (issue 44)
  {
    method: "get",
    path: "/api/search",
    tag: "search",
    audience: "member",
    summary:
      "Search posts (and their comments), people, events, services and questions (and their answers): every " +
      "word must match, a quoted phrase as a phrase, the last word as a prefix; accents and case do not matter. " +
      "Without `type`, the best 3 of each kind; with it, a page of that kind. Counts for every kind either way. " +
      "Only what the caller may see, in the hits and in the counts",
    query: z.object({
      q: z
        .string()
        .min(1)
        .max(MAX_QUERY_LENGTH)
        .describe('What to look for: words, "a phrase"; blank or longer than 200 characters is a 400 naming q'),
      type: z.enum(SEARCH_TYPES).optional().describe("One kind of result, paged; without it, an overview"),
      cursor: z.string().max(300).optional().describe("The nextCursor of the previous page (with `type` only)"),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(SEARCH_MAX_PAGE_SIZE)
        .optional()
        .describe(
          `Hits per page with \`type\` (default ${SEARCH_PAGE_SIZE}; more than ${SEARCH_MAX_PAGE_SIZE} is read as ${SEARCH_MAX_PAGE_SIZE})`,
        ),
    }),
    paged: true,
    responses: { 200: shape.SearchResults },
  },

  // ---- Places
  {
    method: "get",
    path: "/api/places",
    tag: "places",
    audience: "public",
    summary: "Up to 8 cities named like q or another name of theirs (München, NYC): exact names first, by population",
    query: z.object({ q: z.string().max(100) }),
    responses: { 200: list(shape.CityMatch) },
  },

  // ---- Circles (decision 063)
  {
    method: "get",
    path: "/api/circles",
    tag: "circles",
    audience: "member",
    summary: "The caller's circles and some they could join; with q, started circles named like it (results)",
    query: z.object({ q: z.string().max(60).optional() }),
    responses: { 200: shape.CircleList },
  },
  {
    method: "post",
    path: "/api/circles",
    tag: "circles",
    audience: "member",
    summary:
      "Start a circle (decision 088): public or by request; the caller is its first host. For members past the new-account rules, 3 a day",
    body: startCircleSchema,
    responses: { 201: shape.Circle },
    errors: [409, 429],
  },
  {
    method: "patch",
    path: "/api/circles/{id}",
    tag: "circles",
    audience: "member",
    summary: "A host renames a started circle or changes its description",
    body: updateCircleSchema,
    responses: { 200: shape.Circle },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/circles/{id}/requests",
    tag: "circles",
    audience: "member",
    summary: "The requests to join a started circle, oldest first (its hosts only)",
    responses: { 200: z.array(shape.CircleJoinRequest) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/requests",
    tag: "circles",
    audience: "member",
    summary: "Ask to join a circle by request (or join a public one); the same answer when repeated",
    responses: { 200: shape.Circle },
    errors: [404, 409],
  },
  {
    method: "post",
    path: "/api/circles/{id}/requests/{userId}/approve",
    tag: "circles",
    audience: "member",
    summary: "A host approves a request to join: the requester is a member and is told",
    responses: { 200: shape.JoinDecision },
    errors: [404, 409],
  },
  {
    method: "post",
    path: "/api/circles/{id}/requests/{userId}/decline",
    tag: "circles",
    audience: "member",
    summary: "A host declines a request to join: the requester is told",
    responses: { 200: shape.JoinDecision },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/api/circles/{id}/members/{userId}",
    tag: "circles",
    audience: "member",
    summary: "A host removes a member from a started circle; they are told",
    responses: { 200: z.looseObject({ userId: z.string() }) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/handover",
    tag: "circles",
    audience: "member",
    summary: "A host hands a started circle to one of its members; the old host steps down unless stay is true",
    body: handOverSchema,
    responses: { 200: z.looseObject({ userId: z.string(), stay: z.boolean() }) },
    errors: [404, 409],
  },
  {
    method: "post",
    path: "/api/circles/{id}/close",
    tag: "circles",
    audience: "member",
    summary: "A host closes a started circle: no new posts or members; members are told; posts stay with their authors",
    responses: { 200: shape.Circle },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/circles/{id}",
    tag: "circles",
    audience: "member",
    summary: "A circle: its members the caller may see, and its first page of posts",
    responses: { 200: shape.CirclePage },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/circles/{id}/posts",
    tag: "circles",
    audience: "member",
    summary: "A circle's posts, newest first (404 for a circle by request the caller is not in)",
    query: paging,
    paged: true,
    responses: { 200: list(shape.Post) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/join",
    tag: "circles",
    audience: "member",
    summary: "Join a circle (the same answer when repeated)",
    responses: { 200: shape.Circle },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/leave",
    tag: "circles",
    audience: "member",
    summary: "Leave a circle (the same answer when repeated)",
    responses: { 200: shape.Circle },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/circles/{id}/settings",
    tag: "circles",
    audience: "member",
    summary: "A circle's welcome message, rules and hosts (issue 47)",
    responses: { 200: shape.CircleSettings },
    errors: [404],
  },
  {
    method: "put",
    path: "/api/circles/{id}/settings",
    tag: "circles",
    audience: "member",
    summary: "Write the circle's welcome message and rules (its hosts only)",
    body: circleSettingsSchema,
    responses: { 200: shape.CircleSettings },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/hosts/{userId}",
    tag: "circles",
    audience: "member",
    summary: "Appoint a member of the circle as a host (admins only; the member is told)",
    responses: { 200: shape.CircleSettings },
    errors: [403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/circles/{id}/hosts/{userId}",
    tag: "circles",
    audience: "member",
    summary: "Remove a host (admins only)",
    responses: { 200: shape.CircleSettings },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/pins/{postId}",
    tag: "circles",
    audience: "member",
    summary: "Pin one of the circle's posts, at most 3 (its hosts only)",
    responses: { 200: shape.CirclePins },
    errors: [403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/circles/{id}/pins/{postId}",
    tag: "circles",
    audience: "member",
    summary: "Unpin a post (its hosts only)",
    responses: { 200: shape.CirclePins },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/posts/{postId}/remove",
    tag: "circles",
    audience: "member",
    summary: "Take a post out of the circle with a reason its author is told (its hosts only; an admin may restore it)",
    body: removalSchema,
    responses: { 200: shape.CircleRemoval },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/circles/{id}/mutes",
    tag: "circles",
    audience: "member",
    summary: "Mute a member in the circle for 1, 7 or 30 days: no posts or comments there until then (its hosts only)",
    body: muteSchema,
    responses: { 201: shape.CircleMute },
    errors: [403, 404, 409],
  },

  // ---- Reports and moderation
  {
    method: "post",
    path: "/api/reports",
    tag: "moderation",
    audience: "member",
    summary: "Report an item or a member (one open report each)",
    body: reportSchema,
    responses: { 201: shape.Report },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/admin/reports",
    tag: "admin",
    audience: "admin",
    summary: "Reports, each with its item",
    query: z.object({ status: z.enum(REPORT_STATUSES).optional() }).extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.Report) },
  },
  {
    method: "post",
    path: "/api/admin/reports/{reportId}/{action}",
    tag: "admin",
    audience: "admin",
    summary: `Act on a report: ${MODERATION_ACTIONS.join(", ")}`,
    responses: { 200: z.looseObject({ reportId: z.string(), action: z.enum(MODERATION_ACTIONS) }) },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/admin/stats",
    tag: "admin",
    audience: "admin",
    summary: "Totals for the dashboard",
    responses: {
      200: z.looseObject({
        totalUsers: z.number(),
        totalPosts: z.number(),
        activeEvents: z.number(),
        totalServices: z.number(),
      }),
    },
  },
  {
    method: "get",
    path: "/api/admin/activity",
    tag: "admin",
    audience: "admin",
    summary: "Recent activity, newest first",
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
    responses: { 200: list(z.looseObject({ description: z.string(), timestamp: z.string() })) },
  },
  {
    method: "get",
    path: "/api/admin/analytics",
    tag: "admin",
    audience: "admin",
    summary: "The figures behind the analytics page",
    query: z.object({ range: z.enum(["30", "90", "365"]).optional() }),
    responses: { 200: shape.AnyObject },
  },
  {
    method: "get",
    path: "/api/admin/users",
    tag: "admin",
    audience: "admin",
    summary: "Members as admins see them, newest first",
    query: adminUserFiltersSchema.extend(paging.shape),
    paged: true,
    responses: { 200: list(shape.AdminUser) },
  },
  {
    method: "post",
    path: "/api/admin/users/{userId}/{action}",
    tag: "admin",
    audience: "admin",
    summary: `Change a member: ${USER_STATUS_ACTIONS.join(", ")} (suspend needs a reason, shown to the member)`,
    body: suspendReasonSchema.partial(),
    responses: { 200: shape.AdminUser },
    errors: [404],
  },
];

/**
 * Route files that answer for a whole subtree rather than a path: the API's JSON 404 for a path without a route
 * (after the sign-in check for /api/admin and /api/services). They are in the document's description, not its paths.
 */
export const CATCH_ALL_ROUTES = ["api.$", "api.admin.$", "api.services.$"];
