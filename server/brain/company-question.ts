/**
 * The company's own terms asked of the site (uptime, payment, trial, hours, offices, what it does
 * not publish…): answered from the company's facts (company-answers.ts), two of them when a message
 * asks two, with the sales offer where the site states nothing; and the questions that only look
 * like one: a service's own billing, how soon testing can start.
 */
import { serviceEntriesIn, servicePath } from "../../app/content/catalogue.ts";
import { serviceFactsOf } from "../../app/content/render/site.ts";
import { paths } from "../../app/content/site-map.ts";
import {
  companyAnswer,
  companyTermAsked,
  companyTopicPages,
  moreCompanyTopics,
  trialTimingAsked,
} from "./company-answers.ts";
import type { Entities } from "./entities.ts";
import { asksAccountFee } from "./fresh-question.ts";
import type { Intent } from "./intents.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { ipWithChat, namesPrivacyData, ofThisChat } from "./privacy-asked.ts";
import { say } from "./say.ts";
import { serviceFaqAnswer } from "./service-frame.ts";
import { askedSentence, normalize } from "./text.ts";
import type { Answer, ChatResponse } from "./types.ts";
import { asksYesNo } from "./yes-no.ts";

/** Company terms no market changes: "small clinic in Jeddah, any minimum commitment?" */
const placelessTopics = new Set<string | undefined>([
  "commitment",
  "trial",
  "throughput",
  "sdks",
  "discounts",
  "reselling",
]);
/** Company topics the site states nothing (or only the nearest thing) about: the sales offer follows. */
const unstatedTopics = new Set<string | undefined>([
  "certifications",
  "unpublished",
  "throughput",
  "sdks",
  "reselling",
  "dataLocation",
]);
const smsService = servicePath("sms-services");
/**
 * The policy's date asked for: "when was it last updated?", "last update of the policy when?",
 * "policy last when update?" (Hindi's "last कब update हुई थी?" read in English).
 */
const policyDateAsked =
  /\b(last (updated|update|changed|revised|modified)|last when (updated?|changed|revised)|updated (on|when)|when (was|is|did) (it|the policy|the privacy policy|this policy)( \w+)? (updated|changed|revised)|(update|revision) date)\b/;

interface CompanyQuestionContext {
  intents: ReadonlySet<Intent>;
  entities: Entities;
  /** Services other than SMS that the question names. */
  otherServices: readonly string[];
  answerWithin: (question: string, path: string) => Answer | undefined;
  fixed: (response: string, pages: string[]) => Answer;
  notFound: (reply: ChatResponse) => Answer;
}

/** Whether the form's phone field must be filled: "is it mandatory to put my phone number in the form?" */
const phoneInFormAsked = {
  test: (text: string) =>
    /\bform\b/.test(text) &&
    /\b(phone|mobile|number)\b/.test(text) &&
    /\b(required|mandatory|compulsory|optional|must|have to|need to|necessary)\b/.test(text),
};

/** The answer to a question about the company's own terms, or undefined when it asks none. */
export function companyQuestion(
  question: string,
  { intents, entities, otherServices, answerWithin, fixed, notFound }: CompanyQuestionContext,
): Answer | undefined {
  // "With RCS, how are we billed for fallback SMS?" is the service's own question, not payment terms.
  const serviceAnswers = otherServices[0] ? serviceFaqAnswer(otherServices[0], question) : undefined;
  // A place in a question about us ("what time are you available? I'm in Mumbai") is where the
  // visitor is; with SMS or prices in it, it is the market asked about.
  const placeAsked = entities.markets.length > 0 && (entities.smsContext || intents.has("pricing"));
  // A job question's time zones or offices are the role's ("remote frontend devs? what timezones").
  // (A support request names where the trouble is: "our OTPs to Mobily are delayed, how do I get support?")
  // (SDKs are no service's FAQ: "an SDK for WhatsApp?" is asked of what no page lists.)
  // (Nor a job's, except how long this chat is kept: "if I send my CV here, how long is it kept?")
  const termOf = companyTermAsked(question);
  const termAsked = intents.has("careers") && termOf !== "retention" ? undefined : termOf;
  // (Nor a trial, whatever service it would test: "can we test your SMS before we sign anything?")
  // (Nor what this chat keeps or sends on: "does this chatbot send my msgs to some AI company?")
  const thisChat = termAsked === "retention" && ofThisChat(question);
  const term =
    !serviceAnswers || termAsked === "sdks" || termAsked === "trial" || thisChat ? termAsked : undefined;
  // (Nor a commitment or a trial, which no market changes: "small clinic in Jeddah, any minimum commitment?")
  // (But reselling told, then prices asked: "we're an agency reselling SMS in Bahrain and Qatar. OTP rates?")
  const toldOnly =
    term === "reselling" && intents.has("pricing") && companyTermAsked(askedSentence(question)) !== term;
  const placeless = placelessTopics.has(term) && !toldOnly;
  const asked =
    !placeAsked || placeless || (term === "support" && otherServices.length === 0) ? term : undefined;
  // "When was the privacy policy last updated?": its date, which no passage of the page states.
  const plainText = normalize(question);
  // "Is the phone number mandatory in the form? No spam calls please": it is optional.
  if (phoneInFormAsked.test(plainText)) return fixed(say.formPhoneOptional(), [paths.contact]);
  if ((intents.has("privacy") || /\bpolicy\b/.test(plainText)) && policyDateAsked.test(plainText))
    return fixed(say.privacyUpdated(), [paths.privacy]);
  // "How quickly can I start testing?": the SMS page's setup FAQ says how soon (decision 118).
  const setup = !asked && trialTimingAsked(question) ? answerWithin(question, smsService) : undefined;
  if (setup) return setup;
  // A privacy question is the privacy page's, except how long we keep data and where to ask for
  // it or its deletion, which are facts.
  // ("Do u save my IP with it?" of this chat is a fact too: not with a conversation.)
  const retained = asked === "retention" && (!namesPrivacyData(question) || ipWithChat(plainText));
  const factOfPrivacy = retained || asked === "dataRights";
  // ("Any setup fee, monthly fee or minimum commitment for an SMS account?": the pricing FAQ says all three.)
  // (A set-up fee beside the minimum is the account's: "any setup fee or monthly minimum?")
  const plain = normalize(question);
  const setUpFee = /\bset ?up (fees?|charges?|costs?)\b/.test(plain) && !/\bsender\b/.test(plain);
  const accountFees = asked === "commitment" && (asksAccountFee(plain) || setUpFee);
  const opening = accountFees
    ? answerWithin(question, paths.smsPricing)
        ?.response.split(/(?<=[.।])\s+/u)
        .slice(0, 2)
        .join(" ")
    : undefined;
  // (Its first two sentences, "there is no fee to open an account" and the sender ID's one-time
  // fee where a country has one, then what a commitment is.)
  if (opening)
    return fixed(`${opening} ${companyAnswer("commitment", question)}`, companyTopicPages.commitment);
  const topic = intents.has("privacy") && !factOfPrivacy ? undefined : asked;
  // "How are we billed for RCS?" asks how that service is charged, not the account's payment terms.
  const billedService = topic === "payment" ? otherServices[0] : undefined;
  const serviceBilling = billedService
    ? serviceFaqAnswer(billedService, question, { aboutPrice: true })
    : undefined;
  // (With the offer of a quote the price answer gives: "WhatsApp's rate per message, in rupees?")
  const billedTitle = serviceBilling?.sources[0]?.title;
  if (serviceBilling && billedTitle)
    return {
      ...serviceBilling,
      response: `${serviceBilling.response} ${say.pricingQuoted(billedTitle)}`,
      sources: [...serviceBilling.sources, { title: "Contact", path: paths.contact }],
    };
  if (topic) {
    // (And the other company questions in the same message: "when were you founded, where are you?")
    // (The offices' answer gives our hours too: not said twice for "office address and timings?")
    // (Its pages stay in the order asked: "your hours and where is the office?" links Contact first.)
    const asked = [topic, ...moreCompanyTopics(question, topic)];
    const all = asked.filter(
      (each) =>
        !(
          each === "hours" &&
          asked.includes("offices") &&
          companyAnswer(each, question) === say.company.hours
        ),
    );
    // ("Is there a trial?": yes, and how it works.)
    const whether = asksYesNo(question) || /\b(is there|do you (have|offer)|any)\b/.test(normalize(question));
    const yes = topic === "trial" && whether ? [say.offeredYes()] : [];
    const answered = uptimeOnService(
      fixed([...yes, ...all.map((each) => companyAnswer(each, question))].join(" "), [
        ...new Set(asked.flatMap((each) => companyTopicPages[each])),
      ]),
      topic === "uptime" ? otherServices : [],
    );
    // Certifications, headcount, leadership: the site states none, so the question goes on to sales if the visitor wants.
    const unstated = unstatedTopics.has(topic);
    return unstated ? notFound(answered) : answered;
  }
  return undefined;
}

/**
 * "What uptime do you guarantee for the voice platform?": the target as the page of the service
 * asked about states it, where that page does; otherwise as the SMS page does.
 */
function uptimeOnService(answer: Answer, services: readonly string[]): Answer {
  const slug = services
    .map((path) => path.replace(/^\/services\//, ""))
    .find((each) => serviceFactsOf(each).statesUptimeTarget);
  const entry = slug ? serviceEntriesIn(answerLocale()).find((each) => each.slug === slug) : undefined;
  if (!slug || !entry) return answer;
  const path = servicePath(slug);
  const link = new RegExp(`\\[[^\\]]*\\]\\(${smsService}\\)`);
  return {
    ...answer,
    response: answer.response.replace(link, `[${entry.name}](${path})`),
    sources: [{ title: entry.name, path }, ...answer.sources.filter((source) => source.path !== smsService)],
  };
}
