import { messageTime, relativeTime } from "./time";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe("relativeTime (spec section 9)", () => {
  it.each([
    [0, "Just now"],
    [HOUR - 1, "Just now"],
    [HOUR, "1 hour ago"],
    [5 * HOUR + 59 * 60_000, "5 hours ago"],
    [24 * HOUR - 1, "23 hours ago"],
    [24 * HOUR, "1 day ago"],
    [2 * 24 * HOUR - 1, "1 day ago"],
    [2 * HOUR, "2 hours ago"],
    [10 * 24 * HOUR, "10 days ago"],
  ])("%i ms ago reads %s", (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });
});

describe("messageTime", () => {
  it("shows the clock, then days, then a short date", () => {
    expect(messageTime(ago(2 * HOUR), now)).toBe("10:00 AM");
    expect(messageTime(ago(48 * HOUR), now)).toBe("2d ago");
    expect(messageTime(ago(200 * HOUR), now)).toBe("Nov 13");
  });
});
