/**
 * Whether a message leans on the conversation so far ("and Kuwait?", "who regulates it there?",
 * "doesn't arrive?", "same question") or starts over ("Are you hiring?", "Can you send to
 * Oman?"). Every pattern here is linear (no nested quantifiers).
 */
import { servicePath } from "../../app/content/catalogue.ts";
import { answerTypeOf } from "./answer-type.ts";
import { companyTermAsked } from "./company-answers.ts";
import { addsFee, comparingPrices } from "./count-words.ts";
import { asksAfresh } from "./fresh-question.ts";
import { offTopicRequest, smallTalk } from "./intents.ts";
import { bareVolumeOf, senderIdCountOf } from "./message-counts.ts";
import { customersReply } from "./page-choice.ts";
import { unservedCountry } from "./places.ts";
import { timeOf } from "./promotion-asked.ts";
import type { Reading, Topic } from "./reading.ts";
import { askedSentence, normalize } from "./text.ts";
import type { DialogueState } from "./types.ts";

const smsServicePath = servicePath("sms-services");

/** Words that tie a message to what came before it. */
const followUpMarker =
  /^(and|also|plus|or|so|then|what about|how about|same for|same in|in|sorry|oops|actually)\b|\b(there|it|its|that|this|them|those|these|the (msgs|messages)|as well|too|instead|i meant|i mean|same (restrictions?|rules?|limits?|timings?|hours))\b/;

/** Words that add a question to the last answer's subject: "…in Tamil too?", "and there?". */
const addsToLast = /^(and|also|so)\b|\b(too|as well|there)\b/;
/** A question that opens by leaning on the last one: "and in Qatar?", "what about promotional?". */
const leadingMarker = /^(and|also|so|what about|how about|same for|same in)\b/;
/** "Sorry, I meant Kuwait", "no wait, I mean for WhatsApp". */
const correction = /^((sorry|oops|no|actually|wait) ){0,3}(i meant|i mean)\b/;

/** "There" as a place, not the "there" of "is there any…" or "there are". */
const placeThere = /(?<!\b(is|are|was|were|any) )\bthere\b(?! (is|are|was|were|will|must|should|any)\b)/;

export const pronoun = /\b(it|its|this|that|they|them)\b/;

/** A question about "it" or "us" with nothing named: "how long until we are live?", "how much?". */
const ellipticalQuestion =
  /^(how (long|much|many|fast|soon|quickly)\b|(how|can|could|do|does|will|is|are|what if)\b.*\b(we|our|us|you|your|it)\b)/;

const ourHowLong = /^how (long|much|many|fast|soon|quickly)\b(?!.*\b(you|your|my|i)\b).*\b(we|our|us|it)\b/;

/** "How long till I can actually send?", "how soon before we can start?": waiting to begin. */
const untilSending =
  /^((and|so|ok|okay) )?how (long|soon|many (days|weeks))( \w+){0,3} (till|til|until|untill|before)( \w+){0,4} (send|sending|start|live|launch)\b/;

/** A message this short with a word that ties it to the last answer ("too", "there") follows on. */
const SHORT_FOLLOW_UP_WORDS = 9;
/** A follow-up that says it is one ("same question") may be this long. */
const LONG_FOLLOW_UP_WORDS = 14;
/** A lower rate for volume asked: "cheaper rate on volume?", "any bulk discount?". */
const volumeDiscount =
  /\b(cheaper|lower|better|reduced|discount\w*)( \w+){0,3} (on|for|with|at|if) (volume|bulk|higher volumes?|large volumes?|more volume|commit\w*)\b|\b(volume|bulk) (discount\w*|pricing|rates?)\b|\b(on|for) (volume|bulk) (cheaper|lower|better|reduced) (rates?|prices?)\b/;
const sameQuestion =
  /\b(same (question|thing|things|info|information|details|data|figures|numbers)|same for|same there|same in|same (sms|msgs?|messages?) there)\b/;
/**
 * A question this short after what the visitor tells ("we want to send renewal offers. what hours
 * can we send?") asks of the subject in play as a short message would.
 */
const SHORT_ASKED_WORDS = 6;
const askedWords = (message: string) => askedSentence(message).split(" ").length;
/** A question this short that asks only a kind of answer leans on the subject in play. */
const SHORT_KIND_WORDS = 4;
/** "And…", "ok so…": a message that says it goes on from the last answer. */
const opensOnward = /^((ok|okay|oh|hmm) )?(and|so|also|then)\b/;
const onward = (text: string) => opensOnward.test(normalize(text)) || answerTypeOf(text)?.type === "optOut";

/** A job's own words: "that role", "apply", "the interview". */
export const roleNamed =
  /\b(role|roles|job|jobs|position|vacancy|apply|applying|application|interview|salary|stipend|cv|resume|remote|remotely|hybrid|relocat\w*|visa|benefits|insurance)\b/;

/** Whether the message leans on the state rather than starting over. */
export function isFollowUp(reading: Reading, message: string, state: DialogueState): boolean {
  if (!state.service && !state.market && !state.topic && !state.page) return false;
  // ("An office in Doha? Or can I work remotely from Qatar?" while jobs are the topic: about the jobs.)
  if (state.topic === "careers" && !reading.service && roleNamed.test(normalize(message))) return true;
  // ("What is the weather in Riyadh?" after our services: small talk about a place, no follow-up.)
  if (smallTalk.test(normalize(message)) || offTopicRequest.test(normalize(message))) return false;
  // "Can you send to Oman?" after India's rates names a place we do not serve: a question of its own.
  if (!reading.market && unservedCountry(message)) return false;
  // A new business topic that names nothing of the old one is a switch ("Are you hiring?").
  const switchTopics: Topic[] = ["careers", "privacy", "about", "services-overview", "contact"];
  // But "which channels can it work on?" asks the service in play what channels it covers.
  const aboutService =
    reading.topic === "services-overview" &&
    state.service &&
    !reading.service &&
    pronoun.test(normalize(message));
  // ("How many services do you have?" after the best channel for a use: all of them, again.)
  const overviewAgain = reading.topic === "services-overview";
  if (
    reading.topic &&
    switchTopics.includes(reading.topic) &&
    (reading.topic !== state.topic || overviewAgain) &&
    !aboutService
  )
    return false;
  // ("Which gulf country is cheapest?" after two were compared, "a fee to open an account?")
  if (asksAfresh(reading, message)) return false;
  // "Can we get a cheaper rate on volume?" after a market's price asks our volume terms, not the rate again.
  if (!reading.market && volumeDiscount.test(normalize(message))) return false;
  // "Can we pay monthly by invoice instead of prepaid?" after a market's price asks our terms.
  // (Not "how is that billed?", which points at the subject, nor a time: "any timing restriction?")
  const term =
    !reading.market && !reading.service && !pronoun.test(normalize(message)) && companyTermAsked(message);
  if (term && term !== "hours") return false;
  // "Any remote positions?", "how do I apply for it?" while jobs are the topic are about jobs.
  // (A place named beside the role is where the applicant is: "pune is utc+5:30, fine for that role?")
  if (
    state.topic === "careers" &&
    !reading.service &&
    (!reading.market || roleNamed.test(normalize(message))) &&
    (!reading.topic || reading.topic === "careers" || reading.topic === "registration") &&
    // (Longer when it points at the role: "i dont speak arabic, is that ok for that one?")
    reading.words <= (pronoun.test(normalize(message)) ? 12 : 8)
  )
    return true;
  // "Cheaper here or in the UAE?" after Saudi Arabia: one market named against the one in play.
  if (
    reading.markets.length === 1 &&
    state.market &&
    reading.market !== state.market &&
    comparingPrices.test(normalize(message)) &&
    reading.words <= 10
  )
    return true;
  // "So the whole first month, how much?" after a count was priced: that total with the fees.
  if (state.topic === "pricing" && state.count && !reading.market && !reading.service && addsFee(message))
    return true;
  // "Which ways can we integrate?" while a service is in play asks how to connect to that one.
  const integrating =
    /\b(which ways|what ways|how (do|can|would) (we|i) (integrate|connect)|integration (options|methods))\b/.test(
      normalize(message),
    );
  if (integrating && state.service && !reading.service && !reading.market && reading.words <= 10) return true;
  // "Can parents reply to confirm?" while SMS is in play: two-way SMS, not RCS's reply buttons.
  const replies = customersReply.test(normalize(message)) && !reading.service && !reading.market;
  if (replies && (state.service === smsServicePath || state.market) && reading.words <= 10) return true;
  // "Can we send them at 8 am?" while a market is in play asks about sending there then.
  if (state.market && !reading.market && !reading.service && timeOf(message)) return true;
  // "How long till I can actually send?" while a market is in play: its registration time.
  if (
    state.market &&
    !reading.market &&
    !reading.service &&
    untilSending.test(normalize(message)) &&
    reading.words <= 10
  )
    return true;
  // "What papers do you need?" while a market is in play asks that market's fact.
  // Not "how long…" on its own: that asks a market's registration time only with "it" or "that",
  // or when it names the registration ("how long is the sender ID registration?").
  // (Naming SMS, whose fact it is, too: "for promo SMS, why must my sender name end with -AD?")
  if (
    reading.attribute &&
    (reading.attribute !== "registrationTime" || reading.topic === "registration") &&
    !reading.market &&
    (!reading.service || reading.service === smsServicePath) &&
    state.market &&
    // (Longer when it says it follows on: "and the receipts right after donation, can they go at night?",
    // names SMS, whose fact it is, or points back: "what docs u need from me for that? i have CR".)
    (reading.words <= 10 ||
      ((reading.service === smsServicePath || pronoun.test(normalize(message))) &&
        reading.words <= LONG_FOLLOW_UP_WORDS) ||
      askedWords(message) <= SHORT_ASKED_WORDS ||
      // ("Ok and what is this AD thing I saw on the page?": it says it goes on, as "we also want
      // to send summer offers, same sender name ok?" does.)
      ((opensOnward.test(normalize(message)) || /\b(we|i) also\b/.test(normalize(message))) &&
        reading.words <= LONG_FOLLOW_UP_WORDS) ||
      (reading.attribute === "promotionalHours" &&
        /^(and|so|also|then)\b/.test(normalize(message)) &&
        reading.words <= LONG_FOLLOW_UP_WORDS))
  )
    return true;
  // "How long does the approval usually take?" after India's documents: a question of a market
  // fact's kind (a duration, documents, a time window) that names nothing, while registration
  // or a market's fact is the topic.
  const factKind = ["duration", "documents", "window"].includes(answerTypeOf(message)?.type ?? "");
  if (
    factKind &&
    state.market &&
    (state.topic === "registration" || state.attribute) &&
    !reading.service &&
    !reading.market &&
    reading.intents.size === 0 &&
    // (Or a short question with what the visitor tells after it: "how long it takes? our launch is in 10 days".)
    (reading.words <= 10 || askedWords(message) <= SHORT_ASKED_WORDS)
  )
    return true;
  // "Doesn't arrive?", "and if it fails?" after RCS: a short question that asks only the kind of
  // answer (what if it fails, how long, which documents) is asked of the subject in play.
  if (
    (state.service || state.market) &&
    !reading.service &&
    !reading.market &&
    reading.intents.size === 0 &&
    // (Longer when it opens with "and…" or asks of an opt-out: "what if a parent replies STOP?")
    reading.words <= (onward(message) ? LONG_FOLLOW_UP_WORDS : SHORT_KIND_WORDS) &&
    answerTypeOf(message) !== undefined
  )
    return true;
  // (Longer when "it" is the subject: "if a patient asks something it doesn't know, what does it do?")
  if (
    state.service &&
    !reading.attribute &&
    !reading.service &&
    !reading.market &&
    reading.intents.size === 0 &&
    reading.words <= 12 &&
    /\bit\b/.test(normalize(message)) &&
    answerTypeOf(message) !== undefined
  )
    return true;
  // "Ok, and the price for the offers and for the order updates?" after India's hours: a price
  // asked of nothing else is the market's in play. "No wait, it's for our UAE branches. Same
  // question": the same question of another subject.
  const priceOfPlay = reading.intents.has("pricing") && state.market && !reading.market && !reading.service;
  if ((priceOfPlay || sameQuestion.test(normalize(message))) && reading.words <= LONG_FOLLOW_UP_WORDS)
    return true;
  // (Longer when it counts what is priced: "we plan 10k per country per month, whats the monthly
  // total for the 3 without fees".)
  if (priceOfPlay && bareVolumeOf(message) && reading.words <= 2 * LONG_FOLLOW_UP_WORDS) return true;
  // ("So 200,000 a month, how many?" after a market's price: that count priced there.)
  const counted = !reading.service && !reading.market && bareVolumeOf(message) !== undefined;
  if (counted && state.topic === "pricing" && state.market && reading.words <= LONG_FOLLOW_UP_WORDS)
    return true;
  // ("And if we want two names, one for alerts and one for marketing?" after a market's fee: that many.)
  if (state.market && !reading.market && senderIdCountOf(message) && reading.words <= LONG_FOLLOW_UP_WORDS)
    return true;
  // "Ok then for SMS, 2000 promo a month, with that registration?" after WhatsApp in the UAE: a
  // count of SMS, the market's own service, priced in the market in play.
  const smsCounted =
    reading.service === smsServicePath &&
    state.market &&
    !reading.market &&
    bareVolumeOf(message) !== undefined;
  if (smsCounted && state.service !== smsServicePath && reading.words <= 2 * LONG_FOLLOW_UP_WORDS)
    return true;
  // "How long until we are live?": a short question that names nothing of its own asks about
  // the subject in play.
  if (
    !reading.service &&
    !reading.market &&
    // (A price of it is still about it: "how long to set up and what does it cost?")
    (!reading.topic || reading.topic === "pricing") &&
    [...reading.intents].every((intent) => intent === "pricing") &&
    // "How long until we can go live?" (our project) is elliptical at up to ten words; "how long do
    // you keep my chat messages?" is about us, and stands alone.
    reading.words <= (ourHowLong.test(normalize(message)) ? 10 : 6) &&
    ellipticalQuestion.test(normalize(message))
  )
    return true;
  // "…need something special in the sender name there?": "there" as a place (not "is there any…")
  // points at the market in play, however long the message.
  if (state.market && !reading.market && reading.words <= 16 && placeThere.test(normalize(message)))
    return true;
  // "Ok and for 50,000 of them a month in Kuwait, total?" names the market in play again and points
  // back at what was priced there: still the same frame, however long.
  // (A question of ours, not "is it gonna be hot in Jeddah?")
  if (
    reading.market &&
    reading.market === state.market &&
    !reading.service &&
    reading.intents.size > 0 &&
    reading.words <= 16 &&
    followUpMarker.test(normalize(message))
  )
    return true;
  // Long messages stand on their own even with an "it" or a "there" in them.
  if (reading.words <= SHORT_FOLLOW_UP_WORDS && followUpMarker.test(normalize(message))) return true;
  // Unless the question is short and what follows only tells: "and in Qatar? we're opening 3
  // branches in Doha next year"; or the visitor corrects themselves: "sorry i meant for Kuwait, we
  // have a branch there too".
  const question = normalize(
    message
      .split("?")[0]
      ?.split(/[.!]\s/)
      .at(-1) ?? "",
  );
  if (message.includes("?") && question.split(" ").length <= SHORT_KIND_WORDS && leadingMarker.test(question))
    return true;
  // ("Can I send the offer in Tamil too? Most of my customers are from Tamil Nadu.": a short
  // question that leans on the last answer, then what the visitor tells.)
  const toldAfter = message.includes("?") && !/\?\s*$/.test(message.trim());
  // (Not "could we do the reminders as calls instead? like press 1…", which names something new.)
  if (toldAfter && question.split(" ").length <= SHORT_FOLLOW_UP_WORDS && addsToLast.test(question))
    return true;
  if (correction.test(normalize(message)) && reading.words <= LONG_FOLLOW_UP_WORDS) return true;
  // "What if the SMS fails?" about SMS in Bahrain names the service in play, and keeps the market.
  // (A market in play with no service is SMS in that market: "max length for the sender ID?".)
  const serviceInPlay = state.service ?? (state.market ? smsServicePath : undefined);
  if (reading.service && reading.service === serviceInPlay && state.market && !reading.market) return true;
  // "Kuwait?", "promotional?", "how do I get started?": a short message that changes one slot.
  // A service named on its own starts over ("Do you have virtual numbers?").
  if (reading.service && !reading.market && !reading.traffic) return false;
  const changesASlot = Boolean(reading.market || reading.traffic || reading.topic);
  const complete = Boolean(reading.topic && reading.market);
  return reading.words <= 6 && changesASlot && !complete;
}
