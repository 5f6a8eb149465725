// The blurred placeholder behind a photo while it loads (decision 050): a data: URL as the <img>'s own
// background, covered by the picture once it is in. Nothing for a picture from before placeholders.
import type { CSSProperties } from "react";

export function placeholderStyle(placeholder: string | null): CSSProperties | undefined {
  return placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: "cover" } : undefined;
}
