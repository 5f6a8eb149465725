import {
  formatEventTime,
  instantToLocal,
  instantWithOffset,
  isTimeZone,
  localToInstant,
  timeZoneFromCookieHeader,
} from "~/lib/page-context";

describe("time zones", () => {
  it("reads a wall-clock time in a zone, across DST, and writes it back", () => {
    expect(localToInstant("2026-12-05T19:00", "Europe/Berlin")?.toISOString()).toBe("2026-12-05T18:00:00.000Z");
    expect(localToInstant("2026-07-05T19:00", "Europe/Berlin")?.toISOString()).toBe("2026-07-05T17:00:00.000Z");
    expect(localToInstant("2026-07-05T19:00", "America/New_York")?.toISOString()).toBe("2026-07-05T23:00:00.000Z");
    expect(localToInstant("2026-07-05T19:00", "Asia/Kolkata")?.toISOString()).toBe("2026-07-05T13:30:00.000Z");
    expect(localToInstant("2026-07-05T19:00", "UTC")?.toISOString()).toBe("2026-07-05T19:00:00.000Z");
    // Skipped by the spring change: moves forward by the gap. Repeated in autumn: the first one.
    expect(localToInstant("2026-03-29T02:30", "Europe/Berlin")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(localToInstant("2026-10-25T02:30", "Europe/Berlin")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(instantToLocal("2026-07-05T23:00:00.000Z", "America/New_York")).toBe("2026-07-05T19:00");
    expect(instantWithOffset(new Date("2026-07-05T13:30:00Z"), "Asia/Kolkata")).toBe("2026-07-05T19:00:00+05:30");
    expect(instantWithOffset(new Date("2026-07-05T23:00:00Z"), "America/New_York")).toBe("2026-07-05T19:00:00-04:00");
  });

  it("reads wall clocks right in every zone, at every hour of a year, as Intl's parts give them", () => {
    const parts = (instant: Date, timeZone: string) => {
      const format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      });
      const p = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${p.year}-${p.month}-${p.day}T${String(Number(p.hour) % 24).padStart(2, "0")}:${p.minute}`;
    };
    const zones = [
      "UTC",
      "Europe/Berlin",
      "America/New_York",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "Pacific/Chatham",
      "America/St_Johns",
      "Etc/GMT+12",
    ];
    const start = Date.UTC(2026, 0, 1);
    for (const zone of zones) {
      for (let hour = 0; hour < 366 * 24; hour += 7) {
        const instant = new Date(start + hour * 3_600_000 + 17 * 60_000);
        expect(instantToLocal(instant, zone), `${zone} ${instant.toISOString()}`).toBe(parts(instant, zone));
      }
    }
    // Years before 1000 and after 9999 are outside what events allow; a year with four digits is what they use.
    expect(instantToLocal("2026-01-01T00:30:00.000Z", "America/New_York")).toBe("2025-12-31T19:30");
  });

  it("refuses what is not a time or not a zone", () => {
    for (const bad of ["", "tomorrow", "2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00", "2026-01-01 10:00"])
      expect(localToInstant(bad, "UTC"), bad).toBeNull();
    expect(localToInstant("2026-01-01T10:00", "Mars/Olympus")).toBeNull();
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    for (const bad of ["", "Nowhere/City", "../etc", "a".repeat(65), 42, null]) expect(isTimeZone(bad)).toBe(false);
  });

  it("names the zone in every displayed time", () => {
    expect(formatEventTime("2026-12-05T18:00:00.000Z", "Europe/Berlin")).toMatch(/Sat, Dec 5, 2026, 7:00\sPM GMT\+1/);
    expect(formatEventTime("2026-12-05T18:00:00.000Z", "UTC")).toMatch(/6:00\sPM UTC/);
    expect(formatEventTime("2026-12-05T18:00:00.000Z", "not a zone")).toMatch(/UTC$/);
  });

  it("takes the remembered zone from the cookie, else UTC", () => {
    expect(timeZoneFromCookieHeader("roots_session=abc; tz=Europe%2FLisbon")).toBe("Europe/Lisbon");
    expect(timeZoneFromCookieHeader("tz=Mars%2FOlympus")).toBe("UTC");
    expect(timeZoneFromCookieHeader("tz=%E0%A4%A")).toBe("UTC");
    expect(timeZoneFromCookieHeader(null)).toBe("UTC");
  });
});
