// Shapes of services as the server sends them (app/models/services.server.ts builds them).
import type { Author } from "./feed";

export type ServiceProvider = Pick<
  Author,
  "id" | "firstName" | "lastName" | "profileImageUrl" | "countryOfOrigin" | "avatarUrl"
>;

export type ServiceItem = {
  id: string;
  title: string;
  description: string;
  category: string;
  price: string | null;
  location: string | null;
  /** The city it is offered in (decision 053). */
  place: import("./events").EventPlace | null;
  isRemote: boolean;
  isOffering: boolean;
  createdAt: string;
  provider: ServiceProvider;
  /** The average of the reviews' ratings (one decimal), null without reviews. */
  rating: number | null;
  reviewsCount: number;
  /** The viewer may edit and delete it (its provider, or an admin). */
  canEdit: boolean;
  /** Hidden by an admin after a report: only its provider and admins still see it (decision 019). */
  isHidden: boolean;
  /** From the viewer's city (or the list's `near`), in km; null when either place is unknown (decision 062). */
  distanceKm: number | null;
};

export type ServiceReview = {
  id: string;
  rating: number;
  text: string;
  reply: string | null;
  createdAt: string;
  author: ServiceProvider;
};

export type ServicePage = { services: ServiceItem[]; nextCursor: string | null };
