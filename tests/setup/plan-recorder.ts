// Which statements a test's code ran through PostgreSQL's kept (named) plans, and which it had planned for their
// values each time: a test mocks the read handle with recordingReadDb and reads the two lists.
import type * as ReadDb from "~/server/read-db.server";

export const kept: string[] = [];
export const plannedEachTime: string[] = [];

const textOf = (query: unknown) => (typeof query === "object" && query && "text" in query ? String(query.text) : "");

/** The read handle's module, its two reads recording each statement's text before they run it. */
export function recordingReadDb(original: typeof ReadDb): typeof ReadDb {
  return {
    ...original,
    readRows: (...args: Parameters<typeof original.readRows>) => {
      kept.push(textOf(args[0]));
      return original.readRows(...args);
    },
    readRowsPlannedEachTime: (...args: Parameters<typeof original.readRowsPlannedEachTime>) => {
      plannedEachTime.push(textOf(args[0]));
      return original.readRowsPlannedEachTime(...args);
    },
  };
}
