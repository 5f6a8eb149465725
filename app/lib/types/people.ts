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
