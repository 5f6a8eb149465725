// People and connection shapes shared by the models (which build them) and the components.
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
};

export type SuggestionWithState = Suggestion & { connection: ConnectionState };
