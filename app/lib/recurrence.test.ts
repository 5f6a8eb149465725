import fc from "fast-check";
import { describeRule, HORIZON_DAYS, MAX_OCCURRENCES, occurrences, REPEAT_EVERY, shiftedDates } from "./recurrence";
import { instantToLocal, localToInstant, wallClock } from "~/lib/page-context";

const at = (local: string, zone: string) => localToInstant(local, zone)!;
const locals = (dates: Date[], zone: string) => dates.map((date) => instantToLocal(date, zone));

describe("occurrences", () => {
  it("keeps a Berlin 10:00 weekly meetup at 10:00 across March and October (UTC hour moves)", () => {
    const dates = occurrences(at("2027-03-21T10:00", "Europe/Berlin"), { every: "week", count: 3 }, "Europe/Berlin");
    expect(locals(dates, "Europe/Berlin")).toEqual(["2027-03-21T10:00", "2027-03-28T10:00", "2027-04-04T10:00"]);
    expect(dates.map((date) => date.toISOString())).toEqual([
      "2027-03-21T09:00:00.000Z",
      "2027-03-28T08:00:00.000Z",
      "2027-04-04T08:00:00.000Z",
    ]);
    const autumn = occurrences(at("2027-10-24T10:00", "Europe/Berlin"), { every: "week", count: 2 }, "Europe/Berlin");
    expect(autumn.map((date) => date.toISOString())).toEqual(["2027-10-24T08:00:00.000Z", "2027-10-31T09:00:00.000Z"]);
  });

  it("keeps a Sydney 19:00 meetup at 19:00 as the southern summer ends in April and starts in October", () => {
    const april = occurrences(
      at("2027-03-28T19:00", "Australia/Sydney"),
      { every: "week", count: 2 },
      "Australia/Sydney",
    );
    expect(april.map((date) => date.toISOString())).toEqual(["2027-03-28T08:00:00.000Z", "2027-04-04T09:00:00.000Z"]);
    const october = occurrences(
      at("2027-09-26T19:00", "Australia/Sydney"),
      { every: "2weeks", count: 2 },
      "Australia/Sydney",
    );
    expect(locals(october, "Australia/Sydney")).toEqual(["2027-09-26T19:00", "2027-10-10T19:00"]);
    expect(october.map((date) => date.toISOString())).toEqual(["2027-09-26T09:00:00.000Z", "2027-10-10T08:00:00.000Z"]);
  });

  it("moves a time the spring change skips forward by the gap, and keeps the next week's time", () => {
    const dates = occurrences(at("2027-03-21T02:30", "Europe/Berlin"), { every: "week", count: 3 }, "Europe/Berlin");
    expect(locals(dates, "Europe/Berlin")).toEqual(["2027-03-21T02:30", "2027-03-28T03:30", "2027-04-04T02:30"]);
  });

  it("repeats monthly on the same weekday: the first Sunday, or the last when the first date is the last", () => {
    const first = occurrences(at("2027-01-03T11:00", "Asia/Manila"), { every: "month", count: 4 }, "Asia/Manila");
    expect(locals(first, "Asia/Manila")).toEqual([
      "2027-01-03T11:00",
      "2027-02-07T11:00",
      "2027-03-07T11:00",
      "2027-04-04T11:00",
    ]);
    const last = occurrences(at("2027-01-31T11:00", "Asia/Manila"), { every: "month", count: 3 }, "Asia/Manila");
    expect(locals(last, "Asia/Manila")).toEqual(["2027-01-31T11:00", "2027-02-28T11:00", "2027-03-28T11:00"]);
    expect(describeRule(last[0], "month", "Asia/Manila")).toEqual({ every: "month", weekday: 0, ordinal: "last" });
    expect(describeRule(first[0], "month", "Asia/Manila").ordinal).toBe(1);
  });

  it("stops at `until` (inclusive, in the zone) and never goes past a year", () => {
    const dates = occurrences(at("2027-01-05T18:00", "UTC"), { every: "week", until: "2027-01-19" }, "UTC");
    expect(locals(dates, "UTC")).toEqual(["2027-01-05T18:00", "2027-01-12T18:00", "2027-01-19T18:00"]);
    const year = occurrences(at("2027-01-05T18:00", "UTC"), { every: "week" }, "UTC");
    expect(year).toHaveLength(MAX_OCCURRENCES);
    const far = occurrences(at("2027-01-05T18:00", "UTC"), { every: "week", until: "2030-01-01", count: 500 }, "UTC");
    expect(far.at(-1)!.getTime() - far[0].getTime()).toBeLessThanOrEqual(HORIZON_DAYS * 86_400_000);
  });

  it("shifted dates step from the new start", () => {
    const dates = shiftedDates(at("2027-03-20T09:30", "Europe/Berlin"), "week", 2, "Europe/Berlin");
    expect(locals(dates, "Europe/Berlin")).toEqual(["2027-03-20T09:30", "2027-03-27T09:30"]);
  });

  it("for any zone, start and rule: same local time and weekday, increasing, within the bounds", () => {
    const zones = ["Europe/Berlin", "Australia/Sydney", "America/Santiago", "America/New_York", "Asia/Kolkata", "UTC"];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2029, 0, 1) }),
        fc.constantFrom(...REPEAT_EVERY),
        fc.integer({ min: 1, max: 60 }),
        (zone, start, every, count) => {
          // Whole hours between 08:00 and 20:00 never fall in a DST gap in these zones.
          const wall = wallClock(start, zone);
          const local = `${instantToLocal(new Date(start), zone).slice(0, 10)}T${String(8 + (wall.hour % 13)).padStart(2, "0")}:00`;
          const first = at(local, zone);
          const dates = occurrences(first, { every, count }, zone);
          expect(dates.length).toBeLessThanOrEqual(Math.min(count, MAX_OCCURRENCES));
          expect(dates[0]).toEqual(first);
          const day = (date: Date) => {
            const w = wallClock(date.getTime(), zone);
            return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;
          };
          for (let index = 1; index < dates.length; index++) {
            expect(dates[index].getTime()).toBeGreaterThan(dates[index - 1].getTime());
            const a = wallClock(dates[index].getTime(), zone);
            expect(`${a.hour}:${a.minute}`).toBe(`${wallClock(first.getTime(), zone).hour}:0`);
            expect((day(dates[index]) - day(first)) % 7).toBe(0);
            if (every !== "month") expect(day(dates[index]) - day(dates[index - 1])).toBe(every === "week" ? 7 : 14);
          }
          expect(dates.at(-1)!.getTime() - first.getTime()).toBeLessThanOrEqual((HORIZON_DAYS + 1) * 86_400_000);
        },
      ),
      { numRuns: 200 },
    );
  });
});
