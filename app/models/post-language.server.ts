// A post's language, told from its text on the server (decision 069) with franc-min: small, offline, no
// service to call. franc answers ISO 639-3 codes; we store BCP 47 (app/lib/languages.ts), and null when
// the text is too short to tell or its language is not one of ours.
import { francAll } from "franc-min";
import { isContentLanguage, type ContentLanguage } from "~/lib/languages";

/** franc's ISO 639-3 codes as BCP 47 (the codes Intl.DisplayNames and the rest of the web use). */
const FROM_ISO_639_3: Record<string, string> = {
  amh: "am",
  arb: "ar",
  azj: "az",
  bel: "be",
  ben: "bn",
  bos: "bs",
  bul: "bg",
  ceb: "ceb",
  ces: "cs",
  ckb: "ckb",
  cmn: "zh",
  deu: "de",
  ell: "el",
  eng: "en",
  fra: "fr",
  guj: "gu",
  hau: "ha",
  hin: "hi",
  hrv: "hr",
  hun: "hu",
  ibo: "ig",
  ilo: "ilo",
  ind: "id",
  ita: "it",
  jav: "jv",
  jpn: "ja",
  kan: "kn",
  kaz: "kk",
  kin: "rw",
  kor: "ko",
  mal: "ml",
  mar: "mr",
  mya: "my",
  nld: "nl",
  npi: "ne",
  nya: "ny",
  pan: "pa",
  pbu: "ps",
  pes: "fa",
  pol: "pl",
  por: "pt",
  ron: "ro",
  rus: "ru",
  sin: "si",
  som: "so",
  spa: "es",
  srp: "sr",
  sun: "su",
  swe: "sv",
  swh: "sw",
  tam: "ta",
  tel: "te",
  tgl: "fil",
  tha: "th",
  tur: "tr",
  ukr: "uk",
  urd: "ur",
  uzn: "uz",
  vie: "vi",
  yor: "yo",
  zlm: "ms",
  zul: "zu",
};

/**
 * Fewer letters than this and a guess is noise; scripts of one language need fewer. 20 let franc call short
 * English Swedish or German ("Good morning from Berlin", issue 43): a sentence of 40 it tells reliably.
 */
const MIN_LENGTH = 40;
const MIN_LENGTH_DENSE = 6;
/** franc scores its best guess 1 and the others relative to it: a runner-up this close is a tie, not an answer. */
const TIE = 0.97;
const DENSE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// Links and mentions say nothing about the language around them.
const NOISE = /https?:\/\/\S+|www\.\S+|[@#]\S+/gu;

/** The language `text` is written in, or null when it is too short to tell or not one we list. */
export function detectLanguage(text: string): ContentLanguage | null {
  const words = text.replace(NOISE, " ").replace(/\s+/gu, " ").trim();
  const minLength = DENSE_SCRIPTS.test(words) ? MIN_LENGTH_DENSE : MIN_LENGTH;
  if (words.length < minLength) return null;
  const [best, runnerUp] = francAll(words, { minLength });
  if (!best || (runnerUp && runnerUp[1] >= TIE)) return null;
  const code = FROM_ISO_639_3[best[0]];
  return isContentLanguage(code) ? code : null;
}
