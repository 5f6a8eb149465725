// People and connection shapes shared by the models (which build them) and the components.
import type { MovingTo } from "~/lib/moving";
export type ConnectionState = "none" | "requested" | "incoming" | "connected";

export type Suggestion = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  avatarUrl: string;
  countryOfOrigin: string | null;
  currentLocation: string | null;
  bio: string | null;
  /** Up to three of their skills, for the card. */
  skills: string[];
  /** The languages they speak, BCP 47 codes (decision 069). */
  languages: string[];
  /** Why they are suggested ("From India · also in Berlin"), in English (the API's); empty for search results. */
  reason: string;
  /** The same reason as a kind and its values, for pages to say it in the reader's language (suggestions only;
   * not sent by the API). */
  why?: SuggestionWhy;
  /** From the viewer's city, in km; null when either has no place (decision 062). */
  distanceKm: number | null;
};

/** Why a member is suggested: a kind and what its sentence names (homelands are the stored English names). */
export type SuggestionWhy =
  | { kind: "homelandAlsoIn"; homeland: string; city: string }
  | { kind: "homelandAway"; homeland: string; km: number }
  | { kind: "homeland"; homeland: string }
  | { kind: "alsoIn"; city: string }
  | { kind: "away"; km: number }
  | { kind: "skill"; skill: string }
  | { kind: "interests" }
  | { kind: "newMember" };

export type SuggestionWithState = Suggestion & { connection: ConnectionState };

/** A search result: the same card, with the viewer's relation. */
export type PersonResult = SuggestionWithState;

/** A row of the connections and requests lists: the connection and the other member. */
export type ConnectionListItem = {
  id: string;
  requesterId: string;
  receiverId: string;
  status: string;
  createdAt: string;
  direction: "sent" | "received";
  user: {
    id: string;
    firstName: string;
    lastName: string;
    profileImageUrl: string | null;
    avatarUrl: string;
    countryOfOrigin: string | null;
    currentLocation: string | null;
  };
};

/** A member as other members see them: never email, role or status. */
export type PublicMember = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  avatarUrl: string;
  countryOfOrigin: string | null;
  /** A second homeland (issue 43), or null. */
  secondHomeland: string | null;
  currentLocation: string | null;
  bio: string | null;
  skills: string[];
  interests: string[];
  /** The languages they speak, BCP 47 codes (decision 069). */
  languages: string[];
  createdAt: string;
  /** Opted in to help newcomers from their homeland in their city (decision 067). */
  welcomeHelper: boolean;
  /** "Moving to Lisbon around March 2027", or null. */
  movingTo: MovingTo | null;
};

/** A member's profile page: the public member, and how they relate to the viewer. */
export type MemberProfile = PublicMember & {
  isSelf: boolean;
  connection: ConnectionState;
  connectionsCount: number;
  mutualConnections: number;
};

/** What the profile form edits. */
export type ProfileUser = {
  firstName: string;
  lastName: string;
  email: string;
  countryOfOrigin: string | null;
  secondHomeland: string | null;
  currentLocation: string | null;
  bio: string | null;
  skills: string[];
  interests: string[];
  languages: string[];
};
