// The bench community's words (issue 44): varied, deterministic texts for posts, comments, services, questions,
// answers, events and members, so that search over the bench finds what it would in a real community: a
// two-word query a few hundred posts, a prefix query its share, a Chinese pair its share. About 95 % English
// drawn from a vocabulary (food, places, paperwork, jobs, housing, health), 5 % in Chinese, Hindi, Vietnamese
// (with its accents) and German (with its umlauts). Pure: item n always gets the same text.
import { REGISTRATION_COUNTRIES } from "../app/schemas/constants";

/** A small fast generator (mulberry32) seeded by the item's kind and number: the same numbers on every run. */
function generator(kind: number, index: number): () => number {
  let state = (Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(kind + 1, 0x85ebca6b)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pick = <T>(list: readonly T[]) => T;
function picker(
  kind: number,
  index: number,
): { pick: Pick; chance: (p: number) => boolean; int: (n: number) => number } {
  const next = generator(kind, index);
  return {
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    int: (n) => Math.floor(next() * n),
  };
}

export const ORIGINS = [
  "Nigerian",
  "Ghanaian",
  "Ethiopian",
  "Senegalese",
  "Brazilian",
  "Colombian",
  "Mexican",
  "Peruvian",
  "Vietnamese",
  "Filipino",
  "Korean",
  "Chinese",
  "Indian",
  "Pakistani",
  "Bangladeshi",
  "Turkish",
  "Syrian",
  "Lebanese",
  "Polish",
  "Ukrainian",
] as const;
export const PLACES_OF_ORIGIN = [
  "grocery",
  "restaurant",
  "bakery",
  "hairdresser",
  "church",
  "mosque",
  "butcher",
  "tailor",
  "bookshop",
  "community centre",
  "food truck",
  "market stall",
  "lawyer",
  "doctor",
  "football team",
] as const;
export const NEIGHBOURHOODS = [
  "Kreuzberg",
  "Neukölln",
  "Schöneberg",
  "Wedding",
  "Friedrichshain",
  "Brixton",
  "Peckham",
  "Hackney",
  "Southall",
  "Whitechapel",
  "Scarborough",
  "Kensington Market",
  "Little Portugal",
  "Deira",
  "Karama",
  "Bur Dubai",
  "Parramatta",
  "Cabramatta",
  "Newtown",
  "Lavapiés",
  "Usera",
  "Malasaña",
  "Queens",
  "Flushing",
  "Jackson Heights",
  "Harlem",
  "Sunset Park",
  "Shin-Okubo",
  "Ikebukuro",
  "Nishi-Kasai",
] as const;
const OPENERS = [
  "Does anyone know a good",
  "Looking for a",
  "Just found a great",
  "Any recommendations for a",
  "Where is the best",
  "Happy to share: a lovely",
  "Has anyone tried the new",
  "Missing home, so I went to a",
  "Can someone recommend an honest",
  "Finally found a",
] as const;
const SECOND_SENTENCES = [
  "The Anmeldung took me three weeks, so book early.",
  "My residence permit is still being processed.",
  "Still waiting for the tax return from last year.",
  "Rent went up again, so I am looking for a cheaper flat.",
  "I start a new job at the hospital on Monday.",
  "Night shifts at the warehouse are hard but the pay is fair.",
  "My kids start school in September and I am nervous.",
  "The language course at the adult school is free on weekends.",
  "We are planning a picnic in the park on Sunday.",
  "The visa appointment is next month, fingers crossed.",
  "Sending money home is so expensive with the banks.",
  "The health insurance letter was confusing, I asked a friend to translate.",
  "My driving licence still needs to be converted.",
  "Winter here is long, the first snow came early.",
  "I miss my mother's cooking more than anything.",
  "Job interview tomorrow for a nursing position.",
  "Our landlord finally fixed the heating.",
  "Looking for someone to practise English with over coffee.",
  "The bus pass is cheaper if you register as a student.",
  "A neighbour helped me carry the sofa up four floors.",
] as const;

const CHINESE = {
  cities: ["伦敦", "柏林", "多伦多", "迪拜", "悉尼", "马德里", "纽约", "东京"],
  foods: ["饺子", "火锅", "牛肉面", "小笼包", "麻辣烫", "煎饼"],
  needs: ["房子", "工作", "医生", "中文学校", "律师", "签证"],
} as const;
const HINDI = {
  cities: ["लंदन", "बर्लिन", "टोरंटो", "दुबई", "सिडनी", "न्यूयॉर्क"],
  things: ["किराना दुकान", "डॉक्टर", "मकान", "नौकरी", "वीज़ा", "मंदिर"],
} as const;
const VIETNAMESE = {
  foods: ["phở bò", "bánh mì", "bún chả", "cà phê sữa đá", "gỏi cuốn", "bún bò Huế"],
  needs: ["nhà trọ giá rẻ", "việc làm", "bác sĩ", "luật sư", "lớp học tiếng Anh"],
} as const;
const GERMAN = {
  offices: ["Anmeldung", "Ausländerbehörde", "Führerschein-Umschreibung", "Krankenversicherung", "Steuererklärung"],
  places: ["Kreuzberg", "Neukölln", "Schöneberg", "München", "Düsseldorf", "Köln", "Lübeck"],
} as const;

/** One text in another language than English: Chinese, Hindi, Vietnamese or German, a fourth each. */
function otherLanguage(r: ReturnType<typeof picker>): string {
  switch (r.int(4)) {
    case 0:
      return r.chance(0.5)
        ? `${r.pick(CHINESE.cities)}哪里有好吃的${r.pick(CHINESE.foods)}？想家了。`
        : `我在${r.pick(CHINESE.cities)}找${r.pick(CHINESE.needs)}，有人能帮忙吗？`;
    case 1:
      return `${r.pick(HINDI.cities)} में अच्छा ${r.pick(HINDI.things)} कहाँ मिलेगा? कोई मदद करे।`;
    case 2:
      return r.chance(0.5)
        ? `Ai biết chỗ bán ${r.pick(VIETNAMESE.foods)} ngon ở ${r.pick(NEIGHBOURHOODS)} không?`
        : `Tôi cần tìm ${r.pick(VIETNAMESE.needs)} gần ${r.pick(NEIGHBOURHOODS)}, cảm ơn mọi người!`;
    default:
      return r.chance(0.5)
        ? `Wo bekomme ich schnell einen Termin für die ${r.pick(GERMAN.offices)} in ${r.pick(GERMAN.places)}?`
        : `Suche eine günstige Wohnung in ${r.pick(GERMAN.places)}, gerne auch möbliert. Grüße!`;
  }
}

/** The share of texts in another language than English. */
export const OTHER_LANGUAGES_SHARE = 0.05;

export function postText(i: number): string {
  const r = picker(1, i);
  if (r.chance(OTHER_LANGUAGES_SHARE)) return otherLanguage(r);
  const first = `${r.pick(OPENERS)} ${r.pick(ORIGINS)} ${r.pick(PLACES_OF_ORIGIN)} near ${r.pick(NEIGHBOURHOODS)}?`;
  return r.chance(0.7) ? `${first} ${r.pick(SECOND_SENTENCES)}` : first;
}

const COMMENTS = [
  "So true, same here!",
  "Try the one next to the station, they are friendly.",
  "I went last week, the prices are fair.",
  "Thank you for sharing this.",
  "Send me a message, I can help with the forms.",
  "My cousin works there, ask for the owner.",
  "The queue on Saturdays is long, go early.",
  "Welcome to the city!",
  "They also deliver on weekends.",
  "Good luck with the appointment.",
] as const;

export function commentText(i: number): string {
  const r = picker(2, i);
  if (r.chance(OTHER_LANGUAGES_SHARE)) return otherLanguage(r);
  return r.chance(0.3) ? `${r.pick(COMMENTS)} There is one in ${r.pick(NEIGHBOURHOODS)} too.` : r.pick(COMMENTS);
}

const SERVICE_KINDS = [
  "Visa help",
  "Portuguese lessons",
  "Tax returns",
  "Moving help",
  "Guitar lessons",
  "English conversation",
  "German lessons",
  "Airport pickup",
  "CV and job applications",
  "Translation of documents",
  "Home cooking",
  "Childcare",
  "Haircuts at home",
  "Bicycle repair",
  "Flat hunting help",
] as const;

export function serviceText(i: number): { title: string; description: string } {
  const r = picker(3, i);
  if (r.chance(OTHER_LANGUAGES_SHARE)) return { title: otherLanguage(r).slice(0, 60), description: otherLanguage(r) };
  return {
    title: `${r.pick(SERVICE_KINDS)} in ${r.pick(NEIGHBOURHOODS)}`,
    description: `Help from someone who has been there: ${r.pick(ORIGINS)} and living here for ${1 + r.int(15)} years. ${r.pick(SECOND_SENTENCES)}`,
  };
}

const QUESTION_NEEDS = [
  "rent",
  "a doctor",
  "a school",
  "a job",
  "a bank account",
  "a dentist",
  "a cheap flat",
  "a tax adviser",
  "a kindergarten place",
  "a mobile contract",
  "an immigration lawyer",
  "a second-hand bike",
] as const;

export function questionText(i: number, city: string): string {
  const r = picker(4, i);
  if (r.chance(OTHER_LANGUAGES_SHARE)) return otherLanguage(r);
  return `How do I find ${r.pick(QUESTION_NEEDS)} in ${city}? I live near ${r.pick(NEIGHBOURHOODS)} and speak a little English.`;
}

const ANSWERS = [
  "Ask at the town hall, they were very helpful.",
  "There is a free advice centre, bring your passport.",
  "Check the community noticeboard at the library.",
  "A friend found one through the church group.",
  "Book online early in the morning, new slots open at 7.",
  "The migrant advice service answers in many languages.",
] as const;

export function answerText(n: number): string {
  const r = picker(5, n);
  if (r.chance(OTHER_LANGUAGES_SHARE)) return otherLanguage(r);
  return r.pick(ANSWERS);
}

const EVENT_KINDS = [
  "food meetup",
  "language exchange",
  "football match",
  "job fair",
  "paperwork clinic",
  "music night",
  "cooking class",
  "family picnic",
] as const;

export function eventText(i: number): { title: string; description: string | null } {
  const r = picker(6, i);
  const title = `${r.pick(ORIGINS)} ${r.pick(EVENT_KINDS)} in ${r.pick(NEIGHBOURHOODS)}`;
  if (i % 2 === 0) return { title, description: null };
  return {
    title,
    description: r.chance(OTHER_LANGUAGES_SHARE)
      ? otherLanguage(r)
      : `Food from home, music and new friends. ${r.pick(SECOND_SENTENCES)}`,
  };
}

const SKILLS = [
  "cooking",
  "translation",
  "plumbing",
  "tax returns",
  "nursing",
  "carpentry",
  "Python",
  "accounting",
  "hairdressing",
  "driving",
  "teaching",
  "electrician",
  "graphic design",
  "childcare",
  "sewing",
] as const;
const INTERESTS = [
  "football",
  "cricket",
  "salsa",
  "hiking",
  "chess",
  "photography",
  "gardening",
  "film",
  "volunteering",
  "running",
  "poetry",
  "board games",
] as const;

export function memberSkillsAndInterests(i: number): { skills: string[]; interests: string[] } {
  const r = picker(7, i);
  const skills = [...new Set([r.pick(SKILLS), r.pick(SKILLS)])];
  const interests = [...new Set([r.pick(INTERESTS), r.pick(INTERESTS)])];
  return { skills, interests };
}

/** The bench members' homelands (the registration list) and cities. */
export const BENCH_COUNTRIES = REGISTRATION_COUNTRIES;
export const BENCH_CITIES = [
  "London, UK",
  "Berlin, Germany",
  "Toronto, Canada",
  "Dubai, UAE",
  "Sydney, Australia",
  "Madrid, Spain",
  "New York, USA",
  "Tokyo, Japan",
] as const;
/** Each bench city's place (GeoNames id), so "near you" has members, events and services in real cities. */
export const BENCH_CITY_PLACES: Record<(typeof BENCH_CITIES)[number], number> = {
  "London, UK": 2643743,
  "Berlin, Germany": 2950159,
  "Toronto, Canada": 6167865,
  "Dubai, UAE": 292223,
  "Sydney, Australia": 2147714,
  "Madrid, Spain": 3117735,
  "New York, USA": 5128581,
  "Tokyo, Japan": 1850147,
};
