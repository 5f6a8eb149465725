// A member-readable name for a User-Agent ("Chrome on Android"), so the security page can tell devices
// apart. Only the families a member would recognise; anything else is named by its first product token.
import { accountCopy } from "~/copy/account";

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return accountCopy.unknownDevice;
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return accountCopy.deviceOn(browser, system);
  if (browser ?? system) return (browser ?? system)!;
  // curl/8.4.0, okhttp/4.12, python-requests/2.31: the client's own name.
  const product = ua.match(/^([A-Za-z][\w.-]{0,40})\//)?.[1];
  return product ? accountCopy.apiClient(product) : accountCopy.unknownDevice;
}
