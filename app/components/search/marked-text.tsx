// Text with what a search matched marked: the parts come from excerpt()/matchRanges() (app/lib/search-tokens.ts)
// and are rendered as React children, so a member's words are always text, never markup.
import { Fragment } from "react";
import type { ExcerptPart } from "~/lib/search-tokens";

export function MarkedText({ parts }: { parts: ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-gray-900">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
