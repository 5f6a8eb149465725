// Word lists and text templates for prisma/seed.ts. Templates use {placeholders} that the seed
// fills from the author's profile (see `fill` in seed.ts); every placeholder used here must be
// one of the keys of `TemplateContext` below.

import { REGISTRATION_COUNTRIES } from "../app/schemas/constants";
import { ADVICE_CATEGORIES, SERVICE_CATEGORIES } from "../app/schemas/categories";

// The category lists and countries are the app's own (app/schemas/constants.ts), never copies.
export { ADVICE_CATEGORIES, REGISTRATION_COUNTRIES, SERVICE_CATEGORIES };
export type CountryName = (typeof REGISTRATION_COUNTRIES)[number];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type AdviceCategory = (typeof ADVICE_CATEGORIES)[number];

/** Values a template can refer to, all taken from one member's profile. */
export type TemplateContext = {
  /** Short current city, e.g. "Berlin". */
  city: string;
  /** Full current location, e.g. "Berlin, Germany". */
  cityFull: string;
  country: string;
  demonym: string;
  hometown: string;
  food: string;
  festival: string;
  /** Main language of the current city. */
  language: string;
  homeLanguage: string;
  occupation: string;
  /** The occupation with its article: "an accountant", "a nurse". */
  aOccupation: string;
  /** A short homeland expression that works as a sentence of its own. */
  greeting: string;
};

export interface City {
  name: string;
  /** Its GeoNames id: the Place row the migrator loads (decision 053). */
  placeId: number;
  language: string;
  currency: { symbol: string; rate: number };
}

const USD = { symbol: "$", rate: 1 };
const CAD = { symbol: "CA$", rate: 1.35 };
const GBP = { symbol: "£", rate: 0.8 };
const EUR = { symbol: "€", rate: 0.92 };

export const CITIES: City[] = [
  { name: "New York, USA", placeId: 5128581, language: "English", currency: USD },
  { name: "Los Angeles, USA", placeId: 5368361, language: "English", currency: USD },
  { name: "Houston, USA", placeId: 4699066, language: "English", currency: USD },
  { name: "Chicago, USA", placeId: 4887398, language: "English", currency: USD },
  { name: "San Francisco, USA", placeId: 5391959, language: "English", currency: USD },
  { name: "Miami, USA", placeId: 4164138, language: "English", currency: USD },
  { name: "Boston, USA", placeId: 4930956, language: "English", currency: USD },
  { name: "Toronto, Canada", placeId: 6167865, language: "English", currency: CAD },
  { name: "Vancouver, Canada", placeId: 6173331, language: "English", currency: CAD },
  { name: "Montreal, Canada", placeId: 6077243, language: "French", currency: CAD },
  { name: "London, UK", placeId: 2643743, language: "English", currency: GBP },
  { name: "Manchester, UK", placeId: 2643123, language: "English", currency: GBP },
  { name: "Dublin, Ireland", placeId: 2964574, language: "English", currency: EUR },
  { name: "Berlin, Germany", placeId: 2950159, language: "German", currency: EUR },
  { name: "Munich, Germany", placeId: 2867714, language: "German", currency: EUR },
  { name: "Paris, France", placeId: 2988507, language: "French", currency: EUR },
  { name: "Madrid, Spain", placeId: 3117735, language: "Spanish", currency: EUR },
  { name: "Barcelona, Spain", placeId: 3128760, language: "Spanish", currency: EUR },
  { name: "Lisbon, Portugal", placeId: 2267057, language: "Portuguese", currency: EUR },
  { name: "Amsterdam, Netherlands", placeId: 2759794, language: "Dutch", currency: EUR },
  { name: "Stockholm, Sweden", placeId: 2673730, language: "Swedish", currency: { symbol: "SEK ", rate: 10.5 } },
  { name: "Dubai, UAE", placeId: 292223, language: "Arabic", currency: { symbol: "AED ", rate: 3.67 } },
  { name: "Doha, Qatar", placeId: 290030, language: "Arabic", currency: { symbol: "QAR ", rate: 3.64 } },
  { name: "Singapore, Singapore", placeId: 1880252, language: "English", currency: { symbol: "S$", rate: 1.35 } },
  { name: "Tokyo, Japan", placeId: 1850147, language: "Japanese", currency: { symbol: "¥", rate: 150 } },
  { name: "Seoul, South Korea", placeId: 1835848, language: "Korean", currency: { symbol: "₩", rate: 1350 } },
  { name: "Sydney, Australia", placeId: 2147714, language: "English", currency: { symbol: "A$", rate: 1.5 } },
  { name: "Melbourne, Australia", placeId: 2158177, language: "English", currency: { symbol: "A$", rate: 1.5 } },
  { name: "Auckland, New Zealand", placeId: 2193733, language: "English", currency: { symbol: "NZ$", rate: 1.65 } },
];

export interface CountryProfile {
  name: CountryName;
  demonym: string;
  femaleNames: string[];
  maleNames: string[];
  lastNames: string[];
  hometowns: string[];
  languages: string[];
  foods: string[];
  festivals: string[];
  greetings: string[];
  interests: string[];
  /** Cities where people from this country often live (names from CITIES). */
  cities: string[];
}

export const COUNTRIES: CountryProfile[] = [
  {
    name: "Argentina",
    demonym: "Argentine",
    femaleNames: [
      "Sofía",
      "Martina",
      "Valentina",
      "Lucía",
      "Camila",
      "Agustina",
      "Florencia",
      "Julieta",
      "Milagros",
      "Carolina",
    ],
    maleNames: [
      "Mateo",
      "Santiago",
      "Joaquín",
      "Tomás",
      "Facundo",
      "Nicolás",
      "Lautaro",
      "Matías",
      "Gonzalo",
      "Federico",
    ],
    lastNames: [
      "González",
      "Rodríguez",
      "Fernández",
      "López",
      "Martínez",
      "Pérez",
      "Gómez",
      "Sánchez",
      "Romero",
      "Díaz",
      "Álvarez",
      "Benítez",
    ],
    hometowns: ["Buenos Aires", "Córdoba", "Rosario", "Mendoza", "Mar del Plata", "La Plata"],
    languages: ["Spanish"],
    foods: ["empanadas", "asado", "alfajores", "milanesa", "locro"],
    festivals: ["9 de Julio", "the Fiesta de la Vendimia", "Día de la Tradición"],
    greetings: ["¡Vamos!", "Mate for everyone, che.", "¡Qué lindo!"],
    interests: ["Tango", "Football", "Mate", "Asado", "Rock Nacional"],
    cities: [
      "Madrid, Spain",
      "Barcelona, Spain",
      "Miami, USA",
      "Toronto, Canada",
      "Berlin, Germany",
      "Sydney, Australia",
    ],
  },
  {
    name: "Bangladesh",
    demonym: "Bangladeshi",
    femaleNames: [
      "Farhana",
      "Nusrat",
      "Tahmina",
      "Sadia",
      "Ayesha",
      "Shirin",
      "Rumana",
      "Tasnim",
      "Fariha",
      "Mehjabin",
    ],
    maleNames: ["Rahim", "Tanvir", "Arif", "Imran", "Shakil", "Nayeem", "Rafiq", "Sabbir", "Mahmud", "Zubair"],
    lastNames: [
      "Rahman",
      "Hossain",
      "Ahmed",
      "Islam",
      "Chowdhury",
      "Khan",
      "Uddin",
      "Akter",
      "Sarkar",
      "Das",
      "Haque",
      "Miah",
    ],
    hometowns: ["Dhaka", "Chittagong", "Sylhet", "Khulna", "Rajshahi", "Barisal"],
    languages: ["Bengali"],
    foods: ["kacchi biryani", "pitha", "hilsa curry", "fuchka", "shorshe ilish"],
    festivals: ["Pohela Boishakh", "Eid", "Victory Day"],
    greetings: ["Dhonnobad, everyone!", "Bhalo thakben.", "Cholo, let's do it!"],
    interests: ["Cricket", "Rabindra Sangeet", "Poetry", "Badminton"],
    cities: [
      "London, UK",
      "New York, USA",
      "Toronto, Canada",
      "Dubai, UAE",
      "Manchester, UK",
      "Sydney, Australia",
      "Doha, Qatar",
    ],
  },
  {
    name: "Brazil",
    demonym: "Brazilian",
    femaleNames: [
      "Ana",
      "Beatriz",
      "Larissa",
      "Juliana",
      "Mariana",
      "Gabriela",
      "Fernanda",
      "Camila",
      "Letícia",
      "Renata",
    ],
    maleNames: ["João", "Pedro", "Lucas", "Gabriel", "Rafael", "Thiago", "Felipe", "Bruno", "Gustavo", "Rodrigo"],
    lastNames: [
      "Silva",
      "Santos",
      "Oliveira",
      "Souza",
      "Costa",
      "Pereira",
      "Almeida",
      "Ferreira",
      "Carvalho",
      "Ribeiro",
      "Lima",
      "Barbosa",
    ],
    hometowns: ["São Paulo", "Rio de Janeiro", "Belo Horizonte", "Salvador", "Recife", "Porto Alegre", "Curitiba"],
    languages: ["Portuguese"],
    foods: ["pão de queijo", "feijoada", "brigadeiros", "coxinha", "moqueca"],
    festivals: ["Festa Junina", "Carnaval", "Réveillon"],
    greetings: ["Saudade is real.", "Valeu, galera!", "Bora!"],
    interests: ["Samba", "Capoeira", "Football", "Bossa Nova", "Beach Volleyball"],
    cities: [
      "Lisbon, Portugal",
      "Boston, USA",
      "Dublin, Ireland",
      "London, UK",
      "Tokyo, Japan",
      "Miami, USA",
      "Toronto, Canada",
    ],
  },
  {
    name: "China",
    demonym: "Chinese",
    femaleNames: ["Mei", "Jing", "Xiu", "Yan", "Hui", "Ling", "Xiaoyu", "Fang", "Qing", "Yue"],
    maleNames: ["Wei", "Jun", "Hao", "Lei", "Tao", "Ming", "Yong", "Zhiwei", "Bo", "Kai"],
    lastNames: ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Lin"],
    hometowns: ["Shanghai", "Chengdu", "Guangzhou", "Beijing", "Hangzhou", "Wuhan", "Xi'an"],
    languages: ["Mandarin", "Cantonese"],
    foods: ["jiaozi", "hotpot", "xiaolongbao", "jianbing", "mapo tofu"],
    festivals: ["Lunar New Year", "the Mid-Autumn Festival", "the Dragon Boat Festival"],
    greetings: ["Jiāyóu, everyone!", "Xièxie!", "Let's go, jiāyóu!"],
    interests: ["Calligraphy", "Mahjong", "Table Tennis", "Tea Culture", "Badminton"],
    cities: [
      "Vancouver, Canada",
      "San Francisco, USA",
      "Sydney, Australia",
      "Toronto, Canada",
      "Singapore, Singapore",
      "New York, USA",
      "Melbourne, Australia",
    ],
  },
  {
    name: "India",
    demonym: "Indian",
    femaleNames: ["Priya", "Ananya", "Kavya", "Divya", "Meera", "Sneha", "Aishwarya", "Neha", "Lakshmi", "Pooja"],
    maleNames: ["Arjun", "Rohan", "Vikram", "Aditya", "Karthik", "Rahul", "Siddharth", "Aravind", "Nikhil", "Sanjay"],
    lastNames: [
      "Sharma",
      "Patel",
      "Iyer",
      "Reddy",
      "Nair",
      "Gupta",
      "Singh",
      "Menon",
      "Rao",
      "Desai",
      "Kapoor",
      "Banerjee",
    ],
    hometowns: ["Mumbai", "Bengaluru", "Chennai", "Kolkata", "Pune", "Hyderabad", "Kochi", "Jaipur"],
    languages: ["Hindi", "Tamil", "Telugu", "Malayalam", "Marathi"],
    foods: ["masala dosa", "pani puri", "butter chicken", "vada pav", "biryani"],
    festivals: ["Diwali", "Holi", "Onam", "Pongal"],
    greetings: ["Chalo, let's do this!", "Dhanyavaad, yaar.", "Bahut badhiya!"],
    interests: ["Cricket", "Bollywood", "Classical Dance", "Yoga", "Badminton"],
    cities: [
      "San Francisco, USA",
      "Toronto, Canada",
      "London, UK",
      "Singapore, Singapore",
      "Dubai, UAE",
      "Melbourne, Australia",
      "New York, USA",
      "Berlin, Germany",
    ],
  },
  {
    name: "Mexico",
    demonym: "Mexican",
    femaleNames: [
      "Guadalupe",
      "Ximena",
      "Fernanda",
      "Daniela",
      "Valeria",
      "Alejandra",
      "Paola",
      "Regina",
      "Itzel",
      "Mariana",
    ],
    maleNames: ["José", "Luis", "Carlos", "Alejandro", "Emiliano", "Ricardo", "Jorge", "Javier", "Eduardo", "Miguel"],
    lastNames: [
      "Hernández",
      "García",
      "Martínez",
      "López",
      "González",
      "Ramírez",
      "Flores",
      "Cruz",
      "Morales",
      "Reyes",
      "Jiménez",
      "Ortiz",
    ],
    hometowns: ["Guadalajara", "Mexico City", "Monterrey", "Oaxaca", "Puebla", "Mérida", "Querétaro"],
    languages: ["Spanish"],
    foods: ["tacos al pastor", "tamales", "mole", "chilaquiles", "pozole"],
    festivals: ["Día de Muertos", "Las Posadas", "Independence Day"],
    greetings: ["¡Órale!", "¡Qué padre!", "¡Ánimo!"],
    interests: ["Mariachi", "Lucha Libre", "Football", "Folk Dance"],
    cities: [
      "Los Angeles, USA",
      "Houston, USA",
      "Chicago, USA",
      "Madrid, Spain",
      "Montreal, Canada",
      "Berlin, Germany",
    ],
  },
  {
    name: "Nigeria",
    demonym: "Nigerian",
    femaleNames: [
      "Chiamaka",
      "Ngozi",
      "Funmilayo",
      "Aisha",
      "Adaeze",
      "Temitope",
      "Zainab",
      "Folake",
      "Ifeoma",
      "Yetunde",
    ],
    maleNames: [
      "Chinedu",
      "Emeka",
      "Oluwaseun",
      "Tunde",
      "Ibrahim",
      "Obinna",
      "Babajide",
      "Kelechi",
      "Segun",
      "Uchenna",
    ],
    lastNames: [
      "Adeyemi",
      "Okonkwo",
      "Balogun",
      "Eze",
      "Nwosu",
      "Adebayo",
      "Okoro",
      "Bello",
      "Ogunleye",
      "Uche",
      "Abubakar",
      "Nnamdi",
    ],
    hometowns: ["Lagos", "Abuja", "Enugu", "Ibadan", "Port Harcourt", "Kano", "Benin City"],
    languages: ["Yoruba", "Igbo", "Hausa"],
    foods: ["jollof rice", "suya", "pounded yam and egusi", "puff-puff", "pepper soup"],
    festivals: ["Independence Day", "the New Yam Festival", "Eid"],
    greetings: ["E go better.", "Abeg, let's make it happen!", "Naija no dey carry last!"],
    interests: ["Afrobeats", "Football", "Nollywood", "Fashion"],
    cities: [
      "London, UK",
      "Houston, USA",
      "Toronto, Canada",
      "Manchester, UK",
      "Dublin, Ireland",
      "Berlin, Germany",
      "New York, USA",
    ],
  },
  {
    name: "Pakistan",
    demonym: "Pakistani",
    femaleNames: ["Ayesha", "Fatima", "Sana", "Hina", "Mahnoor", "Zara", "Amna", "Saba", "Iqra", "Maryam"],
    maleNames: ["Ali", "Hamza", "Bilal", "Usman", "Faisal", "Omar", "Asad", "Zain", "Saad", "Haris"],
    lastNames: [
      "Khan",
      "Ahmed",
      "Malik",
      "Qureshi",
      "Butt",
      "Raza",
      "Hussain",
      "Sheikh",
      "Chaudhry",
      "Siddiqui",
      "Mirza",
      "Abbasi",
    ],
    hometowns: ["Lahore", "Karachi", "Islamabad", "Faisalabad", "Peshawar", "Multan"],
    languages: ["Urdu", "Punjabi"],
    foods: ["nihari", "chapli kebab", "karahi", "haleem", "biryani"],
    festivals: ["Eid", "Basant", "Independence Day"],
    greetings: ["Shukriya, everyone!", "InshaAllah it works out.", "Zabardast!"],
    interests: ["Cricket", "Qawwali", "Urdu Poetry", "Squash"],
    cities: [
      "Dubai, UAE",
      "Manchester, UK",
      "London, UK",
      "Toronto, Canada",
      "Doha, Qatar",
      "Chicago, USA",
      "Stockholm, Sweden",
    ],
  },
  {
    name: "Philippines",
    demonym: "Filipino",
    femaleNames: ["Maria", "Angelica", "Kristine", "Jasmine", "Patricia", "Rowena", "Liza", "Joy", "Marites", "Bea"],
    maleNames: ["Mark", "Paolo", "Carlo", "Miguel", "Rafael", "Jerome", "Christian", "Joshua", "Ramon", "Nico"],
    lastNames: [
      "Santos",
      "Reyes",
      "Cruz",
      "Bautista",
      "Garcia",
      "Mendoza",
      "Dela Cruz",
      "Villanueva",
      "Ramos",
      "Aquino",
      "Castillo",
      "Navarro",
    ],
    hometowns: ["Manila", "Cebu", "Davao", "Quezon City", "Iloilo", "Baguio", "Bacolod"],
    languages: ["Tagalog", "Cebuano"],
    foods: ["adobo", "sinigang", "kare-kare", "lechon", "pancit"],
    festivals: ["Noche Buena", "Sinulog", "Independence Day"],
    greetings: ["Salamat, kababayan!", "Kaya natin 'to!", "Ingat, everyone!"],
    interests: ["Basketball", "Karaoke", "Volleyball", "Church Choir"],
    cities: [
      "Dubai, UAE",
      "Doha, Qatar",
      "Los Angeles, USA",
      "Toronto, Canada",
      "Singapore, Singapore",
      "Sydney, Australia",
      "Auckland, New Zealand",
      "Vancouver, Canada",
    ],
  },
  {
    name: "Vietnam",
    demonym: "Vietnamese",
    femaleNames: ["Linh", "Trang", "Thảo", "Hương", "Mai", "Ngọc", "Lan", "Hà", "Vy", "Nhung"],
    maleNames: ["Minh", "Huy", "Tuấn", "Khoa", "Quang", "Dũng", "Phúc", "Bảo", "Long", "Thành"],
    lastNames: ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Phan", "Vũ", "Đặng", "Bùi", "Đỗ", "Huỳnh", "Võ"],
    hometowns: ["Hanoi", "Ho Chi Minh City", "Da Nang", "Huế", "Hai Phong", "Cần Thơ"],
    languages: ["Vietnamese"],
    foods: ["phở", "bánh mì", "bún chả", "gỏi cuốn", "bánh xèo"],
    festivals: ["Tết", "the Mid-Autumn Festival", "Hùng Kings' Day"],
    greetings: ["Cảm ơn mọi người!", "Cố lên!", "Một, hai, ba, dzô!"],
    interests: ["Vietnamese Coffee", "Badminton", "Motorbike Trips", "Karaoke"],
    cities: [
      "Houston, USA",
      "Melbourne, Australia",
      "Paris, France",
      "Seoul, South Korea",
      "Tokyo, Japan",
      "Sydney, Australia",
      "Berlin, Germany",
      "Amsterdam, Netherlands",
    ],
  },
];

export interface Occupation {
  title: string;
  skills: string[];
}

export const OCCUPATIONS: Occupation[] = [
  { title: "software engineer", skills: ["Software Engineering", "Web Development", "Python", "Cloud Infrastructure"] },
  { title: "nurse", skills: ["Nursing", "Patient Care", "First Aid"] },
  { title: "accountant", skills: ["Accounting", "Tax Preparation", "Excel"] },
  { title: "graphic designer", skills: ["Graphic Design", "Illustration", "Branding"] },
  { title: "UX designer", skills: ["UX Design", "Figma", "User Research"] },
  { title: "data analyst", skills: ["Data Analysis", "SQL", "Python", "Statistics"] },
  { title: "chef", skills: ["Cooking", "Catering", "Baking"] },
  { title: "primary school teacher", skills: ["Teaching", "Tutoring", "Curriculum Design"] },
  { title: "civil engineer", skills: ["Civil Engineering", "AutoCAD", "Project Management"] },
  { title: "immigration paralegal", skills: ["Legal Research", "Immigration Paperwork", "Translation"] },
  { title: "marketing manager", skills: ["Marketing", "Social Media", "Copywriting"] },
  { title: "resident doctor", skills: ["Medicine", "Public Health", "First Aid"] },
  { title: "photographer", skills: ["Photography", "Video Editing", "Lightroom"] },
  { title: "music teacher", skills: ["Guitar", "Piano", "Music Theory"] },
  { title: "real estate agent", skills: ["Real Estate", "Negotiation", "Customer Service"] },
  { title: "financial advisor", skills: ["Financial Planning", "Investing", "Tax Preparation"] },
  { title: "caregiver", skills: ["Elderly Care", "Childcare", "First Aid"] },
  { title: "PhD student", skills: ["Research", "Academic Writing", "Statistics"] },
  { title: "product manager", skills: ["Product Management", "Agile", "Public Speaking"] },
  { title: "hairdresser", skills: ["Hairdressing", "Braiding", "Customer Service"] },
  { title: "fashion designer", skills: ["Fashion Design", "Tailoring", "Sewing"] },
  { title: "electrician", skills: ["Electrical Work", "Home Repairs"] },
  { title: "translator", skills: ["Translation", "Interpreting", "Copywriting"] },
  { title: "personal trainer", skills: ["Personal Training", "Nutrition", "Yoga"] },
  { title: "restaurant owner", skills: ["Restaurant Management", "Cooking", "Bookkeeping"] },
  { title: "recruiter", skills: ["Recruiting", "Career Coaching", "Interview Prep"] },
  { title: "lawyer", skills: ["Contract Law", "Immigration Law", "Legal Research"] },
  { title: "mechanical engineer", skills: ["Mechanical Engineering", "CAD", "Project Management"] },
  { title: "barista", skills: ["Coffee", "Latte Art", "Customer Service"] },
  { title: "startup founder", skills: ["Entrepreneurship", "Fundraising", "Business Strategy"] },
  { title: "IT support specialist", skills: ["Tech Support", "Networking", "Computer Repair"] },
  { title: "pharmacist", skills: ["Pharmacy", "Patient Care", "Public Health"] },
];

export const EXTRA_SKILLS = [
  "Public Speaking",
  "Event Planning",
  "Cooking",
  "Photography",
  "Excel",
  "Baking",
  "Mentoring",
  "Driving",
  "Gardening",
  "Sewing",
  "Video Editing",
  "First Aid",
];

export const GENERAL_INTERESTS = [
  "Hiking",
  "Reading",
  "Film",
  "Photography",
  "Travel",
  "Cooking",
  "Running",
  "Cycling",
  "Board Games",
  "Chess",
  "Volunteering",
  "Gardening",
  "Podcasts",
  "Yoga",
  "Jazz",
  "Language Exchange",
  "Startups",
  "Poetry",
  "Street Food",
  "Art Galleries",
  "Live Music",
  "Camping",
  "Meditation",
  "Dancing",
  "Swimming",
  "Theatre",
  "Book Clubs",
];

// ---------------------------------------------------------------------------------------------
// Bios: one opener, one middle, sometimes a closer ({greeting}).

export const BIO_OPENERS = [
  "{Occupation} from {hometown}, living in {city} since {year}.",
  "Born and raised in {hometown}, now calling {city} home.",
  "{hometown} → {city}. {Occupation} by day.",
  "Moved from {hometown} to {city} {years} years ago for work and stayed for the people.",
  "Proud {demonym} in {city}, working as {aOccupation}.",
  "Came to {city} as a student and never left. These days I'm {aOccupation}.",
  "{Occupation} in {city}. Heart still half in {hometown}.",
];

export const BIO_MIDDLES = [
  "Always happy to help newcomers with paperwork and the first-month chaos.",
  "Ask me where to find the best {food} in town.",
  "Still searching for {food} that tastes like my grandmother's.",
  "Learning {language} one awkward conversation at a time.",
  "I organise small meetups for {demonym} families in the area.",
  "Looking to meet people who miss home as much as I do.",
  "Weekends are for long walks, {food} and calls home.",
  "Happy to swap {homeLanguage} lessons for {language} practice.",
  "Will travel across town for good {food}.",
  "Here to give back the help I got when I first arrived.",
];

// ---------------------------------------------------------------------------------------------
// Feed posts (type "post").

export const POST_TEMPLATES = [
  "Finally found a shop in {city} that sells the right ingredients. Tonight I'm cooking {food} and the whole flat smells like home.",
  "Two years in {city} today. Some days I still miss {hometown} so much, but this community makes it easier. Thank you all ❤️",
  "Anyone watching the match tonight? Looking for a place in {city} to watch with other {demonym} fans.",
  "Got my work permit renewed! Took four months but it's done. If you're in the same queue, hang in there.",
  "Just passed my {language} B1 exam 🎉 The practice partners I found here helped more than any app.",
  "My mother called to ask if I'm eating properly. Sent her a picture of the {food} I made. She said the colour is wrong 😂",
  "Started a small group chat for {demonym} parents in {city}. Playdates every other Saturday. Message me if you want in.",
  "Winter in {city} is no joke. Where do you all buy proper coats that don't cost a fortune?",
  "Hosting dinner for {festival} at my place this year. Bring a dish from your region!",
  "Found a barber in {city} who finally understands my hair. Is it normal to almost cry at a haircut?",
  "Reminder to call your family this week. Time zones make it hard, but it's worth it.",
  "Landed a new job as {aOccupation}! Interviewing in a second language was terrifying, but I did it.",
  "My daughter explained {festival} to her whole class today. She was so proud, and honestly so was I.",
  "Does anyone know a good {demonym} grocery in {city}? I've run out of everything that matters.",
  "Ran my first half marathon in {city}! Next target: a full one back home in {hometown}.",
  "Book recommendation for anyone feeling homesick: 'The Namesake' by Jhumpa Lahiri. It hit me hard.",
  "Volunteered at the welcome desk for new arrivals today. Met a family who had landed from {hometown} that morning. Remember when that was us?",
  "Brought {food} to the office on Friday. Now my coworkers ask for it every week. Cultural exchange achieved.",
  "Three years, two apartments, one cat and many friends later, {city} finally feels like home.",
  "First snow of the season in {city}. Back in {hometown} my friends are at the beach. {greeting}",
  "Quick shout-out to whoever recommended the free legal clinic here. They sorted out my deposit problem in one visit.",
  "Video-called my grandmother for her 90th birthday. The whole family was there, on three continents. Technology can be beautiful.",
  "Accidentally said 'thank you' in {homeLanguage} to the bus driver. He smiled anyway.",
  "Made new friends at the language exchange last night. We talked for four hours. {greeting}",
  "Today marks one year since I arrived in {city} with two suitcases and a lot of fear. Still here, still learning, still grateful.",
  "Who else plays their home radio stations while cooking? Instant time machine.",
  "Spent the afternoon teaching my neighbours how to make {food}. They want a second lesson already.",
  "Job-hunting update: 46 applications, 5 interviews, 1 offer. Don't give up, people. {greeting}",
  "Planted chillies on my balcony in {city}. Let's see if they survive the climate better than I did my first year.",
  "Just registered to vote for the first time in my new country. Feels strange and important at the same time.",
  "Celebrating {festival} far from home this year, but the community potluck made it feel close.",
  "The local library in {city} has a section of books in {homeLanguage}! Borrowed five today.",
  "My son now speaks {language} better than me and corrects my grammar at dinner. I'm proud and slightly offended.",
  "Coffee with three people I met here last month. From strangers to friends in four weeks. Thank you, Roots.",
  "Tried the local version of {food} today. It was... an interpretation. Still ate all of it.",
  "Finished my first project at the new job. My manager said 'not bad' and apparently here that's a compliment?",
  "Looking for a walking or running buddy in {city}. Early mornings, easy pace, lots of talking.",
  "Cleaned out my suitcase from the move and found a note my sister hid in it. Crying on a Tuesday morning.",
  "Our community choir performed at the city festival in {city} today. Three songs in {homeLanguage}, standing ovation!",
  "Just realised I've started dreaming in {language}. When did that happen?",
  "Sunday plan: {food}, a long call with my parents, and absolutely nothing else.",
  "Shipping a box of gifts home for {festival}. Why do spices weigh so much?",
  "Moved into my first apartment that is mine, not a shared room. Small, bright, and the landlord is kind.",
  "To everyone who just arrived: the first six months are the hardest. Ask for help. We've all been there.",
  "Tip for newcomers in {city}: the public library runs free {language} conversation classes every week. No registration needed.",
  "Missing {hometown} today. The smell of rain on hot streets, the noise, my mother's kitchen. {greeting}",
  "Signed up for a pottery class to meet people outside work. My bowl looks like a hat. Making friends though!",
  "Met someone from my own neighbourhood in {hometown} at a bus stop in {city}. The world is tiny.",
  "Got my driving licence converted at last. Freedom! Road trip suggestions welcome.",
  "My kids asked why we celebrate {festival} twice: once on the real day and once at the weekend with the community. Best answer: because we can.",
  "Our little {demonym} football team won its first match in the Sunday league. Tears, hugs, dancing. {greeting}",
  "Finally understood the recycling rules in {city}. Only took me eleven months.",
  "Graduated today! Master's degree done, in a language I couldn't speak five years ago.",
  "Anyone up for a picnic in the park this Saturday? I'll bring {food}.",
  "Proud moment: my parents visited {city} and met all the friends I talk about. They approve. 😄",
];

/** Comments on ordinary posts; {placeholders} come from the commenter. */
export const POST_COMMENTS = [
  "Congratulations! 🎉",
  "This made my day.",
  "So true. I felt exactly the same my first winter here.",
  "Where is this? I need to go this weekend!",
  "Sending love from {city} ❤️",
  "Haha, my mother says the same thing on every call.",
  "Count me in next time!",
  "This community is the best thing that happened to me since I moved.",
  "Proud of you!",
  "Save me a plate 😄",
  "I'm crying, this is so relatable.",
  "Welcome to the club!",
  "Can you share the address?",
  "{greeting}",
  "Miss {food} so much after reading this.",
  "Well deserved!",
  "Hang in there. It gets better.",
  "I'd love to join if you do it again.",
  "Same here! Let's meet up sometime.",
  "Thanks for sharing this.",
  "Beautiful. Reminds me of {hometown}.",
  "You just convinced me to cook tonight.",
  "Let me know if you need help with anything.",
  "Best news I've read today!",
  "Following for recommendations!",
  "I know a great place, I'll message you.",
  "Ha! Been there.",
  "This is why I love this group.",
  "Amazing! How long did it take?",
  "Happy for you, truly.",
  "My kids would love this.",
  "Okay, now I'm homesick. Thanks a lot 😅",
];

// ---------------------------------------------------------------------------------------------
// Advice questions (type "advice"), five per category, and their responses.

export const ADVICE_QUESTIONS: Record<AdviceCategory, string[]> = {
  "Living Abroad": [
    "How long did it take before {city} actually felt like home for you? I'm at month four and some days are really heavy.",
    "What's one thing you wish someone had told you before moving abroad? Mine: pack more of your favourite spices than you think you need.",
    "Is it normal to feel like a stranger both here and back in {hometown}? I went home for a visit and felt out of place there too.",
    "What's the best way to make friends in {city} as an adult who doesn't drink much? Most meetups here are in bars.",
    "How do you handle the time difference with family? My parents are asleep whenever I'm free.",
  ],
  "Cultural Adaptation": [
    "My coworkers in {city} find me 'too direct'. Back home this was just normal. How did you adjust your communication style at work?",
    "How do you explain {festival} to colleagues without it sounding like a lecture? I want to share it but don't know where to start.",
    "Small talk is exhausting for me. Any tips for getting better at it without feeling fake?",
    "I've been invited to a colleague's home for dinner for the first time. What's the etiquette here? Do I bring something?",
    "How do you keep your own traditions without feeling like you're refusing to fit in?",
  ],
  "Immigration Process": [
    "Has anyone renewed a work visa recently in {city}? How long did it take from application to decision?",
    "Which documents did you get apostilled before leaving {country}? I don't want to fly back just for one stamp.",
    "Is it worth paying an immigration lawyer for a permanent residence application, or did you do it yourself?",
    "My employer is changing and I'm on a sponsored visa. What happens in the gap between jobs? Anyone been through this?",
    "How did you prove continuous residence when you travelled home a lot? Worried my trips to {hometown} will count against me.",
  ],
  "Career Development": [
    "My degree from {country} isn't recognised here. Did anyone go through credential evaluation? Was it worth it?",
    "How do you explain a career gap after moving countries? I spent eight months settling in and now recruiters ask about it.",
    "Anyone working as {aOccupation} in {city}? I'd love 20 minutes of your time to understand the local market.",
    "Is it normal to negotiate salary here? Back home I'd never dare, but people say it's expected in {city}.",
    "How important is LinkedIn where you live? I've never used it seriously and I'm starting to think that's a mistake.",
  ],
  "Language Learning": [
    "What's the best app or class to learn {language} fast? I'm B1 on paper but freeze in real conversations.",
    "Any language exchange partners in {city}? I can help with {homeLanguage} in return.",
    "How long did it take before you felt comfortable making phone calls in {language}? Calling the bank still terrifies me.",
    "Is it worth paying for a private tutor, or are group classes enough for the citizenship language test?",
    "My accent gets comments at work. Should I take accent training or just ignore it?",
  ],
  Education: [
    "How does the school system work here for a child who doesn't speak {language} yet? My daughter is nine.",
    "Thinking about a master's degree in {city}. Did you find scholarships for international students?",
    "Has anyone had a high school diploma from {country} recognised for university admission here?",
    "Does anyone know a weekend {homeLanguage} school for kids in {city}?",
    "Is an online degree respected by employers here, or should I study in person?",
  ],
  Healthcare: [
    "How do you find a family doctor in {city}? Every clinic near me says they're not taking new patients.",
    "What do you do about prescriptions from home? My mother's medicine has a different name here.",
    "Is private health insurance worth it on top of the public system? The prices are so confusing.",
    "Any recommendations for a therapist who understands immigrant life? Ideally someone who speaks {homeLanguage}.",
    "Dental care is so expensive here. Do you wait and get it done when you visit {hometown}?",
  ],
  Housing: [
    "Landlords in {city} keep asking for local rental history, which I obviously don't have. How did you get your first flat?",
    "Which neighbourhoods in {city} are good for families and still affordable? Bonus if there's a {demonym} grocery nearby.",
    "Is it normal for a landlord to ask for six months of rent upfront? It feels like a scam, but people say it happens.",
    "Anyone looking for a flatmate in {city}? I'm tidy, quiet and I cook {food} on Sundays.",
    "Rent or buy? I've been here four years and plan to stay. Would love to hear from people who bought.",
  ],
  "Legal Matters": [
    "My landlord is refusing to return my deposit. Where do tenants go for free legal help in {city}?",
    "Do I need to make a will here if I already have one in {country}?",
    "Got a parking fine on a rental car while on holiday. Could ignoring it affect my visa renewal?",
    "What's the process for converting a driving licence from {country}? Do I have to retake the test?",
    "I'm signing my first employment contract in {language}. Is there anyone who could review it before I sign?",
  ],
  "Financial Planning": [
    "What's the best way to send money to {country} without losing a fortune on fees? The banks here charge a lot.",
    "Do I have to declare my savings account back home on my tax return here?",
    "How do you build a credit history from zero? My card applications keep getting rejected.",
    "How do you balance supporting family back home with saving for your own future? I feel guilty either way.",
    "Pension question: if I leave {city} in ten years, what happens to my contributions?",
  ],
  "Dating & Relationships": [
    "Anyone else in a long-distance relationship with someone back in {hometown}? How do you make it work?",
    "Dating apps here feel so different from home. Did anyone here meet their partner in {city}?",
    "My partner is local and doesn't understand why I call my mother every day. How do you bridge that gap?",
    "Planning a wedding with guests from two countries. How did you handle two sets of traditions?",
    "How did your family react when you started dating someone from a different culture?",
  ],
  "Family Life": [
    "Bringing my parents over for a long visit. Which visa did you use and how long did they stay?",
    "How do you celebrate {festival} with kids when there's no community around? I want them to grow up with it.",
    "Looking for other {demonym} parents in {city} for weekend playdates. Our kids are 4 and 7.",
    "Childcare costs here are unreal. How do families with two working parents manage?",
    "My teenager says she doesn't feel {demonym} anymore. How do you help kids feel connected to both cultures?",
  ],
};

export const ADVICE_RESPONSES: Record<AdviceCategory, string[]> = {
  "Living Abroad": [
    "For me it took a full year, and then one day I realised I had 'my' café and 'my' bus route.",
    "Join a sports club! Football on Sundays saved my first winter.",
    "Schedule calls with family like meetings. Sounds cold, works great.",
    "Volunteering helped me the most. You meet people while doing something useful.",
  ],
  "Cultural Adaptation": [
    "Ask your manager directly for feedback about it. Most people appreciate that you care.",
    "Bring food. Seriously, food explains culture better than any presentation.",
    "I practised small talk at the bakery every morning. Low stakes, good training.",
    "You don't have to choose. I celebrate {festival} loudly and also go to every office party.",
  ],
  "Immigration Process": [
    "Mine took about five months. Submit everything at once; missing papers reset the clock.",
    "Get every document apostilled before you leave, including your birth certificate and degree.",
    "I used a lawyer for permanent residence and it was worth it for the peace of mind, but friends did it alone just fine.",
    "Keep a folder with every payslip and tenancy agreement. They ask for more than you expect.",
  ],
  "Career Development": [
    "Credential evaluation took me ten weeks, but it opened doors. Worth it.",
    "Volunteer or freelance for a few months; local experience on the CV matters a lot.",
    "Yes, negotiate! Ask for ten percent more than the offer. They expect it.",
    "Happy to do a mock interview with you. I'm {aOccupation} here and I've been on hiring panels.",
  ],
  "Language Learning": [
    "A language exchange was the thing that finally unlocked speaking for me.",
    "Watch local TV with subtitles in the same language. Painful for a month, then magic.",
    "Phone calls get easier if you write down your first two sentences before dialling.",
    "I'd happily practise {language} with you in exchange for some {homeLanguage}.",
  ],
  Education: [
    "Schools here have welcome classes for new arrivals. Ask the district office.",
    "Check the university's international office; many scholarships aren't advertised widely.",
    "My son went from zero to fluent in about a year. Kids are amazing.",
    "There's a Saturday heritage school near us, I'll send you the details.",
  ],
  Healthcare: [
    "Call clinics at 8am on Mondays; that's when they open new patient slots.",
    "Bring the original packaging of the medicine to the doctor so they can find the local equivalent.",
    "Community health centres often have free interpreters. Ask!",
    "Check if your employer has an assistance programme. Mine covered six therapy sessions.",
  ],
  Housing: [
    "Offer a guarantor or a larger deposit; that worked for me when I had no rental history.",
    "Never pay anything before seeing the place in person or on a video call with the landlord.",
    "The tenants' association website has a template letter for deposit disputes.",
    "We found our place through a friend of a friend from this community. Ask around!",
  ],
  "Legal Matters": [
    "There's a free legal clinic at the university law school. They helped me a lot.",
    "Keep every email with your landlord. Written proof wins these cases.",
    "Definitely get the contract reviewed. I'm happy to recommend someone.",
    "Don't ignore fines. Pay them or contest them; unpaid ones can come up later.",
  ],
  "Financial Planning": [
    "I use an online transfer service; the fees are a fraction of the bank's.",
    "Open a credit-builder card with a small limit and pay it in full every month.",
    "Talk to a tax advisor once. It's cheaper than fixing a mistake later.",
    "We send a fixed amount home on payday and save the same amount first. Takes the guilt out of it.",
  ],
  "Dating & Relationships": [
    "Video-call dinners every Friday kept us going for two years. We're married now!",
    "Explain it as love, not obligation. My partner understood once I framed it like that.",
    "We did two ceremonies, one for each family. Chaotic and beautiful.",
    "Give it time. My parents were nervous at first; now my husband is their favourite.",
  ],
  "Family Life": [
    "My parents came on a visitor visa for six months. Apply early; it took eight weeks.",
    "We celebrate {festival} at home every year and invite the neighbours. The kids love hosting.",
    "Grandparents reading bedtime stories in {homeLanguage} on video calls helped us a lot.",
    "We share a nanny with another family. It halved the cost and the kids became best friends.",
  ],
};

export const GENERAL_ADVICE_RESPONSES = [
  "Went through exactly this last year. Happy to share my notes, check your messages.",
  "Following, I have the same question.",
  "It gets easier, I promise. Month six was the turning point for me.",
  "Ask at the community centre; they have volunteers who help with this for free.",
  "Don't rush it. Write everything down and keep copies of every document.",
  "I can introduce you to someone who knows this well. I'll message you.",
  "Same experience here. What helped me most was finding two or three people who had been through it.",
  "The official website is confusing, but the phone line is actually helpful if you call early in the morning.",
  "Be patient with yourself. You're doing more than you think.",
  "Great question. Saving this thread.",
];

export const ADVICE_THANKS = [
  "Thank you all, this helps so much!",
  "Wow, I didn't expect so many answers. Thank you, everyone. {greeting}",
  "Really appreciate this. Messaging a few of you now.",
  "This community is gold. Thank you!",
];

// ---------------------------------------------------------------------------------------------
// Events.

export interface EventTemplate {
  title: string;
  description: string;
  virtual?: boolean;
  maxAttendees?: number;
  /** Only held in these months (0 = January), for festivals tied to a season. */
  months?: number[];
  /** Held on this day of the week (0 = Sunday). */
  weekday?: number;
  /** Overrides the random indoor venue. */
  venue?: string;
  /** Organiser comes from one of these countries when given. */
  countries?: CountryName[];
}

export const EVENT_TEMPLATES: EventTemplate[] = [
  {
    title: "Newcomers Welcome Brunch",
    description:
      "Just arrived? Come meet people who remember exactly how it feels. Coffee, pastries and a lot of practical tips.",
  },
  {
    title: "Immigration Q&A with a Lawyer",
    virtual: true,
    description:
      "Bring your questions about work visas, permanent residence and family sponsorship. A volunteer immigration lawyer answers live for 90 minutes.",
  },
  {
    title: "Resume Review Clinic",
    description:
      "Recruiters from the community review your CV and help you translate your experience into local terms. Bring a printed copy.",
  },
  {
    title: "Language Exchange Evening",
    description:
      "Half the time in the local language, half in yours. Tables for Spanish, Portuguese, Mandarin, Hindi, Tagalog and more.",
  },
  {
    title: "Tango Night & Empanadas",
    countries: ["Argentina"],
    description:
      "Beginner class at 7, milonga at 8:30. Empanadas from a home kitchen in the community. No partner needed.",
  },
  {
    title: "Asado in the Park",
    countries: ["Argentina"],
    venue: "Riverside Park",
    description: "Bring your own meat and a folding chair; we bring the parrilla, the chimichurri and plenty of mate.",
  },
  {
    title: "Pohela Boishakh Celebration",
    countries: ["Bangladesh"],
    months: [3],
    description:
      "Welcome the Bengali New Year with music, panta bhat and a mela for the kids. Wear red and white if you can!",
  },
  {
    title: "Bangla Adda & Cha",
    countries: ["Bangladesh"],
    description: "An evening of tea, singara and good conversation, with a Rabindra Sangeet singalong at the end.",
  },
  {
    title: "Feijoada Saturday",
    countries: ["Brazil"],
    weekday: 6,
    description:
      "A long lunch the Brazilian way: feijoada, farofa, caipirinhas (or guaraná) and samba in the background.",
  },
  {
    title: "Capoeira Workshop for Beginners",
    countries: ["Brazil"],
    description: "No experience needed, just comfortable clothes. Kids welcome from age 8.",
  },
  {
    title: "Festa Junina Community Party",
    countries: ["Brazil"],
    months: [5, 6],
    description: "Quadrilha dancing, pamonha, canjica and plaid shirts. Everyone is invited, Brazilian or not.",
  },
  {
    title: "Dumpling Folding Workshop",
    countries: ["China"],
    description:
      "Learn to fold jiaozi with three grandmothers who have been doing it for sixty years. Eat what you make.",
  },
  {
    title: "Mahjong & Tea Evening",
    countries: ["China"],
    description: "Tables for beginners and experienced players. Oolong and pu'er provided.",
  },
  {
    title: "Diwali Lights Potluck",
    countries: ["India"],
    months: [9, 10],
    description: "Bring a dish and a diya. Rangoli corner for the kids, music and sweets after dinner.",
  },
  {
    title: "Bollywood Dance Workshop",
    countries: ["India"],
    description: "Learn a full routine in 90 minutes. All levels, all ages, zero judgement.",
  },
  {
    title: "Sunday Cricket in the Park",
    countries: ["India", "Pakistan", "Bangladesh"],
    weekday: 0,
    venue: "Riverside Park",
    description: "Tape-ball cricket, teams mixed on the day. Bring water and sunscreen.",
  },
  {
    title: "Día de Muertos Altar Workshop",
    countries: ["Mexico"],
    months: [9, 10],
    description:
      "Build a community ofrenda together. Bring a photo of a loved one if you'd like to include them. Pan de muerto provided.",
  },
  {
    title: "Taco Night Meetup",
    countries: ["Mexico"],
    description: "Handmade tortillas, a salsa bar and a playlist curated by the community. Vegetarian options too.",
  },
  {
    title: "Afrobeats Dance Party",
    countries: ["Nigeria"],
    description: "DJ sets from community members, small chops, and the best dance floor in town.",
  },
  {
    title: "Jollof Cook-off",
    countries: ["Nigeria"],
    description: "Nigeria vs Ghana vs Senegal. The judges are neutral (allegedly). Tasting tickets for everyone.",
  },
  {
    title: "Nigerian Professionals Networking Night",
    countries: ["Nigeria"],
    description: "Meet professionals across tech, finance, health and law. Short talks, then open networking.",
  },
  {
    title: "Eid Community Dinner",
    countries: ["Pakistan", "Bangladesh"],
    description: "Celebrate together with biryani, sheer khurma and family-friendly activities. Everyone is welcome.",
  },
  {
    title: "Urdu Poetry Evening",
    countries: ["Pakistan"],
    description: "Mushaira-style readings of Faiz, Ghalib and our own members. Chai and samosas.",
  },
  {
    title: "Filipino Karaoke Night",
    countries: ["Philippines"],
    description: "Private room, unlimited songs and pancit for everyone. Power ballads strongly encouraged.",
  },
  {
    title: "Noche Buena Potluck",
    countries: ["Philippines"],
    months: [11],
    description:
      "An early Christmas dinner the Filipino way: lechon, bibingka and puto bumbong. Bring a dish to share.",
  },
  {
    title: "Basketball Pickup Game",
    countries: ["Philippines"],
    venue: "Eastside Youth Club",
    description: "Full court, all skill levels. We split teams on the day.",
  },
  {
    title: "Tết Spring Celebration",
    countries: ["Vietnam"],
    months: [0, 1],
    description: "Lion dance, bánh chưng and lì xì envelopes for the kids. Wear your áo dài if you have one!",
  },
  {
    title: "Phở Cooking Class",
    countries: ["Vietnam"],
    maxAttendees: 12,
    description: "Learn to make the broth from scratch. Twelve spots, ingredients included.",
  },
  {
    title: "Tech Careers Panel",
    virtual: true,
    description:
      "Engineers, designers and PMs who changed countries talk about job hunting, visas and salary negotiation.",
  },
  {
    title: "Homesick Book Club",
    virtual: true,
    description: "This month: 'The Namesake' by Jhumpa Lahiri. Read along and join the discussion; cameras optional.",
  },
  {
    title: "Parents Abroad Support Circle",
    virtual: true,
    description: "A monthly call for parents raising kids between cultures. Share what works, vent about what doesn't.",
  },
  {
    title: "Tax Season Q&A",
    virtual: true,
    description: "Volunteer accountants explain filing as a newcomer: foreign income, deductions and common mistakes.",
  },
  {
    title: "Women Abroad in Tech",
    virtual: true,
    description: "A mentoring circle for women in tech who moved countries. Small groups, honest conversations.",
  },
  {
    title: "Mental Health Check-in Circle",
    virtual: true,
    description:
      "A gentle, facilitated space to talk about loneliness, burnout and homesickness. Everything shared stays in the room.",
  },
  {
    title: "Photography Walk: Hidden Corners of {city}",
    venue: "Meet at the Old Town Square",
    description: "Bring any camera, even a phone. We end at a café to share our best shots.",
  },
  {
    title: "Diaspora Startup Founders Meetup",
    description:
      "Founders and aspiring founders from the diaspora. Lightning pitches, honest feedback and introductions.",
  },
  {
    title: "Community Clean-up Morning",
    venue: "Riverside Park",
    description: "Give back to the neighbourhood that welcomed us. Gloves and bags provided, breakfast afterwards.",
  },
  {
    title: "Samba & Pagode Night",
    countries: ["Brazil"],
    description: "Live pagode from a community band, pão de queijo at the bar and a dance floor that never empties.",
  },
  {
    title: "Filipino Boodle Fight Dinner",
    countries: ["Philippines"],
    description:
      "Banana leaves down the table, rice and grilled everything on top, no cutlery allowed. Bring your appetite.",
  },
  {
    title: "Cà Phê & Bánh Mì Morning",
    countries: ["Vietnam"],
    description: "Slow-drip Vietnamese coffee, fresh bánh mì and an easy morning chat. Newcomers especially welcome.",
  },
  {
    title: "Biryani & Board Games Night",
    countries: ["Pakistan", "India", "Bangladesh"],
    description:
      "Three kinds of biryani, a pile of board games and the great Karachi vs Hyderabad vs Dhaka biryani debate.",
  },
  {
    title: "Mexican Folk Dance Workshop",
    countries: ["Mexico"],
    description:
      "Learn the basics of jarabe tapatío with dancers from the community. Skirts and sombreros provided for photos.",
  },
  {
    title: "Chinese Calligraphy Workshop",
    countries: ["China"],
    description: "Brush, ink and patience. Write your name and a lucky character to take home. All materials provided.",
  },
  {
    title: "Five-a-Side Football Tournament",
    venue: "Northside Sports Ground",
    description:
      "Mixed teams by country. Registration on the day. The trophy is small but the bragging rights are huge.",
  },
];

/** Indoor venues, put in front of the organiser's city. */
export const VENUES = [
  "Community Centre",
  "Central Library, Room 3",
  "Unity Hall",
  "The Commons Café",
  "St. Anne's Church Hall",
  "Harbour Pavilion",
  "Makers Loft",
  "Global Kitchen",
  "Eastside Youth Club",
];

export const EVENT_POST_TEMPLATES = [
  "📅 {title} on {date}, {where}! {description} RSVP on the Events page so we know how many to expect.",
  "You're invited: {title}, {date}, {where}. {description} Everyone welcome!",
  "Organising {title} for {date}, {where}. {description} Spread the word!",
];

export const EVENT_COMMENTS = [
  "I'll be there!",
  "Can I bring my kids?",
  "Is it okay to come alone? I don't know anyone yet.",
  "RSVP'd! See you there.",
  "Do we need to bring anything?",
  "Wish I lived closer!",
  "Will there be a recording for those who can't make it?",
  "Perfect timing, I was looking for something like this.",
];

// ---------------------------------------------------------------------------------------------
// Services. Prices use {$N} for an amount in US dollars, converted to the provider's currency.

export interface ServiceTemplate {
  offering: boolean;
  title: string;
  description: string;
  prices: string[];
  remote: "always" | "never" | "sometimes";
  countries?: CountryName[];
}

export const SERVICE_TEMPLATES: Record<ServiceCategory, ServiceTemplate[]> = {
  "Language Tutoring": [
    {
      offering: true,
      title: "{homeLanguage} lessons for kids and adults",
      description:
        "Native {homeLanguage} speaker with teaching experience. Conversation, grammar and reading, tailored to your level.",
      prices: ["{$25}/hour", "{$20}/hour", "Free first lesson, then {$22}/hour"],
      remote: "sometimes",
    },
    {
      offering: true,
      title: "{language} conversation practice for newcomers",
      description:
        "Relaxed one-to-one practice for everyday situations: the doctor, the bank, the landlord, job interviews.",
      prices: ["{$15}/hour", "Free", "Pay what you can"],
      remote: "sometimes",
    },
    {
      offering: false,
      title: "{language} tutor wanted for my kids",
      description: "Two kids (8 and 11) who need help catching up at school. Weekday afternoons preferred.",
      prices: ["Budget {$20}/hour", "Negotiable"],
      remote: "never",
    },
    {
      offering: false,
      title: "Need an IELTS speaking coach",
      description: "Exam in six weeks. I need mock interviews and honest feedback twice a week.",
      prices: ["{$30}/hour", "Negotiable"],
      remote: "always",
    },
  ],
  "Legal Help": [
    {
      offering: true,
      title: "Tenant rights consultations",
      description:
        "Paralegal offering guidance on deposits, repairs and evictions. I'll tell you honestly when you need a lawyer.",
      prices: ["{$40}/consultation", "Free 20-minute call"],
      remote: "sometimes",
    },
    {
      offering: true,
      title: "Contract review in {homeLanguage} and English",
      description: "Employment and rental contracts explained clause by clause in your language before you sign.",
      prices: ["{$60} per contract", "Negotiable"],
      remote: "always",
    },
    {
      offering: false,
      title: "Need advice on an unfair dismissal",
      description: "I was let go after reporting a safety issue. Looking for someone who knows employment law here.",
      prices: ["Negotiable"],
      remote: "sometimes",
    },
    {
      offering: false,
      title: "Help with a small claims case",
      description: "A contractor took a deposit and never came back. Need help preparing the paperwork.",
      prices: ["Budget {$100}", "Negotiable"],
      remote: "never",
    },
  ],
  "Tech Support": [
    {
      offering: true,
      title: "Laptop and phone repair, home visits",
      description:
        "Screen replacements, slow computers, virus clean-ups. I explain everything in {homeLanguage} or English.",
      prices: ["{$35}/hour", "From {$20}"],
      remote: "never",
    },
    {
      offering: true,
      title: "Websites for small businesses",
      description: "Simple, fast websites for restaurants, shops and freelancers, including a booking or menu page.",
      prices: ["{$300} per site", "Negotiable"],
      remote: "always",
    },
    {
      offering: false,
      title: "Someone to set up my parents' video calls",
      description:
        "My parents are visiting for three months and need a tablet set up for calls home. One visit should do.",
      prices: ["{$30}", "Negotiable"],
      remote: "never",
    },
    {
      offering: true,
      title: "Free computer help for seniors on Sundays",
      description: "Email, video calls, online banking and staying safe from scams. Patience guaranteed.",
      prices: ["Free"],
      remote: "never",
    },
  ],
  "Cooking Classes": [
    {
      offering: true,
      title: "Learn to cook {food} at home",
      description: "Small group classes in my kitchen. We cook, we eat, and you take the recipe home.",
      prices: ["{$45}/person", "{$40}/class"],
      remote: "never",
    },
    {
      offering: true,
      title: "Kids' baking afternoons",
      description: "Two hours of flour, laughter and cookies from around the world. Ages 6 to 12.",
      prices: ["{$25}/child"],
      remote: "never",
    },
    {
      offering: false,
      title: "Teach me to make {food} like back home",
      description: "I never learned before leaving home and I regret it. Will pay in money and gratitude.",
      prices: ["Negotiable", "Budget {$50}"],
      remote: "never",
    },
    {
      offering: true,
      title: "Home-style {demonym} catering for events",
      description:
        "Food for 10 to 80 people: birthdays, community events, office lunches. Vegetarian options available.",
      prices: ["From {$15}/person", "Negotiable"],
      remote: "never",
    },
  ],
  "Career Coaching": [
    {
      offering: true,
      title: "CV rewrite for the local market",
      description:
        "I've reviewed 300+ CVs as a recruiter. I'll turn your experience abroad into something local employers understand.",
      prices: ["{$80} per CV", "{$50}/hour"],
      remote: "always",
    },
    {
      offering: true,
      title: "Mock interviews for tech roles",
      description: "Behavioural and technical practice with detailed written feedback afterwards.",
      prices: ["{$40}/session", "Free for first-timers"],
      remote: "always",
    },
    {
      offering: false,
      title: "Mentor wanted: moving from nursing into healthcare management",
      description: "Five years of nursing experience back home. Looking for someone who made a similar move.",
      prices: ["Coffee on me!", "Negotiable"],
      remote: "sometimes",
    },
    {
      offering: true,
      title: "LinkedIn profile makeover",
      description: "Headline, summary and keywords that recruiters here actually search for.",
      prices: ["{$60}", "{$45}"],
      remote: "always",
    },
  ],
  Translation: [
    {
      offering: true,
      title: "Certified {homeLanguage}–English document translation",
      description:
        "Birth certificates, diplomas, bank statements. Accepted by immigration offices. 48-hour turnaround.",
      prices: ["{$30}/page", "{$25}/page"],
      remote: "always",
    },
    {
      offering: true,
      title: "Interpreter for medical appointments",
      description: "I'll come with you (or join by phone) so nothing gets lost between you and the doctor.",
      prices: ["{$35}/hour", "Free for seniors"],
      remote: "sometimes",
    },
    {
      offering: false,
      title: "Need a translator for my marriage certificate",
      description: "One page, needs to be certified for a residence application.",
      prices: ["Negotiable", "Budget {$40}"],
      remote: "always",
    },
    {
      offering: false,
      title: "Interpreter needed for a school meeting",
      description: "Parent-teacher meeting next week; my mother wants to understand everything about her grandson.",
      prices: ["{$30}", "Negotiable"],
      remote: "never",
    },
  ],
  "Business Consulting": [
    {
      offering: true,
      title: "Register your small business, step by step",
      description:
        "From choosing the structure to your first invoice. I've helped 25 community businesses get started.",
      prices: ["{$150} flat", "{$60}/hour"],
      remote: "sometimes",
    },
    {
      offering: true,
      title: "Bookkeeping and tax returns for freelancers",
      description: "Monthly bookkeeping so you never panic at tax time again.",
      prices: ["{$70}/month", "Negotiable"],
      remote: "always",
    },
    {
      offering: false,
      title: "Partner wanted for a food truck",
      description: "I have the recipes and a truck lined up. Looking for someone who understands permits and numbers.",
      prices: ["Equity share", "Negotiable"],
      remote: "never",
    },
    {
      offering: true,
      title: "Import and export advice for trade with {country}",
      description: "Suppliers, customs, shipping and payments. Ten years of experience moving goods both ways.",
      prices: ["{$90}/hour"],
      remote: "always",
    },
  ],
  "Cultural Education": [
    {
      offering: true,
      title: "{country} culture workshops for schools",
      description: "Interactive sessions with music, food and stories. Great for international days.",
      prices: ["{$120} per workshop", "Negotiable"],
      remote: "never",
    },
    {
      offering: true,
      title: "Weekend heritage classes for kids",
      description: "Songs, stories, history and crafts from {country}. Ages 5 to 12.",
      prices: ["{$15}/class", "Pay what you can"],
      remote: "sometimes",
    },
    {
      offering: false,
      title: "Someone to teach our kids traditional dances",
      description: "A group of six families would love weekly lessons before the next festival.",
      prices: ["Negotiable"],
      remote: "never",
    },
    {
      offering: true,
      title: "Cultural orientation for relocating families",
      description:
        "What nobody tells you: schools, etiquette, healthcare, the unwritten rules. Two sessions plus follow-up questions.",
      prices: ["{$200} package", "Negotiable"],
      remote: "always",
    },
  ],
  "Immigration Advice": [
    {
      offering: true,
      title: "Help filling in visa and residence forms",
      description: "I've done my own and helped 40+ friends. Not a lawyer, but I'll make sure nothing is missing.",
      prices: ["{$40}/application", "Free for students"],
      remote: "sometimes",
    },
    {
      offering: true,
      title: "Registered immigration adviser, first call free",
      description: "Work permits, family reunification, permanent residence and citizenship.",
      prices: ["Free first call", "{$100}/hour"],
      remote: "always",
    },
    {
      offering: false,
      title: "Need help with a family reunification application",
      description: "Bringing my wife and son over. The forms are long and I'm scared of making a mistake.",
      prices: ["Negotiable"],
      remote: "sometimes",
    },
    {
      offering: false,
      title: "Study partner for the citizenship test",
      description: "Test in two months. Looking for someone to quiz each other with once a week.",
      prices: ["Free", "Coffee on me!"],
      remote: "sometimes",
    },
  ],
  "Art & Design": [
    {
      offering: true,
      title: "Logo and branding for small businesses",
      description: "Logo, colours and a simple brand guide that looks good on a shop front and on Instagram.",
      prices: ["{$250} per project", "Negotiable"],
      remote: "always",
    },
    {
      offering: true,
      title: "Portrait illustrations from photos",
      description: "Hand-drawn family portraits. A lovely gift for parents back home.",
      prices: ["{$60} each", "From {$40}"],
      remote: "always",
    },
    {
      offering: false,
      title: "Designer wanted for our festival poster",
      description: "Community festival in two months. Need a poster and social media images.",
      prices: ["Budget {$150}", "Negotiable"],
      remote: "always",
    },
    {
      offering: true,
      title: "Bridal and festive mehndi",
      description: "Natural henna only. Weddings, Eid, Diwali and parties.",
      prices: ["{$50}/hand", "From {$30}"],
      remote: "never",
      countries: ["India", "Pakistan", "Bangladesh"],
    },
  ],
  "Music Lessons": [
    {
      offering: true,
      title: "Guitar lessons, all levels",
      description: "From your first chords to fingerstyle. Folk songs from home included on request.",
      prices: ["{$30}/hour", "{$25}/lesson"],
      remote: "sometimes",
    },
    {
      offering: true,
      title: "Tabla and harmonium for beginners",
      description: "Learn the basics of classical and devotional music. Instruments available to borrow.",
      prices: ["{$35}/hour"],
      remote: "sometimes",
      countries: ["India", "Pakistan", "Bangladesh"],
    },
    {
      offering: false,
      title: "Looking for a piano teacher who comes to our home",
      description: "For my 7-year-old. Weekday evenings, once a week.",
      prices: ["Budget {$40}/hour", "Negotiable"],
      remote: "never",
    },
    {
      offering: true,
      title: "Samba percussion group, free Sunday sessions",
      description: "Drums provided. No experience needed, just rhythm and good vibes.",
      prices: ["Free"],
      remote: "never",
      countries: ["Brazil"],
    },
  ],
  "Health & Wellness": [
    {
      offering: true,
      title: "Yoga in the park, donation based",
      description: "Gentle morning flow for all levels. Bring a mat and water.",
      prices: ["Pay what you can", "Free"],
      remote: "never",
    },
    {
      offering: true,
      title: "Personal training for beginners",
      description: "Strength and mobility plans that fit around shift work.",
      prices: ["{$45}/session", "{$160} for 4 sessions"],
      remote: "sometimes",
    },
    {
      offering: false,
      title: "Looking for a counsellor who speaks {homeLanguage}",
      description: "It's easier to talk about some things in my own language. Online is fine.",
      prices: ["Negotiable"],
      remote: "always",
    },
    {
      offering: true,
      title: "Traditional massage therapy",
      description: "Relaxing and therapeutic massage, techniques I learned back home. Home visits possible.",
      prices: ["{$60}/hour"],
      remote: "never",
    },
  ],
};

export const SERVICE_POST_TEMPLATES = {
  offering: [
    "Offering: {title}. {description} Price: {price}. Message me if you're interested!",
    "New service: {title}. {description} ({price})",
  ],
  requesting: [
    "Asking the community: {title}. {description} ({price}) Any recommendations?",
    "Can anyone help? {title}. {description}",
  ],
};

export const SERVICE_COMMENTS = [
  "Sent you a message!",
  "Do you have availability at weekends?",
  "Highly recommend, they helped me last month.",
  "Is this still available?",
  "Shared it with my cousin who just arrived.",
  "Which areas do you cover?",
];

// ---------------------------------------------------------------------------------------------
// Conversations: lines spoken by side 0 (who starts) or side 1. Placeholders come from the
// speaker ({food}, {city}, {homeLanguage}) or the addressee ({name}, {theirCity}, {theirJob}, {theirFood}).

export type ScriptLine = readonly [0 | 1, string];

export const CONVERSATION_SCRIPTS: ScriptLine[][] = [
  [
    [0, "Hi {name}! Saw your question on the advice page. I went through the same visa renewal last spring."],
    [1, "Oh really? How long did yours take?"],
    [0, "About four months. The biometrics appointment was the slowest part."],
    [1, "That's reassuring, honestly. I've been checking my email every hour."],
    [0, "Ha, I did the same. Happy to look at your document list if you want."],
    [1, "That would be amazing, thank you!"],
  ],
  [
    [0, "Are you going to the newcomers brunch on Saturday?"],
    [1, "Thinking about it! I don't know anyone yet, though."],
    [0, "Now you know me 😄 I'll save you a seat."],
    [1, "Deal. What time are you getting there?"],
    [0, "Around 10:30. Look for the table with too many pastries."],
  ],
  [
    [0, "Where did you find {theirFood} in {theirCity}? I've been searching for months."],
    [1, "There's a tiny family-run place near the market. I'll send you the address."],
    [1, "It's the one with the green awning, opposite the pharmacy."],
    [0, "You're a hero. Going this weekend."],
    [1, "Tell them I sent you, they might give you extra sauce."],
  ],
  [
    [0, "Hi {name}, I noticed you work as {theirJob}. Could I ask you a few questions about the job market here?"],
    [1, "Of course! Happy to help. What would you like to know?"],
    [0, "Mainly whether local certifications matter more than experience from abroad."],
    [1, "Honestly, both, but a local reference matters most. Want to grab a coffee next week?"],
    [0, "I'd love that. Tuesday after 6?"],
    [1, "Tuesday works. I'll message you the place."],
  ],
  [
    [0, "Hey! Is the room still available?"],
    [1, "It is! Are you looking to move soon?"],
    [0, "From the first of next month, ideally."],
    [1, "Perfect timing. Want to come and see it on Thursday evening?"],
    [0, "Yes please. Can I bring my cousin? She's more practical than me 😅"],
    [1, "Of course, bring her along."],
  ],
  [
    [0, "Hi {name}! Would you like to do a language exchange? I can help with {homeLanguage}."],
    [1, "Yes! I've been wanting to practise more. How often were you thinking?"],
    [0, "Once a week, maybe an hour, half and half?"],
    [1, "Sounds perfect. Sunday mornings?"],
    [0, "Sunday mornings it is. Café or video call?"],
    [1, "Café, I need to get out of the house more!"],
  ],
  [
    [0, "Thank you so much for translating my documents. The office accepted everything!"],
    [1, "So glad to hear that! Congratulations 🎉"],
    [0, "I owe you a proper dinner."],
    [1, "I'll never say no to dinner. Good luck with the next step!"],
  ],
  [
    [0, "Hey {name}, just checking in. Your post yesterday sounded a bit heavy."],
    [1, "Thank you for noticing. It's been a rough week, I'm missing home a lot."],
    [0, "I get it. Want to get some {theirFood} this weekend? My treat."],
    [1, "That honestly sounds perfect."],
    [0, "Saturday lunch then. We'll complain about the weather together."],
    [1, "Best plan I've heard all week 😂"],
  ],
  [
    [0, "Would you like to help out with the potluck next month? We need someone for music."],
    [1, "I'd love to! I have a speaker and a decent playlist."],
    [0, "Amazing. Could you also bring an extension cord? The hall never has enough plugs."],
    [1, "Noted. Anything else?"],
    [0, "Just your good energy. I'll add you to the volunteers group."],
  ],
  [
    [0, "Hi! I saw you're also looking for playdates for the kids. Mine are 5 and 8."],
    [1, "Hello! Mine are 6 and 7, that could work really well."],
    [0, "There's a playground with a café near me; the kids love it."],
    [1, "Sounds great. Saturday morning?"],
    [0, "Saturday at 10. I'll bring snacks from home."],
    [1, "The kids will be thrilled. See you then!"],
  ],
  [
    [0, "Are you still playing football on Sundays?"],
    [1, "Every Sunday at 9! We're short a defender, actually."],
    [0, "I'm a terrible defender, but I'm enthusiastic."],
    [1, "That's exactly our level 😄 See you Sunday."],
  ],
  [
    [0, "Sorry to bother you! Do you know if I need to declare my savings from home here?"],
    [1, "Not a bother! Usually yes, above a certain amount. It depends on your residency status."],
    [0, "I moved here eight months ago."],
    [1, "Then you're probably resident for tax purposes. I'd book a free session at the tax clinic to be sure."],
    [0, "I'll do that. Thank you!"],
  ],
  [
    [0, "Thanks for connecting, {name}! How long have you been in {theirCity}?"],
    [1, "Almost three years now. And you?"],
    [0, "Just over a year. Still discovering the good neighbourhoods."],
    [1, "Let me know if you want recommendations. I've tried most of the cafés by now."],
    [0, "I will definitely take you up on that!"],
  ],
  [
    [0, "Your {theirFood} photo made me so hungry. Would you share the recipe?"],
    [1, "Of course! The secret is patience, and my aunt's spice mix."],
    [1, "I'll write it down properly tonight and send it over."],
    [0, "Thank you! I'll report back with photos."],
    [1, "Looking forward to it!"],
  ],
  [
    [0, "Hi {name}, I'd like to book a few lessons for my daughter."],
    [1, "Wonderful! How old is she, and what level?"],
    [0, "She's ten and understands a lot, but doesn't speak much."],
    [1, "That's very common. Let's start with games and songs. Wednesdays at 5?"],
    [0, "Wednesdays are perfect."],
    [1, "Great, see you next week!"],
  ],
  [
    [0, "Do you still have those moving boxes you offered?"],
    [1, "Yes! About fifteen, plus bubble wrap."],
    [0, "Could I pick them up tomorrow evening?"],
    [1, "Sure, any time after 7."],
    [0, "Thank you, you're saving me a lot of money."],
  ],
];

// ---------------------------------------------------------------------------------------------
// The demo member (Amara Okafor, London) and the admin (Diego Fernández, Toronto).

export const DEMO_MEMBER_PROFILE = {
  firstName: "Amara",
  lastName: "Okafor",
  country: "Nigeria" as CountryName,
  city: "London, UK",
  hometown: "Enugu",
  homeLanguage: "Igbo",
  occupation: "product manager",
  bio: "Product manager from Enugu, now calling London home. I host a small book club for African writers and I will defend Nigerian jollof in any court. Always happy to help newcomers find their feet.",
  skills: ["Product Management", "Igbo", "Public Speaking", "Event Planning"],
  interests: ["Afrobeats", "Book Clubs", "Football", "Cooking"],
};

export const DEMO_POSTS: { content: string; type: "post" | "advice"; category?: AdviceCategory; daysAgo: number }[] = [
  {
    type: "post",
    daysAgo: 0.2,
    content:
      "The great jollof debate has reached my office in London. I brought a pot on Friday as evidence. Case closed. 🇳🇬",
  },
  {
    type: "post",
    daysAgo: 3.5,
    content:
      "Finally found a Nigerian grocery near Peckham that stocks ugu leaves. Egusi soup tonight, and my flat smells like my mother's kitchen.",
  },
  {
    type: "advice",
    category: "Cultural Adaptation",
    daysAgo: 6,
    content:
      "Product managers abroad: how do you handle the difference in feedback culture? Here, 'quite good' apparently means 'needs work'. 😅",
  },
  {
    type: "post",
    daysAgo: 11,
    content:
      "Starting a small book club for African writers. First read: 'Americanah' by Chimamanda Ngozi Adichie. Who's in?",
  },
  {
    type: "post",
    daysAgo: 19,
    content: "Rain again. Bought my third umbrella this month. London, I love you, but why.",
  },
  {
    type: "advice",
    category: "Immigration Process",
    daysAgo: 27,
    content:
      "Does anyone know where in London to get Nigerian documents certified? I need them for my residence application.",
  },
  {
    type: "post",
    daysAgo: 38,
    content:
      "Spent Saturday volunteering at the welcome desk for new arrivals. Met a family who had landed from Lagos that morning. Remember when that was us?",
  },
  {
    type: "post",
    daysAgo: 52,
    content:
      "Six months in London today. Thank you to everyone here who answered my million questions about Oyster cards, GP registration and where to buy proper pepper. E go better, and it did.",
  },
];

export const ADMIN_PROFILE = {
  firstName: "Diego",
  lastName: "Fernández",
  country: "Argentina" as CountryName,
  city: "Toronto, Canada",
  hometown: "Rosario",
  homeLanguage: "Spanish",
  occupation: "software engineer",
  bio: "Community team at Roots. Software engineer from Rosario, in Toronto since 2017. Tango on Thursdays, asado whenever the weather allows. Message me if something here isn't working for you.",
  skills: ["Software Engineering", "Spanish", "Community Management", "Mentoring"],
  interests: ["Tango", "Football", "Mate", "Volunteering"],
};

export const ADMIN_WELCOME_POST =
  "Welcome to Roots! 🌱 This is a space for everyone building a life far from home. Introduce yourself, ask questions on the Advice page, share your events and services, and please be kind to each other. If anything feels off, message me directly. — Diego, community team";

export const DEMO_EVENT = {
  title: "African Writers Book Club: Americanah",
  description:
    "Our first meeting! We're reading 'Americanah' by Chimamanda Ngozi Adichie. Come with your favourite passage, your hottest take on Ifemelu and Obinze, and a snack from home.",
  daysAhead: 9,
  hourUtc: 18,
  createdDaysAgo: 10,
};
