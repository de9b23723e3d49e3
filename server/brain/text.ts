/**
 * Text handling shared by the index and the question analysis: the same
 * tokens on both sides, or retrieval silently misses.
 */

const stopWords = new Set(
  (
    "a about above after again all also am an and any are as at be been being both but by can could " +
    "did do does doing done for from further had has have having he her here hers him his how i if in into " +
    "is it its itself just let me more most my myself no nor not now of off on once only or other our ours " +
    "out over own please same she should so some such than that the their theirs them then there these they " +
    "this those through to too under until up us very was we were what when where which while who whom why " +
    "will with would you your yours yourself yourselves hi hello hey thanks thank tell know want wants wanted " +
    "need needs like get got go going make makes use using able there's what's i'm i'd we're you're it's " +
    "today tomorrow something anything thing things really much many way ok okay yes anyone anybody someone somebody"
  ).split(" "),
);

export function isStopWord(token: string): boolean {
  return stopWords.has(token);
}

/** Chat shorthand spelt out ("r u open", "pls", "msg"), so every rule reads one spelling. */
const shorthand = new Map([
  ["u", "you"],
  ["r", "are"],
  ["ur", "your"],
  ["pls", "please"],
  ["plz", "please"],
  ["msg", "message"],
  ["msgs", "messages"],
  ["char", "character"],
  ["chars", "characters"],
  ["yrs", "years"],
  ["exp", "experience"],
  ["devs", "developers"],
  ["dev", "developer"],
  ["thx", "thanks"],
  ["n", "and"],
  ["wat", "what"],
  ["wht", "what"],
  ["wen", "when"],
  ["rent", "rental"],
  ["charactors", "characters"],
  ["charecters", "characters"],
  ["charaters", "characters"],
  ["hw", "how"],
  ["abt", "about"],
  ["mic", "microphone"],
  // Contractions typed without the apostrophe ("it doesnt know", "cant we"), as the pages write them.
  ...[
    "dont",
    "doesnt",
    "didnt",
    "cant",
    "wont",
    "isnt",
    "arent",
    "wasnt",
    "havent",
    "hasnt",
    "shouldnt",
    "couldnt",
    "wouldnt",
  ].map((word) => [word, `${word.slice(0, -1)}'t`] as [string, string]),
  ["whats", "what's"],
  ["thats", "that's"],
  ["im", "i'm"],
  ["ive", "i've"],
  // The pages write "e-mail".
  ["email", "e-mail"],
  ["emails", "e-mails"],
]);

/** Lower case, straight quotes, no accents; keeps letters, digits, + / - and spaces; shorthand spelt out. */
export function normalize(text: string): string {
  return spellOut(
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .replace(/[^a-z0-9+/'\- ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** The visitor's own people ("can our agent answer freely?"): their team, no AI agent of ours. */
const ownAgents = /\b(our|my) agents?\b(?!')/g;

/** "Set up", "set-up": one word, as "setup" is written too ("how long does setup take?"). */
const setUp = /\bset[ -]up\b/g;

/** "2-way SMS", "2 way": the pages' "two-way". */
/** "Asks to stop receiving messages", "doesn't want any more SMS": an opt-out, as the pages call it. */
const stopsMessages =
  /\b((asks? to |wants? to )?(stop|stops|stopped) (receiving|getting)( (messages|sms|texts|them|any|anything))?|(doesn'?t|does not|don'?t|do not) want (to receive )?(any )?(more )?(messages|sms|texts))\b/g;
const twoWay = /\b(2|two) ?-?way\b/g;

/**
 * "A landline number in Dubai", "fixed-line number": the pages' local numbers. (Only with "number":
 * the pages' own "local landline and toll-free numbers" stays as written.)
 */
const landline = /\b(land ?-?line|fixed ?-?line)( phone)? numbers?\b/g;

/** "Delivery receipts": the pages' delivery reports. */
const deliveryReceipts = /\bdelivery receipts?\b/g;

/** A link in a message ("a link to our pharmacy website", "website link"): a link, no website to build. */
const linkToSite =
  /\b(links?|urls?) (to|of|for) (our|my|the|a|your) (\w+ )?(website|site|web page|webpage|store)\b|\b(website|site|store) (links?|urls?)\b/g;

/**
 * A customer of the visitor's asking for a person ("what if the patient wants to talk to a
 * human?") asks what the bot or inbox does, not for our sales team.
 */
export const theirCustomerAsksPerson =
  /\b(customers?|patients?|guests?|callers?|users?|clients?|members?|students?|parents?|buyers?|bots?|it|agents?|ai|assistant)((?: \w+){0,5}) ((talk|speak|chat) (to|with)|asks? for|(wants?|needs?|wanting)( to (talk|speak|chat) (to|with))?|hands? (it |them )?(over|off) to|transfers? (it |them )?to|pass(es)? (it |them )?(on )?to|escalates? to|(be |get )?(transferred|passed|handed over|connected) to) (a |an )?(real |live )?(person|human|agent|staff)\b/g;

/** "Sorry, switching to English:", "in English please": the reply's language asked for, no language asked about. */
const inEnglishPlease =
  /\b((sorry )?(switching|switch|switched|going) to english|(easier |better )?in english( please)?(?= (what|how|can|do|does|is|are|when|where|which|who|for))|in english please)\b/g;

function spellOut(text: string): string {
  return (
    text
      .split(" ")
      // (Each side of a slash too: "the mic/voice feature".)
      .map((word) =>
        word
          .split("/")
          .map((part) => shorthand.get(part) ?? part)
          .join("/"),
      )
      .join(" ")
      .replace(ownAgents, "our team")
      .replace(twoWay, "two-way")
      .replace(stopsMessages, "opts out")
      .replace(setUp, "setup")
      .replace(landline, "local number")
      .replace(deliveryReceipts, "delivery reports")
      .replace(linkToSite, "link")
      .replace(theirCustomerAsksPerson, "$1$2 handoff to a human agent")
      .replace(inEnglishPlease, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * Words the suffix rules below cannot join to their kin: plurals of acronyms ("smss" would keep
 * its double s) and "decide" and "decision".
 */
const irregular: Record<string, string> = {
  smss: "sms",
  smses: "sms",
  decision: "decid",
  decisions: "decid",
};

/**
 * A light English stemmer: enough to make "messages", "messaging" and
 * "message" meet, without a dictionary.
 */
export function stem(token: string): string {
  let word = token.replace(/'s$/, "").replace(/'/g, "");
  const known = irregular[word];
  if (known) return known;
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ing") && word.length > 5) word = word.slice(0, -3);
  else if (word.endsWith("ed") && word.length > 4) word = word.slice(0, -2);
  else if (word.endsWith("es") && /(ss|x|ch|sh)es$/.test(word)) word = word.slice(0, -2);
  else if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) word = word.slice(0, -1);
  // "typically" and "typical", "delivery" and "delivered": one stem each.
  else if (word.endsWith("ly") && word.length > 6) word = word.slice(0, -2);
  else if (word.endsWith("ery") && word.length > 6) word = word.slice(0, -1);
  if (word.endsWith("e") && word.length > 4) word = word.slice(0, -1);
  return word;
}

/** Words of a text, normalised and stemmed, stop words removed. */
export function contentTokens(text: string): string[] {
  return normalize(text)
    .split(/[ /]+/)
    .map((token) => token.replace(/^[-+']+|(?<![-+'])[-+']+$/g, ""))
    .filter((token) => token.length > 0 && !isStopWord(token))
    .map(stem);
}

/** Every token of a text, stemmed, stop words kept (for phrase matching). */
export function allTokens(text: string): string[] {
  return normalize(text)
    .split(/[ /]+/)
    .map((token) => stem(token.replace(/^[-+']+|(?<![-+'])[-+']+$/g, "")))
    .filter(Boolean);
}

/**
 * Optimal-string-alignment distance (edits plus swaps of neighbours), giving up
 * once it exceeds `max`. Three rolling rows: no allocation per cell.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}

/** Words that open a message without being its question ("hi", "ok so", "besides sms,"). */
const openers =
  /^((hi|hello|hey|ok|okay|so|and|also|well|btw|actually|besides [a-z]+|apart from [a-z]+)\b\s*)+/;

/**
 * The question a message asks, normalised: its last sentence that ends in "?" (or its last
 * sentence), without the words that only open it. "We run 3 clinics in Abu Dhabi. Can you do
 * automated calls?" asks "can you do automated calls".
 */
export function askedSentence(message: string): string {
  const parts = message.split(/(?<=[.!?\n])\s+/).filter((part) => normalize(part));
  const asking = parts.filter((part) => part.trim().endsWith("?"));
  const last = asking.at(-1) ?? parts.at(-1) ?? message;
  return normalize(last).replace(openers, "");
}

/** Sentences of a paragraph. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
