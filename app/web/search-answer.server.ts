// GET /api/search's answer (issue 44): the model's hits as an API client reads them. A title and an excerpt are
// plain text; where the search matched is a list of [start, end) offsets into that text, in UTF-16 code units
// (JavaScript's string indices), so a client marks the hits itself and a member's text never becomes markup.
import type { ExcerptPart } from "~/lib/search-tokens";
import type { SearchHit, SearchResults } from "~/models/search.server";

export type Highlight = [start: number, end: number];

export type ApiSearchHit = Omit<SearchHit, "titleParts" | "excerpt"> & {
  excerpt: string;
  highlights: Highlight[];
  titleHighlights: Highlight[];
};

export type ApiSearchResults = Pick<SearchResults, "counts" | "countsCapped" | "nextCursor"> & {
  results: ApiSearchHit[];
};

/** Parts joined into one text, and the offsets of the parts that matched (adjacent hits merged). */
export function plainText(parts: ExcerptPart[]): { text: string; highlights: Highlight[] } {
  let text = "";
  const highlights: Highlight[] = [];
  for (const part of parts) {
    const start = text.length;
    text += part.text;
    if (!part.hit || part.text.length === 0) continue;
    const previous = highlights.at(-1);
    if (previous && previous[1] === start) previous[1] = text.length;
    else highlights.push([start, text.length]);
  }
  return { text, highlights };
}

/** A hit as the API answers it: the title as shown (white space runs as one space), so its offsets hold. */
export function apiSearchHit({ titleParts, excerpt, ...hit }: SearchHit): ApiSearchHit {
  const title = plainText(titleParts);
  const body = plainText(excerpt);
  return {
    ...hit,
    title: title.text,
    titleHighlights: title.highlights,
    excerpt: body.text,
    highlights: body.highlights,
  };
}

export function apiSearchResults(results: SearchResults): ApiSearchResults {
  return {
    results: results.results.map(apiSearchHit),
    counts: results.counts,
    countsCapped: results.countsCapped,
    nextCursor: results.nextCursor,
  };
}
