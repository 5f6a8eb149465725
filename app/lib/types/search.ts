// The shape of a search hit (app/models/search.server.ts builds them), here so the pages' components can use
// it too.
import type { ExcerptPart } from "../search-tokens";
import type { SearchType } from "../search-types";

export type SearchHit = {
  type: SearchType;
  id: string;
  title: string;
  /** The title with what matched marked. */
  titleParts: ExcerptPart[];
  /** A short excerpt around what matched; empty when the title said it all. */
  excerpt: ExcerptPart[];
  url: string;
  createdAt: string;
  /** The author, organiser, provider; for a person, themselves. */
  person: { id: string; name: string; avatarUrl: string | null } | null;
  place: string | null;
  /** An event's start. */
  startsAt: string | null;
  /** A question with an accepted answer. */
  answered: boolean | null;
  /** Found by a comment or an answer, not its own words. */
  viaComment: boolean;
};
