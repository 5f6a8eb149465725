// However fast a member clicks Like (or Helpful), the screen ends showing what the server has (issue 25).
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, hydrated, registerMember, signInNewMember, test } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type Member = Awaited<ReturnType<typeof registerMember>>;
type State = { pressed: boolean; count: number };

async function created(request: APIRequestContext, token: string, path: string, data: Record<string, string>) {
  const response = await request.post(path, { headers: auth(token), data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** A toggle with two presses already (so a count gone wrong shows): where it is, and the server's state of it. */
type Toggle = {
  name: string;
  make: (
    request: APIRequestContext,
    others: Member[],
  ) => Promise<{ page: string; server: (request: APIRequestContext, token: string) => Promise<State> }>;
  button: (page: Page) => Locator;
  count: string;
};

const TOGGLES: Toggle[] = [
  {
    name: "Like",
    make: async (request, others) => {
      const id = await created(request, others[0].token, "/api/posts", { content: `Click me ${randomUUID()}` });
      for (const member of others) await request.post(`/api/posts/${id}/like`, { headers: auth(member.token) });
      const server = async (request: APIRequestContext, token: string) => {
        const post = await read<{ isLiked: boolean; likesCount: number }>(request, token, `/api/posts/${id}`);
        return { pressed: post.isLiked, count: post.likesCount };
      };
      return { page: `/posts/${id}`, server };
    },
    button: (page) => page.getByTestId("like-button"),
    count: "like-count",
  },
  {
    name: "a response's Helpful",
    make: async (request, others) => {
      const question = await created(request, others[0].token, "/api/posts", {
        content: `Which bank? ${randomUUID()}`,
        type: "advice",
      });
      // Written by a third member: only others mark a response helpful.
      const author = await registerMember(request);
      const id = await created(request, author.token, `/api/posts/${question}/comments`, { content: "Any" });
      for (const member of others) await request.post(`/api/comments/${id}/helpful`, { headers: auth(member.token) });
      const server = async (request: APIRequestContext, token: string) => {
        type Thread = { responses: Array<{ id: string; isHelpful: boolean; helpfulCount: number }> };
        const thread = await read<Thread>(request, token, `/api/advice/${question}`);
        const response = thread.responses.find((candidate) => candidate.id === id)!;
        return { pressed: response.isHelpful, count: response.helpfulCount };
      };
      return { page: `/advice/${question}`, server };
    },
    button: (page) => page.getByTestId("response").getByTestId("helpful-button"),
    count: "helpful-count",
  },
];

test.describe("a toggle clicked fast", () => {
  for (const toggle of TOGGLES) {
    for (const clicks of [2, 3]) {
      test(`${clicks} quick clicks on ${toggle.name} end with the screen showing the server's state`, async ({
        page,
        request,
        baseURL,
        javaScriptEnabled,
      }) => {
        const others = [await registerMember(request), await registerMember(request)];
        const { page: address, server: serverState } = await toggle.make(request, others);
        const me = await signInNewMember(page, request, baseURL!);
        await page.goto(address);
        await hydrated(page, javaScriptEnabled);
        const button = toggle.button(page);
        const screen = async (): Promise<State> => ({
          pressed: (await button.getAttribute("aria-pressed")) === "true",
          count: Number(await button.getByTestId(toggle.count).textContent()),
        });
        expect(await screen()).toEqual({ pressed: false, count: 2 });

        await button.click({ clickCount: clicks });
        await expect(async () => {
          await expect(button).not.toHaveAttribute("aria-busy");
          expect(await screen()).toEqual(await serverState(request, me.token));
        }).toPass({ timeout: 10_000 });
        const server = await serverState(request, me.token);
        // With scripts each click flips the button at once: the last one shown is what the server keeps.
        if (javaScriptEnabled) expect(server).toEqual({ pressed: clicks % 2 === 1, count: 2 + (clicks % 2) });
        await page.reload();
        expect(await screen()).toEqual(server);
      });
    }
  }
});
