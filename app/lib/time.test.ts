import { formatIn, messageTime, relativeTime } from "~/lib/page-context";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe("relativeTime (spec section 9)", () => {
  it.each([
    [0, "Just now"],
    [59_999, "Just now"],
    // Issue 43: an hour of "Just now" hid whether a post was a minute or fifty minutes old.
    [60_000, "1 minute ago"],
    [5 * 60_000 + 59_999, "5 minutes ago"],
    [HOUR - 1, "59 minutes ago"],
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
    expect(messageTime(ago(2 * HOUR), now, "UTC")).toBe("10:00 AM");
    expect(messageTime(ago(48 * HOUR), now, "UTC")).toBe("2d ago");
    expect(messageTime(ago(200 * HOUR), now, "UTC")).toBe("Nov 13");
  });

  it("reads the clock and the date in the member's zone (issue 25: 00:17 in Berlin, not 11:17 PM)", () => {
    const lateUtc = new Date("2026-11-20T23:17:00Z");
    expect(messageTime(lateUtc, now, "Europe/Berlin")).toBe("12:17 AM");
    expect(messageTime(lateUtc, now, "UTC")).toBe("11:17 PM");
    expect(messageTime(new Date("2026-11-12T23:30:00Z"), now, "Europe/Berlin")).toBe("Nov 13");
    expect(formatIn("weekday", lateUtc, "Europe/Berlin")).toBe("Sat, Nov 21, 2026");
  });

  it("reads an unknown zone as UTC", () => {
    expect(messageTime(ago(2 * HOUR), now, "Not/AZone")).toBe("10:00 AM");
  });
});

describe("in the member's language (decision 068)", () => {
  it("keeps the spec's thresholds with the language's own words and numbers", () => {
    expect(relativeTime(ago(30 * 1000), now, "es")).toBe("ahora");
    expect(relativeTime(ago(30 * 60 * 1000), now, "es")).toBe("hace 30 minutos");
    expect(relativeTime(ago(60 * 1000), now, "zh-Hans")).toBe("1分钟前");
    expect(relativeTime(ago(3 * HOUR), now, "es")).toBe("hace 3 horas");
    expect(relativeTime(ago(HOUR), now, "es")).toBe("hace 1 hora");
    expect(relativeTime(ago(2 * 24 * HOUR), now, "pt-BR")).toBe("há 2 dias");
    expect(relativeTime(ago(2 * 24 * HOUR), now, "hi")).toBe("2 दिन पहले");
    expect(messageTime(ago(48 * HOUR), now, "UTC", "es")).toMatch(/^hace 2 d/);
    expect(messageTime(ago(200 * HOUR), now, "UTC", "es")).toBe("13 nov");
    expect(formatIn("clock", ago(2 * HOUR), "UTC", "zh-Hans")).toBe("10:00");
  });

  it("English is the spec's, the pseudo-locale reads dates as English", () => {
    expect(relativeTime(ago(HOUR), now, "en")).toBe("1 hour ago");
    expect(messageTime(ago(48 * HOUR), now, "UTC", "en-XA")).toBe("2d ago");
  });
});
