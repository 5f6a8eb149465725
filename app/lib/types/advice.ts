// Shapes of advice questions and responses (app/models/advice.server.ts builds them).
import type { FeedPost, PostComment } from "./feed";

export type AdviceQuestion = FeedPost & { acceptedResponseId: string | null };
export type AdviceResponse = PostComment & { helpfulCount: number; isHelpful: boolean; isAccepted: boolean };
export type AdvicePage = { questions: AdviceQuestion[]; nextCursor: string | null };
export type AdviceThread = { question: AdviceQuestion; responses: AdviceResponse[]; canAccept: boolean };
