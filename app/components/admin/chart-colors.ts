// Tailwind amber-700, sky-700, violet-600, emerald-700: distinct and dark enough on white.
export const CHART_COLORS = ["#b45309", "#0369a1", "#7c3aed", "#047857"];
