// What members read about moving somewhere new and welcome helpers (issue 27 §4, decision 067), in one place
// for the languages issue.
import { monthLabel } from "~/lib/moving";

export const MOVING_COPY = {
  /** "Moving to Lisbon around March 2027" */
  movingTo: (city: string, month: string) => `Moving to ${city} around ${monthLabel(month)}`,
  sectionTitle: "Moving somewhere new?",
  sectionHint: "Say where and roughly when: you join that city's circles now and meet people already there.",
  cityLabel: "Moving to (city)",
  cityPlaceholder: "Lisbon, Portugal",
  monthLabel: "Around",
  monthPlaceholder: "Choose a month",
  save: "Set my move",
  clear: "I'm not moving",
  saved: "Your move is saved: you joined the city's circles",
  cleared: "Your move is cleared",
  failed: "Failed to save your move.",
  cityRequired: "Choose the city you are moving to",
  monthRequired: "Choose a month",
  monthInvalid: "Choose a month as YYYY-MM",
  monthPast: "Choose this month or a later one",
  monthTooFar: "Choose a month within the next 5 years",
  sameCity: "You already live there",

  helperTitle: "Welcome helper",
  helperLabel: "I'm happy to help newcomers from my homeland in my city",
  helperHint: "You are shown first, with a badge, to people from your homeland moving to or new in your city.",
  helperSave: "Update",
  helperOn: "Thank you: newcomers can now find you",
  helperOff: "You are no longer shown as a welcome helper",
  helperBadge: "Welcome helper",
  helperInvalid: "welcomeHelper must be true or false",

  sayHello: "Say hello",
  /** The greeting the message box starts with. */
  greeting: (firstName: string, city: string) =>
    `Hi ${firstName}! I'm new in ${city} (or about to be) and saw you are happy to help newcomers. Could I ask you a few things?`,
  sayHelloTo: (name: string) => `Say hello to ${name}`,

  /** Discover's section for a member who is moving: "From Nigeria in Lisbon" */
  discoverTitle: (homeland: string, city: string) => `From ${homeland} in ${city}`,
  discoverTitleNoHomeland: (city: string) => `Already in ${city}`,
  discoverHint: "Welcome helpers first.",
  discoverEmpty: (city: string) => `Nobody from your homeland in ${city} yet. Its circles are a good start.`,

  circleHelpersTitle: "Welcome helpers here",

  panelTitle: (city: string) => `Getting started in ${city}`,
  panelCircles: "Circles",
  panelHelpers: "Welcome helpers",
  panelNoHelpers: "No welcome helpers here yet.",
  panelQuestions: "Questions about the city",
  panelNoQuestions: "No questions about this city yet.",
  panelAsk: "Ask one",
  panelAllQuestions: "All questions about the city",
  panelHide: "Hide for now",
  panelHidden: "Hidden for 30 days on this device",
  panelAnswered: (name: string) => `${name} answered`,
  panelUnanswered: "No answer yet",
} as const;
