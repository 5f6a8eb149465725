// Shapes of "moving somewhere new" as the server sends them to pages and the API (decision 067). Pure types.

export type Local = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  avatarUrl: string;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  welcomeHelper: boolean;
};

export type PanelQuestion = {
  id: string;
  content: string;
  createdAt: string;
  /** The newest answer the viewer may see, and when it was written. */
  answer: { content: string; firstName: string; createdAt: string } | null;
};

export type GettingStarted = {
  city: string;
  placeId: number;
  /** "Lisbon, Portugal": what /advice?about= takes. */
  label: string;
  /** About the city the member is moving to (else the one they are new in). */
  moving: boolean;
  circles: Array<{ id: string; name: string }>;
  helpers: Local[];
  questions: PanelQuestion[];
};
