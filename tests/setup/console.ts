// A test that logs console.error fails, as the Playwright suite does for the browser console.
// A test that expects an error log says so: `expectConsoleError(/pattern/)` (the log must then appear),
// or its own `vi.spyOn(console, "error").mockImplementation(...)`, which takes the calls away from this check.
import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

const original = console.error;
let logged: string[] = [];
let expected: RegExp[] = [];

/** Declares that the current test logs a console.error matching `pattern` (and fails it if none does). */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

beforeEach(() => {
  logged = [];
  expected = [];
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
  };
});

afterEach(() => {
  console.error = original;
  const unexpected = logged.filter((text) => !expected.some((pattern) => pattern.test(text)));
  const missing = expected.filter((pattern) => !logged.some((text) => pattern.test(text)));
  logged = [];
  expected = [];
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called during the test (declare it with expectConsoleError if expected):\n${unexpected.join("\n---\n")}`,
    );
  }
  if (missing.length > 0) {
    throw new Error(`expected a console.error matching ${missing.map(String).join(", ")}, but none was logged`);
  }
});
