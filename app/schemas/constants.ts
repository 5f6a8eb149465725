// Business constants from the spec (section 9). Shared by server and client code.
export const REGISTRATION_COUNTRIES = [
  "Argentina",
  "Bangladesh",
  "Brazil",
  "China",
  "India",
  "Mexico",
  "Nigeria",
  "Pakistan",
  "Philippines",
  "Vietnam",
] as const;

export const PROFILE_COUNTRIES = [
  "Brazil",
  "Argentina",
  "India",
  "Mexico",
  "Nigeria",
  "Philippines",
  "China",
  "Pakistan",
  "Bangladesh",
  "Vietnam",
  "Colombia",
  "Peru",
  "Iran",
  "Turkey",
  "South Korea",
  "Ukraine",
  "Poland",
  "Romania",
  "Thailand",
  "Malaysia",
  "Indonesia",
  "Morocco",
  "Egypt",
  "Ghana",
] as const;

// Flags for the first ten profile countries, a globe for the rest (spec section 9): app/lib/countries.ts and
// the CountryFlag component (SVG files from our own origin, decision 008).

export const LIMITS = {
  name: 50,
  email: 254,
  location: 100,
  bio: 1000,
  postContent: 5000,
  comment: 2000,
  message: 5000,
  tag: 40,
  tags: 30,
  title: 150,
  description: 5000,
  url: 2048,
} as const;

/** Where a member goes to make the event and service posts (pages that come with those features). */
export const POST_TYPE_ENDPOINTS = {
  event: { page: "/events/new", api: "/api/events" },
  service: { page: "/services/new", api: "/api/services" },
} as const;

// The list pages' filters (their zod schemas are in the feature's schema module, which the page's loader reads on
// the server: the page itself takes these from here and stays free of zod).
export const USER_ROLES = ["member", "admin"] as const;
export const USER_STATUSES = ["active", "suspended"] as const;
export const ANALYTICS_RANGES = [30, 90, 365] as const;
export const ADMIN_SEARCH_MAX = 100;
/** Spec section 9: the dashboard lists the first 5 users (and 6 activity items: schemas/admin.ts). */
export const DASHBOARD_USERS = 5;
export const ADVICE_SEARCH_MAX = 100;
export const SERVICE_SEARCH_MAX = 100;
export const EVENT_SEARCH_MAX = 100;
export const EVENT_FILTERS = ["upcoming", "past", "mine"] as const;
