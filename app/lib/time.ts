// Relative times exactly as the spec's section 9. `now` comes from the server's loader so the server
// render and the browser's hydration agree.
const HOUR = 60 * 60 * 1000;

export function relativeTime(date: string | Date, now: string | Date | number): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (elapsed < HOUR) return "Just now";
  if (elapsed < 24 * HOUR) return ago(Math.floor(elapsed / HOUR), "hour");
  return ago(Math.floor(elapsed / (24 * HOUR)), "day");
}

function ago(count: number, unit: "hour" | "day"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/** Messages: clock time under 24 hours, 'Nd ago' under 168 hours, else a short date. */
export function messageTime(date: string | Date, now: string | Date | number): string {
  const value = new Date(date);
  const elapsed = new Date(now).getTime() - value.getTime();
  if (elapsed < 24 * HOUR)
    return value.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  if (elapsed < 168 * HOUR) return `${Math.floor(elapsed / (24 * HOUR))}d ago`;
  return value.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
