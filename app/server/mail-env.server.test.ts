// Mail settings at boot: APP_URL is required with SMTP_URL; links in mail come from APP_URL only.
async function freshEnv(vars: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
  vi.resetModules();
  try {
    const env = await import("./env.server");
    const mailer = await import("./mailer.server");
    globalThis.__rootsMailer = undefined;
    return {
      env,
      mailer,
      result: (() => {
        try {
          return env.getEnv();
        } catch (error) {
          return error as Error;
        }
      })(),
    };
  } finally {
    process.env = saved;
  }
}

describe("mail settings", () => {
  afterEach(() => {
    vi.resetModules();
    globalThis.__rootsMailer = undefined;
  });

  it("refuses SMTP_URL without APP_URL, and a non-SMTP URL", async () => {
    const missing = await freshEnv({ SMTP_URL: "smtp://mail.example:587", APP_URL: undefined });
    expect(missing.result).toBeInstanceOf(missing.env.ConfigError);
    expect((missing.result as Error).message).toBe(
      "Invalid configuration: APP_URL is required when SMTP_URL is set (links in mail are built from it)",
    );
    const wrong = await freshEnv({ SMTP_URL: "http://mail.example", APP_URL: "https://roots.example" });
    expect((wrong.result as Error).message).toMatch(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it("builds links and the sender from APP_URL", async () => {
    const { mailer, result } = await freshEnv({
      SMTP_URL: "smtp://mail.example:587",
      APP_URL: "https://roots.example/",
      MAIL_FROM: undefined,
    });
    expect(result).not.toBeInstanceOf(Error);
    expect(mailer.appUrl("/reset-password?token=abc")).toBe("https://roots.example/reset-password?token=abc");
    expect(mailer.mailFrom()).toBe('"Roots" <no-reply@roots.example>');
    expect(await mailer.getMailTransport()).not.toBeNull();
  });
});
