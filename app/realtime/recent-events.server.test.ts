import { CLOCK_MARGIN_MS, REMEMBERED_MS, missedSince, noteEvent, resetRecentEvents } from "./recent-events.server";

const start = 1_800_000_000_000;

describe("what a late socket missed", () => {
  beforeEach(() => resetRecentEvents(start));

  it("says yes for an event after the page's read, or just before it, and only to its members", () => {
    const read = start + 60_000;
    expect(missedSince("ana", read, read + 500)).toBe(false);
    noteEvent(["ana", "ben"], ["ben"], read + 200);
    expect(missedSince("ana", read, read + 500)).toBe(true);
    expect(missedSince("ben", read, read + 500)).toBe(false);
    expect(missedSince("cy", read, read + 500)).toBe(false);
    // Another node's clock may run a little ahead: an event just before the read still counts...
    expect(missedSince("ana", read + 200 + CLOCK_MARGIN_MS, read + 5_000)).toBe(true);
    // ...and one well before it does not.
    expect(missedSince("ana", read + 201 + CLOCK_MARGIN_MS, read + 5_000)).toBe(false);
  });

  it("counts an event for everyone for every member but those it must not reach", () => {
    const read = start + 60_000;
    noteEvent(["*"], [], read + 10);
    expect(missedSince("ana", read, read + 20)).toBe(true);
  });

  it("says yes when the page is older than what the node remembers: it started later, or forgot", () => {
    // A page read before this node started (a restart between the page and its socket).
    expect(missedSince("ana", start - 10_000, start + 1_000)).toBe(true);
    // A page whose socket opens long after its read.
    const now = start + 2 * REMEMBERED_MS;
    expect(missedSince("ana", now - REMEMBERED_MS - 1, now)).toBe(true);
    expect(missedSince("ana", now - 10_000, now)).toBe(false);
  });

  it("forgets events older than it remembers", () => {
    noteEvent(["ana"], [], start + 1_000);
    const later = start + REMEMBERED_MS + 120_000;
    noteEvent(["ben"], [], later); // sweeps
    expect(missedSince("ana", later - 60_000, later)).toBe(false);
    expect(missedSince("ben", later - 60_000, later)).toBe(true);
  });
});
