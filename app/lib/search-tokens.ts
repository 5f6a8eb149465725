// Search text (decision 080): what is stored and what is asked are both turned into the same tokens here, in
// JavaScript, so SQLite's FTS5 and PostgreSQL's tsvector index exactly the same words and answer alike.
// Folding: case, and the accents members leave out ("Sao Paulo" finds "São Paulo", "pho" finds "Phở"), but
// not the vowel signs of Indic scripts, which are part of the letter. Scripts written without spaces (Chinese,
// Japanese, Korean) become overlapping pairs of characters, so any two typed characters find a text holding
// them. Pure: the seed, the migrator's backfill and the browser's highlighting use it too.
import { LETTERS } from "./places";

/**
 * Marks that are accents on a letter (Latin, Greek, Cyrillic, Vietnamese) or optional vowel points (Arabic,
 * Urdu, Hebrew): members type without them. Devanagari, Bengali and the rest keep their signs.
 */
// eslint-disable-next-line no-misleading-character-class -- ranges of combining marks, removed one by one
const ACCENTS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u064b-\u065f\u0670\u0591-\u05c7]/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const UNSPACED_RUNS = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+)/u;

/** A token longer than this is cut (a lexeme has a size limit in PostgreSQL; nobody searches for more). */
export const MAX_TOKEN_LENGTH = 48;
/** Tokens of one item past this are not indexed (a 5,000-character post has about 900). */
export const MAX_ITEM_TOKENS = 4000;

/** "São Paulo" -> "sao paulo"; case and accents folded, nothing else changed. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(ACCENTS, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[ßłøæœđðþıħ]/g, (letter) => LETTERS[letter] ?? letter);
}

function clip(token: string): string {
  return [...token].slice(0, MAX_TOKEN_LENGTH).join("");
}

/** One folded word as tokens: itself, or for unspaced script its pairs of characters and its last one. */
function wordTokens(word: string, forQuery: boolean): string[] {
  if (!UNSPACED.test(word)) return [clip(word)];
  const tokens: string[] = [];
  for (const part of word.split(UNSPACED_RUNS)) {
    if (!part) continue;
    if (!UNSPACED.test(part)) {
      tokens.push(clip(part));
      continue;
    }
    const chars = [...part];
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
    // The last character alone, so a one-character search finds it at the end of a run too. A query of two
    // or more characters is its pairs, which the text holds in the same order.
    if (!forQuery || chars.length === 1) tokens.push(chars.at(-1)!);
  }
  return tokens;
}

/** The tokens of a text, in order. */
export function searchTokens(text: string, forQuery = false): string[] {
  const tokens: string[] = [];
  for (const word of foldText(text).match(WORD) ?? []) tokens.push(...wordTokens(word, forQuery));
  return tokens;
}

/** What a searchText column holds: the tokens of its parts, space-separated. */
export function searchDocument(...parts: Array<string | null | undefined>): string {
  const tokens: string[] = [];
  for (const part of parts) {
    if (part) tokens.push(...searchTokens(part));
    if (tokens.length >= MAX_ITEM_TOKENS) break;
  }
  return tokens.slice(0, MAX_ITEM_TOKENS).join(" ");
}

/** The longest query a member may send, in characters. */
export const MAX_QUERY_LENGTH = 200;
/** Query groups past this are ignored (each is one more index lookup). */
export const MAX_QUERY_GROUPS = 10;

/**
 * A parsed query: groups that must all be found. A group is a phrase (its tokens next to each other, in
 * order): a quoted part, or one typed word that is several tokens ("Sao-Paulo", "東京都"). The last group's
 * last token matches as a prefix unless the query ended with a space or a closing quote.
 */
export type SearchQuery = { groups: string[][]; prefix: boolean };

export function parseSearchQuery(input: string): SearchQuery {
  const groups: string[][] = [];
  let prefix = false;
  // Quotes of any kind: "…", “…”, «…», „…“, 「…」.
  const parts = input.replace(/[“”„«»「」]/g, '"').split('"');
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1;
    if (quoted) {
      const tokens = searchTokens(part, true);
      if (tokens.length) groups.push(tokens);
      // An unclosed quote runs to the end and reads as typed so far: its last word may be a prefix.
      if (tokens.length) prefix = index === parts.length - 1 && /[\p{L}\p{M}\p{N}]$/u.test(part);
      return;
    }
    for (const word of part.split(/\s+/u)) {
      const tokens = searchTokens(word, true);
      if (tokens.length) groups.push(tokens);
    }
    if (groups.length && index === parts.length - 1) prefix = /[\p{L}\p{M}\p{N}]$/u.test(part);
  });
  const kept = groups.slice(0, MAX_QUERY_GROUPS);
  const last = kept.at(-1)?.at(-1);
  // A one-letter prefix of a spaced script would reach most of the index; a single Chinese character is a word.
  if (prefix && last !== undefined && [...last].length < 2 && !UNSPACED.test(last)) prefix = false;
  if (kept.length < groups.length) prefix = false;
  return { groups: kept, prefix };
}

export function isEmptyQuery(query: SearchQuery): boolean {
  return query.groups.length === 0;
}

/**
 * Whether a group's last token matches as a prefix: the query's last word as typed so far, and a single character
 * of an unspaced script anywhere (the text holds it as the start of a pair).
 */
function prefixAt(query: SearchQuery, index: number): boolean {
  const last = query.groups[index]!.at(-1)!;
  return (query.prefix && index === query.groups.length - 1) || ([...last].length === 1 && UNSPACED.test(last));
}

/** The tokens that match as prefixes (prefixAt), for marking what matched. */
function prefixTokens(query: SearchQuery): string[] {
  return query.groups.flatMap((group, index) => (prefixAt(query, index) ? [group.at(-1)!] : []));
}

/**
 * The query in FTS5's syntax. Every token is double-quoted and holds only letters, marks and digits, so nothing
 * a member types is read as an operator.
 */
export function toFtsQuery(query: SearchQuery): string {
  return queryPhrases(query)
    .map(({ phrase, prefix }) => (prefix ? `"${phrase}"*` : `"${phrase}"`))
    .join(" AND ");
}

/**
 * The query's groups as the index matches them: each a phrase of space-separated tokens that an item's text must
 * hold in a row, its last token whole or (prefix) as the start of one, cut to what the index holds.
 */
export function queryPhrases(query: SearchQuery): Array<{ phrase: string; prefix: boolean }> {
  return query.groups.map((group, index) => {
    const prefix = prefixAt(query, index);
    return { phrase: (prefix ? indexedPrefix(group) : group).join(" "), prefix };
  });
}

/**
 * The longest prefix the indexes hold by itself (SQLite's FTS5 `prefix='1 … 16'`, migration search_prefixes): a
 * longer one would make FTS5 merge every matching word's entries before reading a row, at a cost that grows
 * with the community. A longer last word is searched by its first 16 characters, on both databases alike
 * ("Aufenthaltserlaubnis" as aufenthaltserlau*).
 */
export const INDEXED_PREFIX = 16;

function indexedPrefix(group: string[]): string[] {
  const last = [...group.at(-1)!];
  return last.length <= INDEXED_PREFIX ? group : [...group.slice(0, -1), last.slice(0, INDEXED_PREFIX).join("")];
}

/**
 * The query's distinct tokens as the index matches them (a prefix by its first INDEXED_PREFIX characters), each
 * found at the start of a token of the item: what SQLite's relevance counts in an item's searchText.
 */
export function queryTokens(query: SearchQuery): string[] {
  const tokens = query.groups.flatMap((group, index) => (prefixAt(query, index) ? indexedPrefix(group) : group));
  return [...new Set(tokens)];
}

/** The query as a PostgreSQL tsquery literal (cast with ::tsquery, which takes lexemes as written). */
export function toTsQuery(query: SearchQuery): string {
  return tsQueryText(query, "", " <-> ");
}

/**
 * The query as a tsquery literal over an index of words written after their item's month (PostgreSQL's
 * search_month_vector, which has no positions): each lexeme after `month` (a mark the statement replaces with the
 * month; tokens are letters and digits only), and a phrase as all of its words, the phrase itself being tested
 * on the item's own vector.
 */
export function toMonthTsQuery(query: SearchQuery, month: string): string {
  return tsQueryText(query, month, " & ");
}

function tsQueryText(query: SearchQuery, before: string, phrase: string): string {
  return query.groups
    .map((tokens, index) => {
      const last = prefixAt(query, index);
      const group = last ? indexedPrefix(tokens) : tokens;
      const lexemes = group.map((token, at) => `'${before}${token}'${last && at === group.length - 1 ? ":*" : ""}`);
      return lexemes.length > 1 ? `(${lexemes.join(phrase)})` : lexemes[0]!;
    })
    .join(" & ");
}

/** A piece of an excerpt: text as written, and whether it is where the search matched. */
export type ExcerptPart = { text: string; hit: boolean };

/**
 * Where a text matched a query: each word of the text whose tokens hold a query token (the last one as a prefix),
 * marked. Folding keeps a word's place in the text, so what is marked is the member's own writing.
 */
export function matchRanges(text: string, query: SearchQuery): Array<[number, number]> {
  const wanted = new Set(query.groups.flat());
  const prefixes = prefixTokens(query);
  const ranges: Array<[number, number]> = [];
  const wordMatches = (word: string) => {
    const folded = foldText(word);
    return wanted.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix));
  };
  for (const match of text.matchAll(WORD)) {
    let at = match.index;
    for (const part of match[0].split(UNSPACED_RUNS)) {
      const start = at;
      at += part.length;
      if (!part) continue;
      if (!UNSPACED.test(part)) {
        if (wordMatches(part)) ranges.push([start, start + part.length]);
        continue;
      }
      // Unspaced script: mark each wanted pair of characters, or a wanted character alone.
      const chars = [...part];
      let offset = start;
      for (let i = 0; i < chars.length; i++) {
        const here = offset;
        offset += chars[i]!.length;
        const next = chars[i + 1];
        if (next !== undefined && wordMatches(chars[i]! + next)) ranges.push([here, offset + next.length]);
        else if (wordMatches(chars[i]!)) ranges.push([here, offset]);
      }
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    const previous = merged.at(-1);
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** How many characters of context an excerpt shows around its first match. */
export const EXCERPT_LENGTH = 180;

/**
 * A short excerpt of `text` around its first match, as parts to render (React escapes them: a member's text never
 * becomes markup). Starts at the text's beginning when the match is near it; "…" marks what was cut.
 */
export function excerpt(text: string, query: SearchQuery, length = EXCERPT_LENGTH): ExcerptPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const ranges = matchRanges(flat, query);
  const first = ranges[0]?.[0] ?? 0;
  let start = first < length / 3 ? 0 : first - Math.floor(length / 3);
  // Start on a word boundary, not in the middle of one.
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  // Never cut a surrogate pair.
  if (start > 0 && /[\udc00-\udfff]/.test(flat[start] ?? "")) start -= 1;
  if (end < flat.length && /[\ud800-\udbff]/.test(flat[end - 1] ?? "")) end += 1;
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: "…", hit: false });
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (a > at) parts.push({ text: flat.slice(at, a), hit: false });
    parts.push({ text: flat.slice(a, b), hit: true });
    at = b;
  }
  if (at < end) parts.push({ text: flat.slice(at, end), hit: false });
  if (end < flat.length) parts.push({ text: "…", hit: false });
  return parts;
}
