/**
 * The frames a conversation's next message is answered from before the whole site is searched: a
 * market's fact with the market in play ("what documents for that?"), a service's FAQ in other words
 * ("how is it priced?"), the subject in play for a question naming none; undefined when not theirs.
 */

import { servicePath, services } from "../../app/content/catalogue.ts";
import type { MarketFactRow } from "../../app/content/facts/types.ts";
import { paths } from "../../app/content/site-map.ts";
import { answerTypeOf } from "./answer-type.ts";
import { companyTopicOf } from "./company-answers.ts";
import { sameVolume, totalOfCount } from "./count-words.ts";
import { coverageAsked, marketsListAsked } from "./coverage-question.ts";
import { detectEntities } from "./entities.ts";
import { isFollowUp } from "./follow-up.ts";
import { marketAttributesOf } from "./market-attributes.ts";
import { marketFactAnswer, marketFactNotStated } from "./market-frame.ts";
import { bothMarkets, marketPaths } from "./markets-in-play.ts";
import { senderIdCountOf, volumeOf } from "./message-counts.ts";
import { mediaInMessage } from "./page-choice.ts";
import { unservedSentence } from "./places.ts";
import { rulesAsked, timeOf } from "./promotion-asked.ts";
import type { Reading } from "./reading.ts";
import { say } from "./say.ts";
import { givesLength, scriptCharged } from "./segment-question.ts";
import { askedSentence, normalize } from "./text.ts";
import type { Answer, DialogueState } from "./types.ts";
import { asksYesNo, needAsked } from "./yes-no.ts";

/** The stateless engine: an answer to a question, or from one page's passages only. */
export interface Answerer {
  answer(question: string): Answer;
  /** The page's answer, when one of its passages scores at least minScore (0: any match). */
  answerWithin(question: string, path: string, minScore?: number): Answer | undefined;
  relevance(question: string, path: string): number;
}

/**
 * A market fact asked for with a market named or in play (decision 109): "what documents do you
 * need for that?" after Qatar, "and Kuwait?" after the UAE's approval time. Prices stay with the
 * pricing answers; "how do I register a sender ID" with the registration passage.
 */
export const smsServicePath = servicePath("sms-services");
export const servicePaths = new Set(services.map((service) => servicePath(service.slug)));

export function marketFrame(
  reading: Reading,
  message: string,
  context: DialogueState,
  next: DialogueState,
): { answer: Answer; state: DialogueState } | undefined {
  // (Not of what the privacy policy answered, with nothing of a market's named: "how long is it kept?")
  const privacyHeld =
    context.topic === "privacy" && !reading.market && !reading.service && !smsWords.test(normalize(message));
  if (privacyHeld) return undefined;
  const followUp = isFollowUp(reading, message, context);
  // "And Kuwait?" keeps the fact asked for; "can it be in Hindi?" changes no slot and asks something new.
  // (Another market keeps it however it is asked: "no wait, it's for our UAE branches, same
  // question". The same market with a traffic type keeps it when little else is said: "and for
  // OTPs?" does, "and OTPs to numbers on the DND list?" asks its own question.)
  const marketMoved = Boolean(reading.market && reading.market !== context.market);
  // (Nor a time of day after the promotional hours: "so can I send a sale at 8 am in India?")
  const timedAgain = context.attribute === "promotionalHours" && Boolean(timeOf(message));
  const changesSlot =
    marketMoved ||
    timedAgain ||
    // (Not the market in play named again by its own word: "what is this DLT?" about India asks afresh.)
    (Boolean(marketMoved || reading.traffic) && detectEntities(message).otherWords <= 2);
  const kept =
    followUp && !reading.topic && changesSlot ? (context.attribute as MarketFactRow | undefined) : undefined;
  // "How long does it take?", "any timing restriction?": the kind of answer names the fact asked for.
  // (With the market named or in play, and no other channel named.)
  const aboutSms = !reading.service || reading.service === smsServicePath;
  // (A time of day with a market in play is about sending there: "can we send them at 8 am?")
  const timed = Boolean(context.market && timeOf(message));
  const implied = (followUp || reading.market || timed) && aboutSms ? attributeAsked(message) : undefined;
  // "How long for header and template approval?" asks a duration, whatever fact its words name.
  // "What do you need from us to register the sender ID?" asks for documents, whatever it names.
  // "Do you send SMS in Kuwait?": yes, and the networks we reach there.
  const covers =
    Boolean(reading.market) &&
    aboutSms &&
    !reading.attribute &&
    !reading.intents.has("pricing") &&
    // ("We are in Pune, which channels do you offer?": every service, not the market's networks.)
    !reading.intents.has("services-overview") &&
    coverageAsked.test(normalize(message)) &&
    !marketsListAsked(message);
  const attribute =
    implied === "registrationTime" || implied === "documents"
      ? implied
      : (reading.attribute ?? kept ?? implied ?? (covers ? "operators" : undefined));
  // (A market's regulator or networks are its SMS's: "who is the regulator there?" after WhatsApp.)
  const smsOnly =
    !reading.service && (reading.attribute === "regulator" || reading.attribute === "operators");
  const sms = !next.service || next.service === smsServicePath || smsOnly;
  // "Not approved yet, can we send OTPs anyway?" names the sender ID but asks what to do meanwhile:
  // a passage says (another channel), not the sender-ID row ("…from a sender name not registered?": its row).
  const ofSender = attribute === "unregisteredTraffic" && /\b(sender|header|name)\b/.test(normalize(message));
  const shape = answerTypeOf(message)?.type;
  // ("Who is responsible for the consent, us or you?": whose duty it is, which the SMS page says.)
  if ((shape === "fallback" && !ofSender) || shape === "responsibility") return undefined;
  // ("How long until I can try the API after opening the account?": our test account's time.)
  const text = normalize(message);
  if (
    attribute === "registrationTime" &&
    /\b(test|testing|trial|try)\b/.test(text) &&
    !registeringWhat.test(text)
  )
    return undefined;
  // ("Any jobs in Riyadh? I speak Arabic and English": a job's language, not the market's.)
  if (reading.intents.has("careers") || reading.intents.has("privacy")) return undefined;
  // (A count is a total asked for: "and the same 15,000 promotional to India?"; not beside a time of day
  // asked: "a promo to 50k customers, can we send at 10pm?")
  const clocked = attribute === "promotionalHours" && Boolean(timeOf(message));
  if (
    !attribute ||
    !next.market ||
    !sms ||
    reading.intents.has("pricing") ||
    givesLength(message) ||
    // ("And if the message is in Arabic, the same?" after a price: what a Unicode SMS holds.)
    scriptCharged(normalize(message)) ||
    (volumeOf(message) && !clocked) ||
    // ("And first month with the sender id?" after a count was priced: that total, not the name's rule.)
    (context.count !== undefined && (sameVolume.test(normalize(message)) || totalOfCount(message)))
  )
    return undefined;
  // "What time are you available? I'm in Mumbai" asks our hours, not India's sending window.
  // (But "what time zone is Qatar in?" asks the market's zone, with nothing of ours in it.)
  const marketZone = attribute === "timeZone" && !ofUs.test(normalize(message));
  if (!reading.service && reading.market && companyTopicOf(message) && !marketZone) return undefined;
  // "How do I register a sender ID?" is the registration passage's; "max length for the sender ID?" the fact's.
  if (attribute === "senderId" && registering.test(normalize(message))) return undefined;
  // ("And two names, one for alerts and one for marketing?" after their fee: the fee for that many.)
  if (attribute === "senderId" && next.topic === "pricing" && senderIdCountOf(message)) return undefined;
  // "Can one SMS have Arabic and English together?": yes, and the lengths it is sent at.
  const mixed =
    attribute === "segments" && asksYesNo(message) && /\b(together|mixed|mix)\b/.test(normalize(message));
  // "Sender ID length in the UAE and India?", "and for both?": the fact of each market in turn.
  // (Not the markets told before a question that names one: "…shopkeepers in Doha. Networks in Qatar?")
  const askedOne = reading.markets.length >= 2 && detectEntities(askedSentence(message)).markets.length === 1;
  const each = askedOne
    ? undefined
    : reading.markets.length >= 2
      ? reading.markets
      : bothMarkets(message, context, reading.markets.length === 0); // (not after "how long in Kuwait?")
  if (each) {
    // ("Can you send to Qatar and Kuwait numbers?": yes, and each market's networks.)
    const yes = mixed || covers ? [say.offeredYes()] : [];
    const answers = each.flatMap((market) => marketFactAnswer(market, attribute, message) ?? []);
    if (answers.length === each.length)
      return {
        answer: {
          response: [...yes, ...answers.map((one) => one.response)].join(" "),
          sources: answers.flatMap((one) => one.sources),
        },
        state: { ...next, attribute, together: each.length },
      };
  }
  // ("Promo SMS in India, what are the rules?": with no consent rule stated, the hours and DND list.)
  const fact =
    marketFactAnswer(next.market, attribute, message, next.traffic) ??
    (attribute === "consent" && rulesAsked.test(message)
      ? marketFactAnswer(next.market, "promotionalHours", message, next.traffic)
      : undefined);
  // (And what sending there needs first: the sender ID's rule, "6-character headers registered on DLT".)
  const needs = covers ? marketFactAnswer(next.market, "senderId", message) : undefined;
  // "Is consent required there?", "do we need documents?": yes, and what the rule is.
  const required =
    fact &&
    (attribute === "consent" || attribute === "documents") &&
    asksYesNo(message) &&
    needAsked.test(normalize(message));
  // ("Dubai and Hong Kong, do you send to both?": yes for the one we serve, and the other is not ours.)
  const unserved = covers ? unservedSentence(message) : undefined;
  const answer =
    fact && (covers || required || mixed)
      ? {
          ...fact,
          response: [say.offeredYes(), fact.response, needs?.response, unserved].filter(Boolean).join(" "),
        }
      : fact;
  if (!answer) {
    // (Asked in so many words: "what hours can we send promotions in Saudi Arabia?")
    const unstated =
      reading.attribute === attribute ? marketFactNotStated(next.market, attribute) : undefined;
    // What we do know that is nearest: no stated hours for promotions, but their consent rule.
    const nearest = nearestStated[attribute];
    const known = unstated && nearest ? marketFactAnswer(next.market, nearest, message) : undefined;
    // (Before the closing offer to ask sales, the last sentence of "not stated".)
    const said =
      unstated && known
        ? { ...unstated, response: beforeLastSentence(unstated.response, known.response) }
        : unstated;
    return said && { answer: said, state: { ...next, attribute, offer: "handoff" } };
  }
  // "Which operators do you reach, and what docs do you need?": both facts, in the order asked.
  const market = next.market;
  const both = twoQuestions.test(normalize(message))
    ? marketAttributesOf(message)
        .filter((row) => row !== attribute)
        .slice(0, 1)
        .flatMap((row) => marketFactAnswer(market, row, message) ?? [])
    : [];
  const [second] = both;
  if (!second) return { answer, state: { ...next, attribute } };
  const sources = [...answer.sources, ...second.sources].filter(
    (source, index, all) => all.findIndex((other) => other.path === source.path) === index,
  );
  return {
    answer: { response: `${answer.response} ${second.response}`, sources },
    state: { ...next, attribute },
  };
}

const beforeLastSentence = (text: string, insert: string) => {
  const sentences = text.split(/(?<=[.।؟?])\s+/u);
  return [...sentences.slice(0, -1), insert, ...sentences.slice(-1)].join(" ");
};

/** The stated fact said after an unstated one, as what we do know about the same thing. */
const nearestStated: Partial<Record<MarketFactRow, MarketFactRow>> = { promotionalHours: "consent" };
/** Words addressed to us ("your hours", "when is your team in"). */
const ofUs = /\b(you|your|yours|relaywave|team|office|offices|support|sales)\b/;
/** Words of sending SMS, which a question after the privacy policy may still ask about. */
const smsWords = /\b(sms|sender|header|messages?|register\w*|approv\w*|operators?|regulators?)\b/;
/** Two questions in one message, joined by "and", "also" or "plus". */
const twoQuestions = /\b(and|also|plus)\b/;
const delivering =
  /\b(arrive|arrives|arriving|deliver|delivered|delivery|land|lands|reach|reaches|received)\b/;
const registering = /\b(apply|register\w*|sign up|get started|onboard\w*)\b/;
const registeringWhat = /\b(sender|header|template|registration|register\w*|approv\w*|dlt)\b/;

/** The market fact a kind of answer asks for, when the message names no fact itself. */
function attributeAsked(message: string): MarketFactRow | undefined {
  const shape = answerTypeOf(message);
  // ("How fast do OTPs arrive?" asks the delivery time a passage states, not registration's.)
  // (Nor "how quick can we start testing?", which our test account answers.)
  const testing = /\b(test|testing|trial|try)\b/.test(normalize(message));
  if (shape?.type === "duration" && !delivering.test(normalize(message)) && !testing)
    return "registrationTime";
  if (shape?.type === "documents") return "documents";
  if (shape?.type === "window") return "promotionalHours";
  // "Can we send them at 8 am?": a time of day asks the sending hours.
  if (timeOf(message)) return "promotionalHours";
  return undefined;
}

/** How close the subject's page must match, as a share of the best page's score, to keep the subject. */
const SUBJECT_SHARE = 0.5;
/** "Promo SMS", "such an SMS": SMS as a noun (not "can customers text that number?"). */
const smsAsNoun = /\b((promo\w*|transactional)( \w+)?|such( an?)?|an?|this|that) (messages?|texts?|sms)\b/;
/** Words that point back at the subject in play ("that number", "the toll-free one", "it"). */
export const pointsBack = /\b(it|that|this|those|these|them|the same|one|such)\b/;
const switchIntents = ["contact", "careers", "privacy", "about", "services-overview"] as const;
/** Topics whose page is their subject. */
const topicPages: Record<string, string> = { contact: paths.contact, privacy: paths.privacy };

/**
 * The subject in play answers a question that names no subject of its own ("the customer didn't
 * message us first, possible?" after WhatsApp) when its page matches nearly as well as the page
 * the whole site would pick: a conversation stays on its subject until the visitor moves it.
 * A stated fact (a rate, a company term) is not overruled.
 */
export function subjectAnswer(
  engine: Answerer,
  reading: Reading,
  message: string,
  context: DialogueState,
  asked: Answer,
): Answer | undefined {
  // (With no service or market, the page of a topic in play: "which email should I write to?"
  // after our reply times is the contact page's.)
  // (Right after our contact details, the contact page: "and if I write on a Friday?")
  const subject =
    context.topic === "contact"
      ? paths.contact
      : context.service && !(context.service === smsServicePath && context.market)
        ? context.service
        : (context.market ?? topicPages[context.topic ?? ""]);
  // "Can customers text that number?" names SMS as a verb; "that number" is the subject in play.
  const smsAsVerb =
    reading.service === smsServicePath &&
    subject !== smsServicePath &&
    pointsBack.test(normalize(message)) &&
    !smsAsNoun.test(normalize(message));
  // (Naming the subject itself keeps it too: "can the toll-free one receive SMS?" about numbers.)
  const named = reading.service && reading.service !== subject && !smsAsVerb;
  if (!subject || named || reading.market) return undefined;
  // (Nor pictures, which no SMS market sends: "offers w pictures, sms cant do that right?" is RCS's.)
  const media = marketPaths.has(subject) && mediaInMessage.test(normalize(message));
  if (media || switchIntents.some((intent) => reading.intents.has(intent))) return undefined;
  if (asked.sources[0]?.path === subject || (asked.fromFacts && !asked.unanswered)) return undefined;
  // (SMS as a verb of "it" points back itself, however well the SMS pages match the words.)
  // ("Languages? We have Hindi customers too": what is asked counts, not what is told after it.)
  const close = (text: string) => engine.relevance(text, subject) >= SUBJECT_SHARE;
  if (!smsAsVerb && !close(message) && !close(askedSentence(message))) return undefined;
  return engine.answerWithin(message, subject);
}
