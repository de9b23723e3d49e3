/**
 * How many messages a question counts: "100,000 SMS", "10,000 people", "2 lakh msgs", "3,000
 * members, two reminders each", "5,000 per campaign, 2 campaigns a month", "1,200 parents daily,
 * 26 days a month". volume-cost.ts prices them.
 */
import type { Traffic } from "../../app/content/assistant-answers.ts";
import { normalize } from "./text.ts";

/**
 * A count of messages or of the people they go to: "100000 sms", "10,000 people", "50k messages",
 * "a million OTPs", "2 lakh msgs", "1L otps" (Indian English: a lakh is 100,000, a crore 10 million).
 */
const volume =
  /(?<![$€£₹])\b(\d{1,3}(?:,\d{3})+|\d{3,9}|\d{1,4}(?:\.\d)? ?k|\d{1,3}(?:\.\d+)? ?(?:l|cr)|(?:\d{1,3}(?:\.\d+)?|a|one) (?:million|thousand|lakhs?|lacs?|crores?))\s*(?:(?:transactional|promotional|otp|marketing|promo|bulk|more|such|of these|of them|of those|kuwaiti|saudi|emirati|qatari|bahraini|indian|gulf|local|existing|active|registered|loyal|regular)\s+)?(sms|smses|messages?|msgs?|texts?|otps?|codes?|(?:order )?updates?|alerts?|reminders?|confirmations?|notifications?|receipts?|invoices?|statements?|recipients?|people|ppl|persons?|staff|customers?|users?|numbers?|subscribers?|parents?|patients?|students?|citizens?|members?|clients?|guests?|passengers?|residents?|employees?|contacts?|buyers?|fans|followers|leads|policy ?holders|donors|shoppers|visitors|riders|drivers|tenants|families|farmers|shopkeepers|retailers|dealers|distributors|vendors|merchants|agents|investors|borrowers|applicants|candidates|attendees|consumers|of them|of those|of these|promotional|transactional|promos?|(?:a|per|each|every) (?:month|day|week|year|campaign|blast|batch)|monthly|daily|weekly)\b/;

/**
 * A count of messages described by a word or two of the visitor's own: "40k refill reminder sms",
 * "5,000 appointment confirmation messages". (Not through a word that starts another phrase:
 * "in 2024 our sms".)
 */
const described =
  /\b(\d{1,3}(?:,\d{3})+|\d{3,9}|\d{1,4}(?:\.\d)? ?k) ([a-z]+(?: [a-z]+)?) (sms|smses|messages|msgs|texts|reminders?|alerts|notifications|otps)\b/;
const notDescription = /\b(our|my|we|the|and|or|for|in|to|of|per|a|an|is|are|with|from|by|each|every)\b/;

/**
 * The kind of message named before its count: "otp send 20000.", "sms volume around 50k a month"
 * (a pivot of Hindi word order). Not a length or a time: "sms 160 characters", "otp in 3 seconds".
 */
const unitFirst =
  /\b(?:sms|smses|messages|msgs|texts|otps?)(?: (?:send|sent|volume|count|around|about|approx|roughly|nearly)){1,2}:? (\d{1,3}(?:,\d{3})+|\d{3,9}|\d{1,4}(?:\.\d)? ?k)\b(?![.,]\d)(?! ?(?:characters?|chars?|letters?|words?|segments?|parts?|%|dollars?|usd|\$|days?|hours?|minutes?|seconds?))/;

function countMatch(question: string): RegExpExecArray | null {
  const text = question.toLowerCase();
  const found = volume.exec(text);
  if (found) return found;
  const loose = described.exec(text);
  if (loose?.[2] && !notDescription.test(loose[2])) return loose;
  return unitFirst.exec(text);
}

/** The number of messages a question counts, or undefined when it counts none (or only one). */
export function volumeOf(question: string): number | undefined {
  const found = countMatch(question);
  if (!found?.[1]) return undefined;
  const count = countWritten(found[1]);
  if (!Number.isFinite(count) || count < 2) return undefined;
  // ("3,000 members, two reminders each a month": the messages are the people times what each gets.)
  const each = people.test(found[2] ?? "") ? messagesEach(question) : 1;
  return Math.round(count) * each * campaignsOf(question) * daysOf(question);
}

/** "1,200 parents, one message daily, 26 days a month": a day's count times the days it is sent. */
function daysOf(question: string): number {
  const text = normalize(question);
  if (!/\b(daily|every day|per day|a day|each day)\b/.test(text)) return 1;
  const days = Number(/\b([1-3]?\d) (working |business )?days\b/.exec(text)?.[1] ?? 1);
  return days >= 1 && days <= 31 ? days : 1;
}

/** "5000 per campaign, 2 campaigns a month": the sends that a count per campaign is multiplied by. */
const perCampaign = /\d\b[^.?!\d]{0,20}\b(per|each|every|a) (campaign|blast|batch|send|round|mailing)\b/;
const campaigns =
  /\b(two|three|four|five|six|[2-9]|1[0-2]) (campaigns|blasts|batches|sends|rounds|mailings|times) (a|per|each|every) (month|week)\b/;
function campaignsOf(question: string): number {
  const text = normalize(question);
  const written = perCampaign.test(text) ? campaigns.exec(text)?.[1] : undefined;
  if (!written) return 1;
  return smallCounts[written] ?? (Number(written) || 1);
}

/** The people a count may be of, each of whom may get several messages. */
const people =
  /^(recipients?|people|ppl|persons?|staff|customers?|users?|numbers?|subscribers?|parents?|patients?|students?|citizens?|members?|clients?|guests?|passengers?|residents?|employees?|contacts?|buyers?|fans|followers|leads|donors|shoppers|tenants|families|consumers|shopkeepers|retailers|dealers|distributors|merchants)$/;
const smallCounts: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, twice: 2 };
const messageNouns = "(?:sms|smses|messages?|msgs?|texts?|reminders?|alerts?|notifications?|otps?|codes?)";
/** "Each two reminders", "3 messages each", "two sms per student", "twice each": messages per person. */
const perPerson = new RegExp(
  String.raw`\b(?:each|every one|everyone|to each|per (?:person|head|member|student|customer|recipient|user|patient|client))\b(?:\s+\w+){0,3}?\s+(two|three|four|five|[2-9])\s+${messageNouns}\b|\b(two|three|four|five|[2-9])\s+${messageNouns}\s+(?:each|to each|per (?:person|head|member|student|customer|recipient|user|patient|client))\b|\btwice (?:each|to each)\b`,
);

/**
 * "2000 students, 8 reminders a month", "25,000 customers, 2 times": a small count of messages (or
 * of sends) beside a count of people is what each of them gets. (Not "2 segments", nor a count
 * that is part of a bigger number.)
 */
const sendsBeside = new RegExp(
  String.raw`(?<![\d,.])\b([2-9]|[12]\d|30|two|three|four|five|six)\s+(?:more\s+)?(?:${messageNouns}|times)\b(?!\s+(?:segments?|parts?)\b)|\btwice\b`,
);

/**
 * "Each parent about 5 messages a month", after the parents were counted: the messages each gets,
 * written with "each" or "per", or undefined.
 */
export function messagesPerHead(question: string): number | undefined {
  const found = perPerson.exec(normalize(question));
  if (!found) return undefined;
  const written = found[1] ?? found[2] ?? "twice";
  return smallCounts[written] ?? Number(written);
}

function messagesEach(question: string): number {
  const text = normalize(question);
  const found = perPerson.exec(text) ?? sendsBeside.exec(text);
  if (!found) return 1;
  const written = found[1] ?? found[2] ?? "twice";
  return smallCounts[written] ?? Number(written);
}

const multipliers: Record<string, number> = {
  k: 1000,
  thousand: 1000,
  million: 1_000_000,
  lakh: 100_000,
  lac: 100_000,
  // ("1L OTPs", "2cr msgs": the Indian shorthand.)
  l: 100_000,
  crore: 10_000_000,
  cr: 10_000_000,
};

/** "50k", "1.5 million", "a lakh", "2 crores", "10,000" as a number. */
function countWritten(text: string): number {
  const written = text.replace(/,/g, "").replace(/\s/g, "");
  const scaled = /^(a|one|[\d.]+)(k|thousand|million|lakh|lac|crore|l|cr)s?$/.exec(written);
  if (!scaled) return Number(written);
  return (Number(scaled[1]) || 1) * (multipliers[scaled[2] ?? ""] ?? 1);
}

/** A count in a clause that names its market: "25,000 in Qatar" needs no "messages" after it. */
const bareCount =
  /(?<![\d.,$])(\d{1,3}(?:\.\d+)? (?:thousand|lakhs?|lacs?|crores?)|\d{1,3}(?:,\d{3})+|\d{3,9}|\d{1,4}(?:\.\d)? ?k)(?![\d.,%])/;

const countIn = (clause: string): number | undefined => {
  const counted = volumeOf(clause);
  if (counted) return counted;
  const written = bareCount.exec(clause.toLowerCase())?.[1];
  if (!written) return undefined;
  const count = countWritten(written);
  return count >= 2 ? Math.round(count) : undefined;
};

/**
 * A count with no word for what is counted, in a follow-up about prices ("and 50,000?", "20k
 * total?"): at least a thousand, and not part of a phone number.
 */
export function bareVolumeOf(question: string): number | undefined {
  // (A phone number's "+971…"; "the registration + 5000 msgs" adds a count, a space after the sign.)
  if (/\+\d/.test(question)) return undefined;
  const count = countIn(question);
  return count && count >= 1000 ? count : undefined;
}

/**
 * "25,000 promo msgs in Bahrain plus 25,000 in Qatar": each market with the count written in its
 * own clause, or undefined unless every market has one (then no total is guessed).
 */
export function volumesPerMarket(
  question: string,
  markets: readonly string[],
  marketsIn: (clause: string) => readonly string[],
): Map<string, number> | undefined {
  if (markets.length < 2) return undefined;
  const counts = new Map<string, number>();
  // ("10000 kuwait 30000 bahrain", an Arabic list read without its "and": split before each count.)
  const clauses = clausesOf(question).flatMap((clause) =>
    marketsIn(clause).length > 1 ? clause.split(/\s(?=\d)/) : [clause],
  );
  for (const clause of clauses) {
    const named = marketsIn(clause).filter((market) => markets.includes(market));
    const count = countIn(clause);
    if (named.length === 1 && named[0] && count && !counts.has(named[0])) counts.set(named[0], count);
  }
  // "About 10k each per month" to three markets, "3000 a month both": the one count for every one of them.
  const each = /\b(each|both|per (market|country)|every (market|country)|in all of them)\b/.test(
    question.toLowerCase(),
  );
  const one = countIn(question);
  // ("10k promo + fee, total?" after two markets' rates, its count in no market's clause: the count
  // in each, which the parts of the answer say, market by market.)
  const unnamed = counts.size === 0;
  // (The one count may sit in a clause with a market added to a follow-up: still every market's.)
  if ((each || unnamed) && one && [...counts.values()].every((count) => count === one))
    for (const market of markets) counts.set(market, one);
  return markets.every((market) => counts.has(market)) ? counts : undefined;
}

/**
 * The clauses a message lists its counts in: "25,000 in Bahrain plus 25,000 in Qatar", "6000
 * reminders n 4000 offers", or one count's words after another's ("receipts 5000 message campaign
 * 20000 message", an Arabic list read without its comma).
 */
const clausesOf = (question: string) =>
  question.split(
    /\s(?:plus|and|n|&|as well as|\+|with)\s|;|,\s|\.\s|\s\+|\+\s|(?<=\d (?:messages?|msgs?|sms))\s+(?!(?:promo\w*|transactional|otps?|marketing|uae|saudi|kuwait|qatar|bahrain|india|per|each|a|monthly|daily|for|to|in)\b)(?=[a-z][a-z ]*\d)/,
  );

/**
 * "50k otp + 20k promo" in one market: each traffic type with the count written in its own
 * clause, or undefined unless both types have one.
 */
export function volumesPerTraffic(
  question: string,
  trafficIn: (clause: string) => Traffic | undefined,
): Map<Traffic, number> | undefined {
  const counts = new Map<Traffic, number>();
  for (const clause of clausesOf(question)) {
    const traffic = trafficIn(clause);
    const count = countIn(clause);
    if (traffic && count && !counts.has(traffic)) counts.set(traffic, count);
  }
  return counts.size === 2 ? counts : undefined;
}

/** "5 sender IDs", "so 5 ids", "3 sender names": how many sender IDs a fee is asked for. */
export function senderIdCountOf(question: string): number | undefined {
  const text = normalize(question);
  const written =
    /\b(\d{1,2}|two|three|four|five) (?:(?:different|separate|more) )?(?:sender )?(?:ids|names|sender ids|sender names|sender name registrations|sender id registrations)\b/.exec(
      text,
    )?.[1];
  const count = smallCounts[written ?? ""] ?? Number(written);
  if (count >= 2) return count;
  // ("Total with both names' fees?": the two sender IDs just asked about.)
  if (/\bboth (the )?(names|ids|sender ids|sender names|headers)\b/.test(text)) return 2;
  // ("If I want two, one for promotions and one for OTP?": a sender ID for each kind of traffic.)
  const second = /\b(another|the other|and one|and 1) for\b|\b(want|need|get|register|take) (two|2)\b/;
  return oneForTraffic.test(text) && second.test(text) ? 2 : undefined;
}

/** "One for promotions", "one for OTP": a sender ID kept for one kind of traffic. */
export const oneForEach = (question: string) => oneForTraffic.test(normalize(question));
const oneForTraffic = /\b(one|1) for (the )?(promo\w*|marketing|offers|ads|otps?|transactional|alerts)\b/;
