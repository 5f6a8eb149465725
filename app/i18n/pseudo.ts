// The pseudo-locale's text: every letter accented and every message about 40 % longer, so untranslated text
// (still plain ASCII) and layouts that break on longer languages show up. Placeholders and markup stay intact.
const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

// {{name}}, $t(...) nesting and <0>…</0>, <name>…</name> or <name/> markup are left as they are.
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>)/;

export function pseudoText(text: string): string {
  const parts = text.split(PROTECTED);
  const accented = parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter])))
    .join("");
  const letters = parts.filter((_, index) => index % 2 === 0).join("").length;
  return `[${accented}${"~".repeat(Math.ceil(letters * 0.4))}]`;
}

export function pseudoMessages<T>(messages: T): T {
  if (typeof messages === "string") return pseudoText(messages) as T;
  if (messages && typeof messages === "object") {
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, pseudoMessages(value)])) as T;
  }
  return messages;
}
