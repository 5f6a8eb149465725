import { installHintKind, isIosSafari } from "./install-hint";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

describe("install hint", () => {
  it("tells iPhone and iPad Safari apart from other iOS browsers and from a Mac", () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(MAC_SAFARI, 0)).toBe(false);
    // iPadOS Safari says Macintosh; its touch screen gives it away.
    expect(isIosSafari(MAC_SAFARI, 5)).toBe(true);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });
  it("offers the browser's install where it is offered, the iOS note on iOS Safari, nothing once installed", () => {
    expect(installHintKind({ userAgent: ANDROID_CHROME, standalone: false, offered: true })).toBe("prompt");
    expect(installHintKind({ userAgent: ANDROID_CHROME, standalone: false, offered: false })).toBeNull();
    expect(installHintKind({ userAgent: IPHONE_SAFARI, standalone: false, offered: false })).toBe("ios");
    expect(installHintKind({ userAgent: IPHONE_SAFARI, standalone: true, offered: false })).toBeNull();
    expect(installHintKind({ userAgent: ANDROID_CHROME, standalone: true, offered: true })).toBeNull();
  });
});
