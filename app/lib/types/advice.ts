// Shapes of advice questions and responses (app/models/advice.server.ts builds them).
import type { FeedPost, PostComment } from "./feed";

/** What a question is about (optional): a city with its country, or only a country. */
export type QuestionAbout = { placeId: number | null; countryCode: string; label: string };
export type AdviceQuestion = FeedPost & { acceptedResponseId: string | null; about: QuestionAbout | null };
export type AdviceResponse = PostComment & {
  helpfulCount: number;
  isHelpful: boolean;
  /** Only others may mark a response helpful: false on the viewer's own. */
  canMarkHelpful: boolean;
  isAccepted: boolean;
};
export type AdvicePage = {
  questions: AdviceQuestion[];
  nextCursor: string | null;
  /** When the list is narrowed to a place: the place it found, or null when the text named none. */
  about?: { label: string | null };
};
export type AdviceThread = { question: AdviceQuestion; responses: AdviceResponse[]; canAccept: boolean };
