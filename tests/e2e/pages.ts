// Every page of the app, for the checks that apply to all of them (accessibility and phone width, pseudo-locale, titles).
import type { APIRequestContext } from "@playwright/test";
import { DEMO_MEMBER, expect, sessionFor } from "./fixtures";

export type Visit = { path: string; as: "visitor" | "member" | "admin" };

export const SIGNED_OUT_PATHS = [
  "/",
  "/login",
  "/register",
  "/help",
  "/guidelines",
  "/privacy",
  "/terms",
  "/api/docs",
  "/forgot-password",
  "/reset-password?token=no-such-link",
  "/verify-email?token=no-such-link",
  "/unsubscribe?token=no-such-link",
  "/no-such-page",
];
export const MEMBER_PATHS = [
  "/",
  "/discover",
  "/events",
  "/events/new",
  "/services",
  "/services/new",
  "/advice",
  "/advice/new",
  "/messages",
  "/profile",
  "/settings/security",
  "/settings/mail",
  "/activity",
  "/notifications",
  "/connections",
  "/members/seed-user-001",
  "/report/user/seed-user-002",
  // A 404 inside the member's shell (the root's error page).
  "/members/no-such-member",
  "/members/seed-user-003/block?returnTo=%2Fdiscover",
  // Search (issue 44): its prompt, and results of every shape the seed has (a post found in its text, marked).
  "/search",
  "/search?q=Lagos",
];
export const ADMIN_PATHS = [
  "/admin",
  "/admin/users",
  "/admin/users?q=a&status=active",
  "/admin/moderation",
  "/admin/analytics",
  "/admin/analytics?range=365",
  "/admin/outbox",
  // Circle hosts, offers and removed posts (issue 47).
  "/admin/circles",
  "/admin/users/seed-user-003/suspend?returnTo=%2Fadmin%2Fusers",
];

/** A word longer than any screen and a long URL: the layout must wrap them, not scroll sideways. */
export const LONG_WORD = `Supercalifragilistic${"expialidocious".repeat(8)}`;
export const LONG_URL = `https://example.com/a/very/long/path/${"segment-".repeat(20)}end?query=${"x".repeat(60)}`;

/** A question by the demo member with a very long word and a long URL, made through the API; its id. */
export async function createLongPost(request: APIRequestContext): Promise<string> {
  const token = await sessionFor(DEMO_MEMBER.email);
  const response = await request.post("/api/posts", {
    headers: { Authorization: `Bearer ${token}` },
    // A question (advice post): it is in the feed and has its question page too.
    data: {
      content: `A long word ${LONG_WORD} and a link ${LONG_URL} in one post.`,
      type: "advice",
      category: "Housing",
    },
  });
  expect(response.status(), await response.text()).toBe(201);

  return (await response.json()).id as string;
}

/** The pages a signed-in member reaches, with a permalink, its delete and edit pages and the question page of their own question. */
export function memberPathsWithPost(postId: string) {
  return [...MEMBER_PATHS, `/posts/${postId}`, `/posts/${postId}/delete`, `/posts/${postId}/edit`, `/advice/${postId}`];
}

/** A service by the demo member with the long word and URL (at the top of /services); its own pages. */
export async function longServicePaths(request: APIRequestContext): Promise<string[]> {
  const token = await sessionFor(DEMO_MEMBER.email);
  const response = await request.post("/api/services", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Help with ${LONG_WORD}`,
      description: `See ${LONG_URL}`,
      category: "Translation",
      price: LONG_WORD.slice(0, 60),
      location: "Lisbon",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).id as string;
  return [`/services/${id}/edit`, `/services/${id}/delete`, `/services/${id}/reviews`];
}

/** An event by the demo member with the long word and URL (first in the list: it is soonest); its own pages. */
export async function longEventPaths(request: APIRequestContext): Promise<string[]> {
  const token = await sessionFor(DEMO_MEMBER.email);
  const response = await request.post("/api/events", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Party for ${LONG_WORD}`.slice(0, 150),
      description: `See ${LONG_URL}`,
      location: LONG_WORD.slice(0, 100),
      eventDate: new Date(Date.now() + 60 * 60_000).toISOString(),
      maxAttendees: 5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).id as string;
  return [`/events/${id}`, `/events/${id}/edit`, `/events/${id}/cancel`];
}

/** A conversation of the demo member with a very long word and URL in it, made through the API; its page. */
export async function createLongConversation(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `Bearer ${await sessionFor(DEMO_MEMBER.email)}` };
  const conversations = await (await request.get("/api/conversations", { headers })).json();
  expect(conversations.length, "the seed gives the demo member conversations").toBeGreaterThan(0);
  const partnerId = conversations[0].user.id as string;
  const response = await request.post("/api/messages", {
    headers,
    data: { receiverId: partnerId, content: `A long word ${LONG_WORD} and ${LONG_URL}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return `/messages/${partnerId}`;
}

/** The Remove confirmation page of one of the demo member's connections (the seed gives them some). */
export async function removeConnectionPath(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `Bearer ${await sessionFor(DEMO_MEMBER.email)}` };
  const connections = await (await request.get("/api/connections", { headers })).json();
  expect(connections.length, "the seed gives the demo member connections").toBeGreaterThan(0);
  return `/connections/${connections[0].id}/remove?returnTo=%2Fconnections`;
}
