/**
 * Reads a message against the dialogue state: what it names itself (service,
 * market, traffic type, topic), whether it is a follow-up ("and Kuwait?",
 * "who regulates it there?") or a new topic, and the question the stateless
 * engine should answer: the message with the slots it leaves out filled in
 * from the state. Every pattern here is linear (no nested quantifiers).
 */
import { servicePath, smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { answerTypeOf } from "./answer-type.ts";
import { billingTermAsked } from "./company-answers.ts";
import {
  addedCount,
  addsFee,
  billAsked,
  comparingPrices,
  laterMonths,
  marketOnly,
  sameVolume,
  totalOfCount,
} from "./count-words.ts";
import { isFollowUp, roleNamed } from "./follow-up.ts";
import { agentFirst, followUpService, followUpTraffic, serviceName } from "./follow-up-service.ts";
import { bothMarkets, marketCounts } from "./markets-in-play.ts";
import { bareVolumeOf, messagesPerHead, senderIdCountOf, volumeOf } from "./message-counts.ts";
import { placeOnPage } from "./page-texts.ts";
import { namesTraffic } from "./rate-comparison.ts";
import { read } from "./read-message.ts";
import type { Reading, Resolution, Topic } from "./reading.ts";
import { givesLength } from "./segment-question.ts";
import { normalize } from "./text.ts";
import type { DialogueState } from "./types.ts";
import { asksFeeIncluded } from "./volume-cost.ts";
import { asksWhatWordMeans } from "./what-it-is.ts";
import { capabilityAsked, priceWordsIn } from "./yes-no.ts";

/** The words that bring a topic back into a follow-up's question. */
const topicWords: Record<Topic, string> = {
  pricing: "price",
  regulation: "regulator regulated",
  registration: "register sender id registration",
  careers: "jobs careers",
  privacy: "privacy",
  about: "about Relaywave",
  contact: "contact",
  "services-overview": "services",
};

/** A follow-up's question without the careers words resolve() adds to it, for searching the careers page itself. */
export const withoutCareersWords = (question: string) =>
  question.endsWith(` ${topicWords.careers}`) ? question.slice(0, -topicWords.careers.length - 1) : question;

const comparing = /\b(cheaper|more expensive|less expensive|compared?|versus|vs)\b/;

const yes =
  /^(yes|yeah|yep|yup|sure|ok|okay|please|please do|go ahead|do it|sounds good)( please| thanks| thank you| do)?$/;

export const isYes = (message: string) => yes.test(normalize(message));

const smsServicePath = servicePath("sms-services");
/** Topics that belong to SMS in a market. */
const marketTopics: string[] = ["registration", "regulation"];
const marketName = (path: string) =>
  smsCountries.find((country) => smsCountryPath(country.slug) === path)?.name ?? "";

const lengthAsked = (reading: Reading, message: string) =>
  !reading.service && !reading.market && (reading.attribute === "segments" || givesLength(message));
const samePriced = (reading: Reading, state: DialogueState) =>
  reading.market !== undefined &&
  reading.market === state.market &&
  state.topic === "pricing" &&
  reading.topic === "pricing";

export function resolve(message: string, state: DialogueState = {}): Resolution {
  const reading = read(message);
  if (!isFollowUp(reading, message, state)) {
    // "80k in UAE and 40k in Saudi, total?" names its markets, not its traffic: the type in play prices them.
    // ("And for our branch in Dubai the same volume?" names a market and asks that count's total there.)
    const written = volumeOf(message) ?? bareVolumeOf(message);
    const same = !written && state.topic === "pricing" && state.count && sameVolume.test(normalize(message));
    const counts = written ?? (same ? state.count : undefined);
    const carried =
      counts && state.topic === "pricing" && !reading.traffic && !namesTraffic(message)
        ? state.traffic
        : undefined;
    // (A count in a pricing conversation asks its total, though no price word is read: "كم اول شهر".)
    const priced =
      written && state.topic === "pricing" && !reading.intents.has("pricing") ? "price" : undefined;
    const again = same ? `${state.count} messages price` : priced;
    // (Asked only when there is a subject to keep: a first message has none.)
    const subject = Boolean(state.market || state.service) && !reading.market && !reading.service;
    const termOnly = subject && billingTermAsked(message);
    return {
      question: [message, again, carried].filter(Boolean).join(" "),
      state: pick({
        // ("How many characters in one message?": segments are SMS's, the subject from then on.)
        // (Our terms asked keep the subject for what follows: "how do we pay?", then "and 5 million OTPs?")
        service:
          reading.service ??
          (reading.attribute === "segments" ? smsServicePath : termOnly ? state.service : undefined),
        // (A message's length asked about keeps the market in play: its price follows.)
        market:
          reading.market ??
          (lengthAsked(reading, message) || termOnly || (reading.service === smsServicePath && state.market)
            ? state.market
            : undefined),
        // (The same market's fee asked after its OTP rate keeps the OTPs for the total that follows.)
        traffic:
          reading.traffic ??
          carried ??
          (samePriced(reading, state) || lengthAsked(reading, message) ? state.traffic : undefined),
        topic: reading.topic ?? (again ? "pricing" : undefined),
        count: volumeOf(message) ?? (same ? state.count : undefined),
        counts: marketCounts(message, reading.markets),
        together: reading.markets.length >= 2 ? reading.markets.length : undefined,
        withFee: counts && asksFeeIncluded(message) ? true : undefined,
      }),
    };
  }
  // "How do I apply?" is about a job after careers, about sender IDs or onboarding otherwise.
  // ("And the same 15,000 promotional to India?" asks a count's price, whatever was asked before.)
  // (So is a job's own word with a place or our offices: "or can I work remotely from Qatar?")
  const ofJobs =
    state.topic === "careers" &&
    (reading.topic === "registration" || (!reading.service && roleNamed.test(normalize(message))));
  const topic = ofJobs
    ? "careers"
    : // ("And for our branch in Dubai the same volume, with the sender registration?" is a total again.)
      // ("And first month with the sender id?" after 40,000 were priced: that total with the fee.)
      state.count &&
        (sameVolume.test(normalize(message)) || (state.topic === "pricing" && totalOfCount(message)))
      ? "pricing"
      : (reading.topic ?? (volumeOf(message) && reading.words <= 12 ? "pricing" : state.topic));
  const next = pick({
    service: followUpService(reading, message, state),
    market: reading.market ?? state.market,
    traffic: followUpTraffic(reading, state),
    topic,
  });
  const extra: string[] = [];
  // "What stack is that role?": the role the last answer was about.
  if (topic === "careers") {
    // (Or asks what only a role has: "what's the timezone requirement?" after the remote role.)
    // (Not the "it" of "how long does it take?" or "is it required?": of the hiring, not the role.)
    const pointed = normalize(message).replace(
      /\b(does|will|would|did|is|was) it (take|required|needed|necessary|mandatory)\b/g,
      "",
    );
    const ofRole = rolePointer.test(pointed) || roleDetail.test(normalize(message));
    const role = state.role && ofRole ? ` ${state.role}` : "";
    return { question: `${message}${role} ${topicWords.careers}`, state: pick({ topic, role: state.role }) };
  }
  // Regulators and sender-ID registration are on the market pages: "there" means SMS in that market.
  // (Not while another service is the subject: "what documents?" about a Dubai number is the number's.)
  const smsInPlay = !next.service || next.service === smsServicePath;
  const marketTopic =
    (topic === "regulation" || topic === "registration") && next.market && !reading.service && smsInPlay;
  if (marketTopic) next.service = smsServicePath;
  if (!reading.service && next.service) extra.push(serviceName(next.service));
  // The place stays in the frame, but a follow-up about another channel ("how long to go live?"
  // after WhatsApp for a shop in Hyderabad) asks about the channel, not about the place again.
  // Unless that channel's page speaks of the place ("what paperwork for it?" about a Dubai number).
  const spoken = next.market && !smsInPlay ? placeOnPage(next.service, next.market) : undefined;
  // "Fees for both?", "दोनों जगह?": the two markets in play, each by name.
  // (Or the first month's total of the count priced: "يعني اول شهر كله كم؟", or the months after.)
  const ofMarkets =
    Boolean(reading.attribute || reading.traffic) ||
    reading.intents.has("pricing") ||
    Boolean(state.count && (addsFee(message) || laterMonths.test(normalize(message))));
  const pair = !reading.market && bothMarkets(message, state, ofMarkets);
  if (pair) next.together = pair.length;
  if (pair && smsInPlay) extra.push(pair.map(marketName).join(" and "));
  else if (!reading.market && next.market && (smsInPlay || spoken))
    extra.push(spoken ?? marketName(next.market));
  // "Is it cheaper than Qatar?" compares the new market with the one in play.
  if (reading.market && state.market && reading.market !== state.market && comparing.test(normalize(message)))
    extra.push(marketName(state.market));
  // "What if the SMS doesn't arrive?" after a price asks something else of it: prices stay behind.
  const shape = answerTypeOf(message);
  // (Nor does "can patients reply to the SMS to confirm?", which asks what the service can do.)
  const capability = capabilityAsked(message);
  // (Nor "what is DLT?", which asks what a word means.)
  const defining = asksWhatWordMeans(message) && !priceWordsIn(message);
  if (
    topic === "pricing" &&
    !reading.topic &&
    ((shape && shape.type !== "price") || capability || defining)
  ) {
    delete next.topic;
  }
  // "How do I apply?" says too little to find the registration passage: its topic words always help.
  // (A market's registration or regulator only while SMS is the service: "what documents?" about a
  // Dubai number carried no sender-ID words.)
  else if (topic && (!reading.topic || marketTopic) && (smsInPlay || !marketTopics.includes(topic)))
    extra.push(topicWords[topic as Topic] ?? "");
  // A market with no service is its SMS page.
  if (next.market && !next.service) extra.push("SMS");
  // "And for 50,000 of them?" after a rate: the traffic type in play prices them. "And in Kuwait?"
  // after the OTP rate in Saudi Arabia asks Kuwait's OTP rate.
  const newMarket = reading.market !== undefined && reading.market !== state.market;
  // (And a length given after promotional rates: "and in Arabic, about 120 characters?".)
  // ("Which one is cheaper?" after the promotional rates compares promotional rates.)
  // ("Each parent about 5 messages a month, total?" after 1,200 parents: that many messages each.)
  const perHead =
    topic === "pricing" && state.count && !volumeOf(message) ? messagesPerHead(message) : undefined;
  const headCount = perHead && state.count ? perHead * state.count : undefined;
  if (headCount) extra.push(`${headCount} messages`);
  const priced =
    volumeOf(message) ||
    headCount ||
    givesLength(message) ||
    comparingPrices.test(normalize(message)) ||
    (topic === "pricing" &&
      (newMarket || Boolean(bareVolumeOf(message)) || billAsked.test(normalize(message))));
  // (Not to a message naming both: "80k promotional and 20k order updates, total?")
  if (!reading.traffic && next.traffic && priced && !namesTraffic(message)) extra.push(next.traffic);
  // The count last priced stays with the market's prices: "add the sender ID charge to it" adds
  // the fee to that total.
  // ("And in Kuwait, the same volume?" carries it to the new market.)
  const counted = volumeOf(message) ?? headCount ?? (topic === "pricing" ? bareVolumeOf(message) : undefined);
  // ("And for Bahrain?" after a total asks the same total there.)
  const same = sameVolume.test(normalize(message)) || (newMarket && marketOnly.test(normalize(message)));
  const kept = topic === "pricing" && (!newMarket || same) ? state.count : undefined;
  next.count = counted ?? kept;
  // (A total with the fees, asked again of another market: "and the same campaign in Qatar?")
  const withFee = asksFeeIncluded(message) || (!counted && kept !== undefined && same && state.withFee);
  if (next.count && withFee) next.withFee = true;
  // (Or each market's own: "and the month after?" after "10k in Kuwait and 30k in Bahrain".)
  const perMarket = !counted && !kept && topic === "pricing" && !newMarket ? state.counts : undefined;
  if (perMarket) next.counts = perMarket;
  const spread = Object.entries(perMarket ?? {}).map(
    ([market, count]) => `${count} in ${marketName(market)}`,
  );
  const type = reading.traffic ? "" : (next.traffic ?? "");
  if (spread.length > 1 && laterMonths.test(normalize(message)))
    extra.push(`${spread.join(" and ")} per month without the fees`, type);
  // (The count was each market's when two are in play: "add the fees for both countries".)
  const each = pair ? " each" : "";
  if (!counted && kept && totalOfCount(message))
    extra.push(
      `${kept} messages${each} including sender id fee`,
      reading.traffic ? "" : (next.traffic ?? ""),
    );
  else if (!counted && kept && (same || billAsked.test(normalize(message))))
    extra.push(`${kept} messages${each}${state.withFee ? " including sender id fee" : ""}`);
  // ("And the months after?" the first month's total with fees: the same count, without them.)
  else if (!counted && kept && laterMonths.test(normalize(message)))
    extra.push(
      `${kept} messages${each} per month without the fees`,
      reading.traffic ? "" : (next.traffic ?? ""),
    );
  if (topic === "pricing" && !newMarket)
    extra.push(addedCount(message, state, counted, reading.traffic) ?? "");
  // ("And if I want two, one for promotions and one for OTP?" after a fee: that many sender IDs' fees.)
  if (topic === "pricing" && !counted && senderIdCountOf(message)) extra.push("sender id fee");
  const question = [agentFirst(reading, message, state), message, ...extra].filter(Boolean).join(" ");
  return { question, state: pick(next) };
}

/** Words that point at the role in play ("is that one remote?"; not "they ask a long test?", the hirers); what a role has. */
const rolePointer = /\b(it|its|this|that|the (role|job|position))\b/;
const roleDetail = /\b(time ?zones?|utc|stack|tech|technolog\w*|frameworks?|team|requirements?)\b/;

/** The state without empty slots, so equal states serialise equally. */
function pick(state: DialogueState): DialogueState {
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined));
}
