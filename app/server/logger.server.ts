// The process's one logger (issue 30 §3, decision 060): pino, one JSON line per event (errors on stderr, the rest
// on stdout), at LOG_LEVEL (default info); human-readable through pino-pretty in development when it is installed
// (a dev dependency).
// Kept on globalThis so server.ts and every copy of the build (dev re-imports it) share it. Secrets never reach
// a line: the paths below are censored wherever they appear, and request lines carry no query strings.
import { createRequire } from "node:module";
import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Censored wherever they appear in a logged object: credentials, session and reset tokens, passwords. */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-api-key']",
  'res.headers["set-cookie"]',
  "res.headers['set-cookie']",
  "*.authorization",
  "*.cookie",
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.confirmPassword",
  "*.token",
  "*.sessionToken",
  "*.resetToken",
  "*.resetLink",
  "*.resetUrl",
  "*.secret",
  "password",
  "token",
  "resetLink",
];

function levelFrom(value: string | undefined): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value ?? "") ? (value as LogLevel) : "info";
}

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the process's lines go: errors and worse on stderr, the rest on stdout (synchronous writes, so the
 * last lines before an exit are not lost); in development through pino-pretty when it is installed.
 */
function processDestination(): DestinationStream {
  return pino.multistream(
    [
      { level: "trace", stream: pino.destination({ dest: 1, sync: true }) },
      { level: "error", stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}

/**
 * Inside the test runner: each line's message through the console (errors with their stack), so a test can
 * spy on console.warn and the suite's "no console.error" check still sees every error the code logs.
 */
function consoleDestination(): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as { level: number; msg?: string; err?: { stack?: string } };
      const text = entry.err?.stack ? `${entry.msg ?? ""}\n${entry.err.stack}` : (entry.msg ?? "");
      if (entry.level >= 50) console.error(text);
      else if (entry.level >= 40) console.warn(text);
      else console.log(text);
    },
  };
}

/** A logger writing to `destination` (tests capture lines this way); the process's own is `logger()`. */
export function createLogger(
  options: { level?: string; pretty?: boolean } = {},
  destination?: DestinationStream,
): Logger {
  const settings: LoggerOptions = {
    level: levelFrom(options.level),
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
  };
  if (destination) return pino(settings, destination);
  if (options.pretty && prettyAvailable()) {
    return pino({ ...settings, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } });
  }
  return pino(settings, processDestination());
}

declare global {
  var __rootsLogger: Logger | undefined;
}

export function logger(): Logger {
  if (globalThis.__rootsLogger) return globalThis.__rootsLogger;
  const level = process.env.LOG_LEVEL;
  return (globalThis.__rootsLogger =
    process.env.VITEST && process.env.NODE_ENV === "test"
      ? createLogger({ level: level ?? "info" }, consoleDestination())
      : createLogger({ level, pretty: process.env.NODE_ENV === "development" }));
}

/** The last line of an error's message (Prisma's open with a code frame), for one-line warnings. */
export function lastLine(error: unknown): string {
  const text = String((error as Error)?.message ?? error);
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? "unknown error"
  );
}
