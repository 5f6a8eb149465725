// The worker's decisions (decision 083), including the window a tapped notification opens: headless Chromium
// cannot click a notification, so `notificationclick`'s choice is tested here as the function it calls.
import {
  MAX_ASSETS_FROM_PAGE,
  assetsToKeep,
  chooseWindow,
  isKeepablePage,
  isLogout,
  isPreloadedNavigation,
  messagesFor,
  offlineBarText,
  offlinePage,
  ownerOf,
  pageLanguage,
  parsePush,
  requestKind,
  tagsToClose,
  targetPath,
  withOfflineBar,
  withoutScripts,
  type OfflineMessages,
} from "./rules";

const origin = "https://roots.example";
const get = (path: string, mode = "cors") => ({ method: "GET", url: `${origin}${path}`, mode });
const headers = (values: Record<string, string>) => new Headers(values);

describe("requestKind", () => {
  it("keeps built files, fonts, flags, icons and versioned message catalogs cache-first", () => {
    for (const path of [
      "/build/root-ABC.js",
      "/build/_assets/tailwind-X.css",
      "/fonts/a.woff2",
      "/flags/MX.svg",
      "/icons/icon-192.png",
      "/favicon.svg",
      "/locales/ur.json?v=Ab12Cd34Ef56Gh78",
    ])
      expect(requestKind(get(path), origin)).toBe("asset");
    // Unversioned, a catalog may change under the same name: the network's.
    expect(requestKind(get("/locales/ur.json"), origin)).toBe("pass");
  });
  it("answers navigations network-first, and leaves Remix's loader data to the page", () => {
    expect(requestKind(get("/messages/abc", "navigate"), origin)).toBe("page");
    expect(requestKind(get("/messages/abc.data"), origin)).toBe("pass");
  });
  it("never touches the API, the worker itself, other origins or writes", () => {
    expect(requestKind(get("/api/feed", "navigate"), origin)).toBe("pass");
    expect(requestKind(get("/api/feed"), origin)).toBe("pass");
    expect(requestKind(get("/sw.js"), origin)).toBe("pass");
    expect(requestKind({ method: "GET", url: "https://cdn.example/build/x.js", mode: "cors" }, origin)).toBe("pass");
    expect(requestKind({ method: "POST", url: `${origin}/messages/abc`, mode: "navigate" }, origin)).toBe("pass");
    expect(requestKind(get("/images/photo.webp"), origin)).toBe("pass");
  });
});

describe("assetsToKeep: the files a first page hands over", () => {
  const version = "v1";
  it("keeps this build's files of the asset kinds, each once, without their fragment", () => {
    const urls = [
      `${origin}/build/root-ABC.js`,
      `${origin}/build/routes/_home+/_index-X.js`,
      `${origin}/build/root-ABC.js#again`,
      `${origin}/fonts/a.woff2`,
      `${origin}/flags/MX.svg`,
      "/icons/icon-192.png",
    ];
    expect(assetsToKeep({ version, urls }, version, origin)).toEqual([
      `${origin}/build/root-ABC.js`,
      `${origin}/build/routes/_home+/_index-X.js`,
      `${origin}/fonts/a.woff2`,
      `${origin}/flags/MX.svg`,
      `${origin}/icons/icon-192.png`,
    ]);
  });
  it("never keeps a page, loader data, the API, avatars, uploads or another origin's files", () => {
    const urls = [
      `${origin}/`,
      `${origin}/messages`,
      `${origin}/messages.data`,
      `${origin}/api/feed`,
      `${origin}/__manifest?p=%2F`,
      `${origin}/avatars/bu1.svg`,
      `${origin}/images/photo.webp`,
      `${origin}/sw.js`,
      "https://cdn.example/build/x.js",
    ];
    expect(assetsToKeep({ version, urls }, version, origin)).toEqual([]);
  });
  it("ignores another build's page, and anything that is not a list of addresses", () => {
    const urls = [`${origin}/build/root-ABC.js`];
    expect(assetsToKeep({ version: "v0", urls }, version, origin)).toEqual([]);
    expect(assetsToKeep({ urls }, version, origin)).toEqual([]);
    expect(assetsToKeep({ version, urls: "/build/root-ABC.js" }, version, origin)).toEqual([]);
    expect(
      assetsToKeep({ version, urls: [42, null, "http://[bad", `/build/${"x".repeat(2001)}.js`] }, version, origin),
    ).toEqual([]);
  });
  it("keeps at most MAX_ASSETS_FROM_PAGE", () => {
    const urls = Array.from({ length: MAX_ASSETS_FROM_PAGE + 50 }, (_, i) => `/build/chunk-${i}.js`);
    expect(assetsToKeep({ version, urls }, version, origin)).toHaveLength(MAX_ASSETS_FROM_PAGE);
  });
});

describe("isPreloadedNavigation", () => {
  it("is every GET navigation, including the ones the worker keeps nothing of", () => {
    expect(isPreloadedNavigation(get("/messages", "navigate"))).toBe(true);
    expect(isPreloadedNavigation(get("/api/logout", "navigate"))).toBe(true);
    expect(isPreloadedNavigation({ method: "POST", mode: "navigate" })).toBe(false);
    expect(isPreloadedNavigation(get("/build/root-ABC.js"))).toBe(false);
    expect(isPreloadedNavigation(get("/messages.data"))).toBe(false);
  });
});

describe("whose pages", () => {
  it("reads the owner key, and nothing malformed", () => {
    expect(ownerOf(headers({ "X-Offline": "abc_DEF-123" }))).toBe("abc_DEF-123");
    expect(ownerOf(headers({ "X-Offline": "none" }))).toBe("none");
    expect(ownerOf(headers({}))).toBeNull();
    expect(ownerOf(headers({ "X-Offline": "a b" }))).toBeNull();
  });
  it("keeps a signed-in member's whole HTML page only", () => {
    const page = (status: number, values: Record<string, string>, redirected = false) =>
      isKeepablePage({ status, redirected, headers: headers(values) });
    const html = { "Content-Type": "text/html; charset=utf-8" };
    expect(page(200, { ...html, "X-Offline": "k1" })).toBe(true);
    expect(page(200, { ...html, "X-Offline": "none" })).toBe(false);
    expect(page(200, html)).toBe(false);
    expect(page(200, { ...html, "X-Offline": "k1", "X-Offline-Keep": "no" })).toBe(false);
    expect(page(404, { ...html, "X-Offline": "k1" })).toBe(false);
    expect(page(200, { ...html, "X-Offline": "k1" }, true)).toBe(false);
    expect(page(200, { "Content-Type": "application/json", "X-Offline": "k1" })).toBe(false);
  });
  it("sees a sign-out coming, by the nav's link or the form", () => {
    expect(isLogout(get("/api/logout", "navigate"), origin)).toBe(true);
    expect(isLogout({ url: `${origin}/logout`, mode: "navigate" }, origin)).toBe(true);
    expect(isLogout(get("/logout-help", "navigate"), origin)).toBe(false);
    expect(isLogout(get("/api/logout"), origin)).toBe(false);
  });
});

const english: OfflineMessages = {
  bar: "You're offline — showing what you saw at {{time}}",
  title: "You're offline",
  body: "Not saved.",
  home: "Go to the home page",
};
const spanish: OfflineMessages = { ...english, bar: "Sin conexión: se muestra lo que viste a las {{time}}" };

describe("the offline bar and page", () => {
  const savedAt = Date.UTC(2026, 10, 28, 14, 2);
  it("says the time the page was saved, in the page's language", () => {
    expect(offlineBarText(english, "en", savedAt)).toMatch(/^You're offline — showing what you saw at \d{1,2}:02/);
    const inSpanish = offlineBarText(spanish, "es", savedAt);
    expect(inSpanish).toMatch(/^Sin conexión: se muestra lo que viste a las \d{1,2}:02/);
    expect(inSpanish).not.toMatch(/[AP]M/);
  });
  it("finds the page's language and its messages, falling back to the base language, then English", () => {
    expect(pageLanguage('<!DOCTYPE html><html lang="pt-BR" dir="ltr" class="h-full">')).toBe("pt-BR");
    expect(pageLanguage("<html>")).toBeNull();
    const config = { messages: { en: english, es: spanish } };
    expect(messagesFor(config, "es")).toBe(spanish);
    expect(messagesFor(config, "es-MX")).toBe(spanish);
    expect(messagesFor(config, "de")).toBe(english);
    expect(messagesFor(config, null)).toBe(english);
  });
  it("puts the bar on <body> as an attribute, its text escaped", () => {
    const html = '<html lang="en"><head></head><body class="x"><main>Hi</main></body></html>';
    expect(withOfflineBar(html, 'a "quoted" <b>')).toBe(
      '<html lang="en"><head></head><body data-offline="a &quot;quoted&quot; &lt;b&gt;" class="x"><main>Hi</main></body></html>',
    );
    expect(withOfflineBar("<html><bodyguard>", "x")).toBe("<html><bodyguard>");
  });
  it("serves a kept page as a page without scripts", () => {
    const html =
      '<head><link rel="modulepreload" href="/build/a.js"><link rel="stylesheet" href="/build/t.css"></head>' +
      '<body><main>Hi</main><script id="i18n" type="application/json">{"a":1}</script><SCRIPT nonce="x">go()</SCRIPT></body>';
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/build/t.css"></head><body><main>Hi</main></body>',
    );
  });
  it("has a page for what was never visited, linking home", () => {
    const page = offlinePage(english, "en");
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<h1>You&#39;re offline</h1>");
    expect(page).toContain('<a href="/">Go to the home page</a>');
  });
});

describe("push", () => {
  it("reads what push-delivery.server.ts sends", () => {
    expect(
      parsePush(
        JSON.stringify({
          kind: "messages",
          title: "New message from Amara",
          body: "Open it",
          url: "/messages/u1",
          tag: "m-u1",
          renotify: true,
        }),
      ),
    ).toEqual({
      kind: "messages",
      title: "New message from Amara",
      body: "Open it",
      url: "/messages/u1",
      tag: "m-u1",
      renotify: true,
    });
    expect(parsePush(JSON.stringify({ kind: "clear", tags: ["m-u1", 7] }))).toEqual({ kind: "clear", tags: ["m-u1"] });
  });
  it("ignores what is not a push of ours", () => {
    expect(parsePush(null)).toBeNull();
    expect(parsePush("not json")).toBeNull();
    expect(parsePush("[]")).toBeNull();
    expect(parsePush(JSON.stringify({ kind: "messages", body: "no title" }))).toBeNull();
  });
  it("opens only pages of ours", () => {
    expect(targetPath("/messages/u1", origin)).toBe("/messages/u1");
    expect(targetPath(`${origin}/events/e1?tab=2#top`, origin)).toBe("/events/e1?tab=2#top");
    expect(targetPath("https://evil.example/phish", origin)).toBe("/");
    expect(targetPath("//evil.example/x", origin)).toBe("/");
    expect(targetPath(undefined, origin)).toBe("/");
  });
  it("closes by tag or by prefix", () => {
    const open = ["m-u1", "m-u2", "n-post_comment-ab", "n-event_changed-cd"];
    expect(tagsToClose(open, { tags: ["m-u2"] })).toEqual(["m-u2"]);
    expect(tagsToClose(open, { prefix: "n-" })).toEqual(["n-post_comment-ab", "n-event_changed-cd"]);
    expect(tagsToClose(open, {})).toEqual([]);
  });
});

describe("chooseWindow: the window a tapped notification opens", () => {
  const win = (id: string, path: string, focused = false, visibilityState = "hidden") => ({
    id,
    url: `${origin}${path}`,
    focused,
    visibilityState,
  });
  it("focuses a window already showing the page", () => {
    expect(chooseWindow([win("a", "/"), win("b", "/messages/u1")], "/messages/u1", origin)).toEqual({
      id: "b",
      navigate: false,
    });
  });
  it("else takes the app's window the member had in front, and navigates it", () => {
    expect(
      chooseWindow(
        [win("a", "/"), win("b", "/events", false, "visible"), win("c", "/feed", true)],
        "/messages/u1",
        origin,
      ),
    ).toEqual({
      id: "c",
      navigate: true,
    });
    expect(chooseWindow([win("a", "/"), win("b", "/events", false, "visible")], "/messages/u1", origin)).toEqual({
      id: "b",
      navigate: true,
    });
    expect(chooseWindow([win("a", "/")], "/messages/u1", origin)).toEqual({ id: "a", navigate: true });
  });
  it("opens a new window when none of ours is open", () => {
    expect(chooseWindow([], "/messages/u1", origin)).toBeNull();
    expect(
      chooseWindow(
        [{ id: "x", url: "https://other.example/", focused: true, visibilityState: "visible" }],
        "/",
        origin,
      ),
    ).toBeNull();
  });
});
