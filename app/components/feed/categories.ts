// A post's category (an advice or service category, stored in English) names its message: "Art & Design" is
// categories.artAndDesign in the feed's messages.
export function categoryKey(category: string): string {
  const words = category
    .replace(/&/g, "and")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()))
    .join("");
}
