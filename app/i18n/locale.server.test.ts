// The pseudo-locale en-XA is for development and tests (decision 068): a production server never honours it,
// whether a cookie, a browser's Accept-Language or a member's saved choice asks for it; I18N_PSEUDO=1 (the
// end-to-end server) opts in.
import type { AppLoadContext } from "@remix-run/node";

const SECRET = "locale-test-secret-0123456789abcdef";

/** The request's language as a server with these settings works it out (env.server caches its settings). */
async function localeWith(
  vars: Record<string, string | undefined>,
  { cookie, acceptLanguage, saved }: { cookie?: string; acceptLanguage?: string; saved?: string },
) {
  const kept = { ...process.env };
  Object.assign(process.env, { SESSION_SECRET: SECRET }, vars);
  for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
  vi.resetModules();
  try {
    const { requestLocale, readLocaleCookie } = await import("./locale.server");
    const headers = new Headers();
    if (cookie) headers.set("cookie", cookie);
    if (acceptLanguage) headers.set("accept-language", acceptLanguage);
    const request = new Request("http://roots.test/", { headers });
    const context = { viewer: async () => (saved ? { locale: saved } : null) } as unknown as AppLoadContext;
    return { locale: await requestLocale(request, context), cookieLocale: readLocaleCookie(cookie ?? null) };
  } finally {
    process.env = kept;
    vi.resetModules();
  }
}

const PRODUCTION = { NODE_ENV: "production", I18N_PSEUDO: undefined };

describe("the pseudo-locale en-XA", () => {
  it("is ignored by a production server: cookie, Accept-Language and a saved choice", async () => {
    expect(await localeWith(PRODUCTION, { cookie: "lng=en-XA" })).toEqual({ locale: "en", cookieLocale: null });
    expect((await localeWith(PRODUCTION, { cookie: "lng=en-XA", acceptLanguage: "es" })).locale).toBe("es");
    // A browser asking for en-XA gets plain English (its language), never the pseudo-locale.
    expect((await localeWith(PRODUCTION, { acceptLanguage: "en-XA, vi;q=0.5" })).locale).toBe("en");
    expect((await localeWith(PRODUCTION, { saved: "en-XA", cookie: "lng=fil" })).locale).toBe("fil");
    // A real language's cookie still works there.
    expect((await localeWith(PRODUCTION, { cookie: "lng=es" })).locale).toBe("es");
  });

  it("is honoured in development, and in production with I18N_PSEUDO=1 (the end-to-end server)", async () => {
    const development = { NODE_ENV: "development", I18N_PSEUDO: undefined };
    expect(await localeWith(development, { cookie: "lng=en-XA" })).toEqual({ locale: "en-XA", cookieLocale: "en-XA" });
    const optedIn = { NODE_ENV: "production", I18N_PSEUDO: "1" };
    expect((await localeWith(optedIn, { cookie: "lng=en-XA" })).locale).toBe("en-XA");
  });
});
