// Which install hint a browser gets (decision 083): the browser's own offer where it makes one; on iPhone and
// iPad's Safari, which never does, the "Add to Home Screen" note; none once installed.

export function isIosSafari(userAgent: string, touchPoints = 0): boolean {
  // iPadOS Safari says "Macintosh" like a Mac; a Mac has no touch screen.
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && touchPoints > 1);
  // Chrome, Firefox, Edge and others on iOS name themselves; only Safari can add to the Home Screen before 16.4.
  return ios && /Safari\//.test(userAgent) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS|GSA)\//.test(userAgent);
}

export function installHintKind(browser: {
  userAgent: string;
  touchPoints?: number;
  standalone: boolean;
  offered: boolean;
}): "prompt" | "ios" | null {
  if (browser.standalone) return null;
  if (browser.offered) return "prompt";
  return isIosSafari(browser.userAgent, browser.touchPoints) ? "ios" : null;
}
