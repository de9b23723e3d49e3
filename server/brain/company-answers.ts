/**
 * Questions about the company's own terms (uptime, payment, trial, commitment, discounts,
 * certifications, offices) and about channels we do not offer, answered from the facts
 * (company/facts.ts) in one or two sentences, or honestly where the site states nothing. The
 * topics' words are content (assistant/vocabulary/<locale>.ts), matched by phrases.ts.
 */

import { assistantVocabulary } from "../../app/content/assistant/vocabulary/index.ts";
import type { CompanyTopic } from "../../app/content/assistant/vocabulary/types.ts";
import { servicePath, services } from "../../app/content/catalogue.ts";
import { companyFacts } from "../../app/content/company/facts.ts";
import { officeHours } from "../../app/content/company/values.ts";
import type { TimeZone } from "../../app/content/facts/types.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { siteTexts } from "../../app/content/site/index.ts";
import { paths } from "../../app/content/site-map.ts";
import { answerTypeOf } from "./answer-type.ts";
import { zoneNamed } from "./clock-zones.ts";
import { closedDayAnswer, contactOn } from "./closed-day.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { officeVerdict } from "./office-asked.ts";
import { bestMatch, mentions, phrase, wordsOf } from "./phrases.ts";
import { chatRetentionAnswer, ipWithChat, namesPrivacyData } from "./privacy-asked.ts";
import { say } from "./say.ts";
import { scriptCharged } from "./segment-question.ts";
import { normalize } from "./text.ts";

const words = assistantVocabulary[defaultLocale];
const topics = (Object.entries(words.companyTopics) as [CompanyTopic, readonly string[]][]).map(
  ([topic, list]) => [topic, list.map(phrase)] as const,
);
const channels = words.otherChannels.map((name) => ({ name, match: { ...phrase(name), fuzzy: false } }));

/** The company topic a question asks about: the one most of whose phrases it uses. */
export function companyTopicOf(question: string): CompanyTopic | undefined {
  return bestMatch(wordsOf(question), topics);
}

/**
 * Words that open a question of their own ("when… where…" asks two things), or a request ("how
 * long do you keep my chats? I want them deleted").
 */
const questionWords = /\b(when|where|how|what|who|which|since when|i want|we want|please)\b/g;

/**
 * The other company topics a message asks about besides `first`, when it asks several in one
 * ("when were you founded and where is your office?", "متى تأسست ووين مقركم؟", "pls confirm: year
 * founded, office location, and uptime target"); none when it asks one, whatever words two topics
 * share ("your office hours"). A list asks one topic per item.
 */
export function moreCompanyTopics(question: string, first: CompanyTopic): CompanyTopic[] {
  const text = normalize(question);
  // (Split before normalising, which drops the commas.)
  const listed = question
    .split(/[,;:?،؟।]| and | & /i)
    .map((item) => companyTopicOf(item))
    .filter(
      (topic): topic is CompanyTopic => topic !== undefined && topic !== first && topic !== "unpublished",
    );
  if (listed.length) return [...new Set(listed)].slice(0, 2);
  const asking = new Set(text.match(questionWords) ?? []);
  if (asking.size < 2) return [];
  const read = wordsOf(question);
  const second = topics.find(
    ([topic, list]) =>
      topic !== first && topic !== "unpublished" && list.some((match) => mentions(read, match)),
  )?.[0];
  return second ? [second] : [];
}

/** A messaging channel we do not offer that the question names ("Telegram"), as the visitor wrote it. */
export function otherChannelOf(question: string): string | undefined {
  const read = wordsOf(question);
  const found = channels.find(({ match }) => mentions(read, match));
  return found ? found.name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()) : undefined;
}

/**
 * "A fashion brand selling on Instagram", "our Instagram page": the visitor's own channel, said
 * as who they are, not asked of us.
 */
export function ownChannel(question: string, channel: string): boolean {
  const name = normalize(channel).replace(/[^a-z0-9 ]/g, "");
  return new RegExp(
    `\\b(sell|sells|selling|sold|we are|we're|active|only) (on|via|through) ${name}\\b|\\bour ${name}\\b|` +
      // (Where leads come from: "leads coming from instagram ads".)
      `\\bfrom ${name}\\b|\\b${name} (ad|ads|campaign|campaigns|page|account|followers)\\b`,
  ).test(normalize(question));
}

const cityOf = (id: string) => siteTexts[answerLocale()].careers.cities[id] ?? id;

/**
 * The company term a question asks for, when our answer to it is the answer: not the trial asked
 * for its timing ("how fast can we start testing?"), which the page's FAQ states and the trial's
 * answer does not. ("How long have you been in business?" is still the year.)
 */
/** How we bill ("how do we pay?", "any minimum?", "volume discount?"): asked between prices. */
export const billingTermAsked = (question: string) =>
  (["payment", "commitment", "discounts"] as const).some((term) => term === companyTermAsked(question));

export function companyTermAsked(question: string): CompanyTopic | undefined {
  if (trialTimingAsked(question)) return undefined;
  const text = normalize(question);
  // (Or asks where to complain: "where do I file a complaint?")
  // ("Failed messages in Kuwait, who do I contact?": a trouble and whom to tell is support's too.)
  // ("My OTPs are not delivering since morning, what to do?": our own trouble, asked what to do.)
  const telling =
    customerSays.test(text) || whomToTell.test(text) || (/\b(my|our)\b/.test(text) && whatToDo.test(text));
  if ((telling && troubleWords.test(text)) || complaining.test(text)) return "support";
  // "Is anyone available on Friday?", "sunday ko koi milega?": a day asked of our team is our hours.
  // (Not beside "how long do you take to reply?", whose answer gives the days too.)
  const onDay =
    ((dayAsked.test(text) && staffAsked.test(text)) || (hourAsked.test(text) && personAsked.test(text))) &&
    !replyTimeAsked.test(text);
  // ("Is there 24x7 support phone?": whether our support is round the clock is our hours.)
  const roundTheClock = allHours.test(text) && /\bsupport\b/.test(text);
  const topic = companyTopicOf(question) ?? (onDay || roundTheClock ? "hours" : undefined);
  // ("My invoice shows 2 SMS for one Arabic message": why it counts two, not how to pay.)
  if (topic === "payment" && scriptCharged(text)) return undefined;
  // "Do you store my IP address?", "do you keep a recording of my voice?": the privacy policy's
  // sentence on that data says whether, which the retention periods do not.
  if (topic === "retention" && namesPrivacyData(question) && !ipWithChat(text)) return undefined;
  // "Could an AI agent answer those calls after hours?" asks what an agent or a number does out of
  // hours, not when our team works.
  // ("What time zone should we schedule in?" asks the market's zone for the messages.)
  if (topic === "hours" && (workedByService.test(text) || scheduling.test(text))) return undefined;
  // "We are a telecom reseller… give me your rates": who is asking, not a question about a programme.
  if (
    topic === "reselling" &&
    resellerWhoAsks.test(text) &&
    !programmeAsked.test(text.replace(resellerWhoAsks, ""))
  )
    return undefined;
  return topic;
}

/** The visitor saying they are a reseller: "we are a telecom reseller", "telecom reseller. monthly…". */
const resellerWhoAsks =
  /\b(?:we|i) (?:resell|re-sell)\b|\b(?:we are|we'?re|i am|i'?m|as)\s+(?:an?\s+)?(?:[a-z]+\s+)?resellers?\b|^\s*(?:[a-z]+\s+)?resellers?\b(?!\s+(?:program|programme|plan|account|pricing|price|rates?|margin))/;
/** What a reseller programme question names besides the word. */
const programmeAsked =
  /\b(white ?label\w*|margins?|partner\w*|program\w*|commission\w*|resell(?:ing)?|own brand|discount\w*)\b/;

/**
 * How soon a visitor can start testing ("how quickly can I start testing?"): a page's FAQ states
 * it. "How long is the free trial?" names the trial, and our answer about it (the test account,
 * whose length the site does not state) is the honest one.
 */
export const trialTimingAsked = (question: string): boolean =>
  companyTopicOf(question) === "trial" &&
  answerTypeOf(question)?.type === "duration" &&
  !/\btrials?\b/.test(normalize(question));

/** The visitor about to call or ring us. */
const callingUs =
  /\b(i'?ll|i will|we'?ll|we will|i'?d like to|i want to|going to) (call|phone|ring)\b|\b(call|phone|ring) you\b/;

/** Our phone number or e-mail asked for beside where we are ("where is your office? and your phone and email"). */
const contactDetailsAsked =
  /\b(phone|telephone|mobile|email|e-mail|mail id|contact (number|details)|number to call)\b/;

/** An agent, a bot, an IVR or a number that works out of hours for the visitor. */
const workedByService =
  /\b(ai agent|agents?|bot|chatbot|ivr|voicemail|virtual number|forward\w*|auto[- ]?repl\w*|automatic\w*|answer (the |those |our )?calls)\b/;

/** A day of the week, or the weekend. */
const dayAsked = /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekends?)s?\b/;
/** An hour of the clock asked of someone of ours: "it's 7 pm in Dubai now, will anyone pick up?". */
const hourAsked = /\b\d{1,2}(:\d{2})? ?(am|pm)\b/;
const personAsked = /\b(anyone|anybody|someone|somebody|pick up)\b/;
const replyTimeAsked = /\b(how (long|quickly|soon|fast))\b/;
/** Someone of ours at work on it. */
const staffAsked =
  /\b(anyone|anybody|someone|somebody|available|open|reply|respond|work|working|team|support)\b/;

/** Messages timed for their recipients ("and when can we send, Sunday 8 pm?"): the market's clock, not ours. */
const scheduling = /\b(schedule|scheduling|scheduled|campaigns?|promotions?|promos?|blasts?|send|sending)\b/;

/** A visitor who says they are a customer ("we're already your customer") … */
const customerSays =
  /\b(we are|we're|were|i am|i'm|im) (already )?(an? )?(existing |current )?(your )?(customers?|clients?)\b|\b(existing|current) (customers?|clients?) (here|of yours)\b/;
/** Every hour of every day: "24x7", "24/7", "round the clock". */
const allHours = /\b(24 ?x ?7|24 ?\/ ?7|round the clock|24 hours?)\b/;
/** Or asks whom to tell ("who do I contact?") … */
const whomToTell = /\bwho (do|should|can) (i|we) (contact|talk to|speak to|write to|call|reach)\b/;
/** Or asks what to do about a trouble of theirs ("…not delivering, what to do?") … */
const whatToDo =
  /\b(what (to|should (i|we)|can (i|we)|do (i|we)) do|what now|(please|pls) help|how (to|do (i|we)|can (i|we)) fix)\b/;
/** … and names a trouble ("OTPs are not delivering", "our sender ID stopped showing") wants support. */
export const troubleWords =
  /\b(stopped|not (delivering|delivered|arriving|working|showing|going through|receiving)|failing|failed|broken|down|issue|problem|error|random number|delayed|delays?|late|slow|complaint|blocked|rejected)\b/;

const specialDiscount =
  /\b(ngos?|non ?-?profits?|nonprofits?|charit(y|ies)|not for profit|students?|government|educational|special)\b/;
const complaining = /\b((file|raise|make|lodge|submit) an? complaint|complain|escalate)\b/;

/** The time zone a question names by a place or an abbreviation, when it is not the office's own. */
function zoneAsked(question: string): TimeZone | undefined {
  const named = zoneNamed(question);
  const opening = companyFacts.openingHours.timeZone;
  return named && named.utcOffsetMinutes !== opening.utcOffsetMinutes ? named : undefined;
}

/** The answer to a company topic, from the facts. */
export function companyAnswer(topic: CompanyTopic, question = ""): string {
  const text = normalize(question);
  const ofChat = topic === "retention" ? chatRetentionAnswer(text) : undefined;
  if (ofChat) return ofChat;
  const headquarters = companyFacts.offices.find((office) => office.headquarters);
  if (topic === "unpublished") return say.companyUnpublished(cityOf(headquarters?.id ?? ""));
  // "A special NGO discount?": none is published for any kind of organisation; volume discounts are.
  if (topic === "discounts" && specialDiscount.test(text)) return say.companyDiscountsSpecial();
  // "What are your hours in IST?", "…I'm in Mumbai": the same hours on that clock too.
  const zone = topic === "hours" ? zoneAsked(question) : undefined;
  if (zone) return say.companyHoursIn(officeHours(answerLocale(), zone));
  // "And if I write on a Friday?": that day is closed, and the next business day answers.
  const closed = topic === "hours" ? closedDayAnswer(question) : undefined;
  if (closed) return closed;
  // "What are your office hours, I'll call": the hours with the number to call.
  if (topic === "hours" && callingUs.test(text)) return say.contact();
  if (topic !== "offices") return say.company[topic];
  const offices = say.companyOffices(
    cityOf(headquarters?.id ?? ""),
    companyFacts.offices.filter((office) => !office.headquarters).map((office) => cityOf(office.id)),
  );
  const said = contactDetailsAsked.test(text) ? `${offices} ${say.contact()}` : offices;
  return `${officeVerdict(question, companyFacts.offices)}${said}`;
}

/**
 * How to reach us, to a message asking for it: the closed day's answer when it names one, and where
 * our offices are when it asks that too ("where's your office? and your phone and e-mail").
 */
export function contactReply(question: string): string {
  const term = companyTermAsked(question);
  const offices = term && [term, ...moreCompanyTopics(question, term)].includes("offices");
  return offices ? `${companyAnswer("offices")} ${contactOn(question)}` : contactOn(question);
}

export function otherChannelAnswer(channel: string): string {
  return say.otherChannel(
    channel,
    services.map((service) => service.name),
  );
}

/**
 * A channel we do not offer, asked of us: that we do not, and the pages to link. Not a channel
 * the site now offers (a new service file names it as a service), nor the visitor's own ("we sell
 * on Instagram"). With a service of ours it named, that service too ("connect Instagram messages
 * to your bot?" and our AI agents).
 */
export function unofferedChannelReply(
  question: string,
  serviceMentions: readonly string[],
  titleOf: (path: string) => string,
): { text: string; pages: string[] } | undefined {
  const channel = otherChannelOf(question);
  if (!channel) return undefined;
  if (serviceMentions.some((path) => normalize(titleOf(path)).includes(normalize(channel)))) return undefined;
  if (ownChannel(question, channel) && serviceMentions.length > 0) return undefined;
  const [ours] = serviceMentions;
  return ours
    ? {
        text: `${otherChannelAnswer(channel)} ${say.alsoSee(titleOf(ours), ours)}`,
        pages: [paths.services, ours, paths.contact],
      }
    : { text: otherChannelAnswer(channel), pages: [paths.services, paths.contact] };
}

/** The pages a company topic's answer links, in the order it links them. */
export const companyTopicPages: Record<CompanyTopic, string[]> = {
  uptime: [servicePath("sms-services"), paths.contact],
  payment: [paths.smsPricing, paths.contact],
  trial: [paths.contact],
  commitment: [paths.smsPricing, paths.contact],
  discounts: [paths.smsPricing, paths.contact],
  throughput: [servicePath("sms-services"), paths.contact],
  sdks: [servicePath("sms-services"), paths.contact],
  reselling: [paths.contact],
  dataLocation: [paths.privacy, paths.contact],
  certifications: [paths.contact],
  offices: [paths.about, paths.contact],
  hours: [paths.contact],
  founded: [paths.about],
  support: [paths.contact],
  retention: [paths.privacy],
  dataRights: [paths.privacy],
  unpublished: [paths.about, paths.contact],
};
