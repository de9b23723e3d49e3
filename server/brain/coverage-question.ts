/**
 * Whether a message asks if we serve a market at all ("do you send SMS in Kuwait?", "can we send
 * SMS to our dealers in the UAE?"), which the market's networks and sender-ID rule answer.
 */
import { smsCountries } from "../../app/content/catalogue.ts";
import { languagesNamedIn } from "./language-names.ts";
import { timeOf } from "./promotion-asked.ts";
import { askedSentence } from "./text.ts";

/**
 * Whether we serve a market at all: "do you send SMS in Kuwait?", "can you deliver to Qatar?",
 * "…our app needs OTP SMS. You do India?". Not when it asks when or at what time ("when can you
 * send promotions in Qatar?", read from Arabic): that is the sending window's question.
 */
export const coverageAsked = {
  test: (text: string) =>
    (/\b(do|can|could|will) you (send|deliver|offer|provide|support|cover|work|operate)\b|\bavailable in\b|(?<!\bor )\byou (do|cover|serve)\b(?! (it|that|this|them|the)\b)|\byou (can |could )?(send|deliver)( sms| messages| texts| otps?)? (to|in)\b/.test(
      text,
    ) ||
      weSendThere(text)) &&
    !/\b(when|what time|which hours|timings?)\b/.test(text) &&
    // ("Reseller in Doha. Do you support SMPP?" asks the connection, which the SMS page answers.)
    !/\b(smpp|api|apis|rest|webhooks?|sdks?|dashboard|delivery reports?|two-way|flash|reply|replies|respond|confirm|cancel)\b/.test(
      text,
    ),
};

/**
 * "Can we send SMS to our dealers in the UAE?", "is it possible to send SMS to Kuwait?": whether
 * sending there works at all, when nothing narrows it to a rule (a time, a day, a language, before
 * approval, without consent), which the rule's own answer takes.
 */
const weSendThere = (text: string) =>
  // ("…restaurants in Bahrain, send pickup code sms. can you?": the sending told, then "can you?")
  (/\b(can|could) (we|i) (send|deliver)\b|\b(possible|able) to (send|deliver)\b|\bsend\b( \w+){1,6} can (you|u)$/.test(
    text,
  ) ||
    (/\b(want|need|like|plan|planning) (to )?send\b/.test(text) && /\bpossible\b/.test(text))) &&
  // ("Do we need our own DLT registration or can we send under yours?": whose registration, not reach.)
  !/\b(any ?time|any hour|hours?|times?|round the clock|night|morning|evening|friday|saturday|sunday|weekends?|holidays?|ramadan|eid|before|without|meanwhile|arabic|hindi|english|unicode|dnd|links?|urls?|same|promotions?|promo|promotional|marketing|offers?|under (yours|urs|your|ur)|registration|register)\b/.test(
    text,
  ) &&
  !timeOf(text) &&
  languagesNamedIn(text).length === 0;

/**
 * Which or how many markets we send to, asked of none in particular: "how many countries do you
 * cover?", "in which countries do you send SMS?", "customers in the UAE and Kuwait. Which SMS
 * markets do you have?" (the SMS page's FAQ answers it). Not a rule or a
 * price asked per country ("which countries need sender ID registration?").
 */
export const marketsListAsked = (question: string) => {
  const text = askedSentence(question);
  return (
    /\b(how many|which|what|list of|all) (in |of )?(sms )?(countries|markets|country|nations|destinations|regions)\b|\b(countries|markets) (do |does )?(you|u|relaywave) (have|offer|cover|serve|send|support|work|operate|reach|deliver)\b/.test(
      text,
    ) &&
    !/\b(sender|regist\w*|regulat\w*|documents?|approv\w*|prices?|costs?|rates?|fees?|cheap\w*|expensive|dlt|whatsapp|rcs|voice|numbers?|rules?|hours?|times?|offices?|jobs?|roles?|hiring)\b/.test(
      text,
    )
  );
};

/** The SMS page's FAQ that lists the markets. */
export const marketsListQuestion = "Which countries do you cover?";

/** "All six countries sender id fees total?": each market we send to, named for the answers that price them. */
const everyMarketAsked = /\b(all|every one of|each of) (the |your )?(six|6) (countries|markets)\b/i;
export const withEveryMarketNamed = (question: string) =>
  everyMarketAsked.test(question)
    ? `${question} ${smsCountries.map((country) => country.name).join(", ")}`
    : question;
