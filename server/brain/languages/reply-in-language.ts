/**
 * One conversation turn in the visitor's language (decision 120): the message's language decides
 * the reply's, the message is read into the understanding's English, the engine answers inside
 * that language, and the reply is finished in it. A first question on a market's page that names
 * no market is about that market.
 */
import { servicePath, services, smsCountries, smsCountryPath } from "../../../app/content/catalogue.ts";
import { defaultLocale } from "../../../app/content/locales.ts";
import { paths } from "../../../app/content/site-map.ts";
import { answerTypeOf } from "../answer-type.ts";
import { say } from "../say.ts";
import type { AnswerInput, ChatReply, DialogueState } from "../types.ts";
import { inAnswerLocale } from "./answer-locale.ts";
import { localizeReply } from "./localize-reply.ts";
import { messageLanguage, readMessage } from "./message-language.ts";

/**
 * The state with the page's market, for a conversation's first question on a market's page. A
 * service's page is not enough: "how much does it cost?" on the SMS page still asks which market.
 */
function pageSubject(page: string | undefined, state: DialogueState = {}): DialogueState | undefined {
  if (!page || state.service || state.market || state.topic || state.page) return undefined;
  if (smsCountries.some((country) => smsCountryPath(country.slug) === page))
    return { ...state, market: page };
  return undefined;
}

/**
 * The state with the page's service, for a first question on another service's page that asks a
 * kind of answer and names nothing ("how long usually it takes", "how much will it cost?" on the
 * web page), which the engine alone cannot place; only in words the site uses, so "how long is a
 * football match?" stays off-topic.
 */
function pageService(page: string | undefined, read: string, state: DialogueState = {}, anyShape = false) {
  if (
    !page ||
    state.service ||
    state.market ||
    state.topic ||
    state.page ||
    !(anyShape || answerTypeOf(read))
  )
    return undefined;
  const service = services.find((entry) => servicePath(entry.slug) === page && entry.slug !== "sms-services");
  return service ? { ...state, service: page } : undefined;
}

/**
 * The topic of the careers or privacy page, for a first question there that the engine alone
 * cannot place ("how do I apply?" on the careers page); the site's own words only, as above.
 */
const pageTopics = new Map<string, DialogueState["topic"]>([
  [paths.careers, "careers"],
  [paths.privacy, "privacy"],
]);
function pageTopic(page: string | undefined, state: DialogueState = {}): DialogueState | undefined {
  const topic = page ? pageTopics.get(page) : undefined;
  if (!topic || state.service || state.market || state.topic || state.page) return undefined;
  return { ...state, topic };
}

export function replyInLanguage(
  input: AnswerInput,
  converse: (message: string, state: DialogueState) => ChatReply,
  /** Whether the site's pages use every word of a question. */
  knowsEvery: (question: string) => boolean = () => false,
): ChatReply {
  const language = messageLanguage(input.message, input.pageLocale ?? defaultLocale, input.state?.language);
  const read = readMessage(input.message, language);
  const run = (state: DialogueState) =>
    inAnswerLocale(
      language.answer,
      () => converse(read, { ...state, language: language.answer }),
      input.message,
    );
  const asked = run(input.state ?? {});
  const onPage = pageSubject(input.page, input.state);
  const offTopic = asked.unanswered === "out-of-scope";
  // ("How much will it cost?" on the web development page: that service's price, not "which prices?")
  // (Or with SMS's general pricing: "cost and how long?" there is that service's too.)
  const general = inAnswerLocale(language.answer, () => [say.clarifyPricing(), say.pricingGeneral()]);
  const clarifying = general.includes(asked.response);
  const service =
    (offTopic && knowsEvery(read)) || clarifying
      ? (pageService(input.page, read, input.state) ??
        (offTopic ? pageTopic(input.page, input.state) : undefined))
      : undefined;
  // ("Can we send without their permission?" as the first question on the WhatsApp page: that
  // service's rule, not another channel's passage the words happened to match.)
  const elsewhere =
    !service && !asked.unanswered && !asked.sources.some((source) => source.path === input.page)
      ? pageService(input.page, read, input.state, true)
      : undefined;
  const onService = (service ?? elsewhere) && run((service ?? elsewhere) as DialogueState);
  // The page's subject fills in a question that names none; it never makes "do you sell pizza?"
  // on the SMS page a question about SMS. ("What documents do you need?" on Saudi Arabia's page,
  // in the site's words only, is that market's.)
  const onMarket = onPage && (!offTopic || knowsEvery(read)) ? run(onPage) : undefined;
  const reply =
    onService && onService.unanswered !== "out-of-scope"
      ? onService
      : onMarket && (!offTopic || onMarket.unanswered !== "out-of-scope")
        ? onMarket
        : asked;
  return localizeReply(reply, language.answer);
}
