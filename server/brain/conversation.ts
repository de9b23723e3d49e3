/**
 * One turn of a conversation on top of the stateless engine: "yes" to an
 * offer, a handoff to sales with the visitor's details, a clarifying question
 * for an ambiguous price request, or the engine's answer to the message with
 * its follow-up slots filled in from the dialogue state (dialogue.ts).
 */
import { serviceEntriesIn, servicePath, smsCountryEntriesIn } from "../../app/content/catalogue.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { openRoles } from "../../app/content/render/site.ts";
import { paths } from "../../app/content/site-map.ts";
import { answerTypeOf, gives } from "./answer-type.ts";
import { askedKind } from "./asked-kind.ts";
import { companyTopicOf } from "./company-answers.ts";
import { demoOffer } from "./demo-offer.ts";
import { isYes, resolve } from "./dialogue.ts";
import { detectEntities } from "./entities.ts";
import { isFollowUp } from "./follow-up.ts";
import { foreignCompanyAnswer } from "./foreign-company.ts";
import { type Answerer, marketFrame, servicePaths, subjectAnswer } from "./frames.ts";
import { extractDetails, handoffReply, mergeDetails, wantsHandoff, withVisitor } from "./handoff.ts";
import { languagesCovered } from "./language-names.ts";
import { answerLocale, writtenMessage } from "./languages/answer-locale.ts";
import { buildMeanwhile, launchMeanwhile } from "./launch-meanwhile.ts";
import { withLengthInPlay } from "./length-in-play.ts";
import { startsOver } from "./loose-follow-up.ts";
import { hoursOnVisitorClock, windowOnVisitorClock } from "./market-clock.ts";
import { registrationRanking } from "./market-ranking.ts";
import { inMarketInPlay, marketPaths, marketsInPlay } from "./markets-in-play.ts";
import { answered, guarded, ofKind, ownQuestion, slotPages } from "./own-questions.ts";
import { unservedCountry } from "./places.ts";
import { read } from "./read-message.ts";
import { neverTwice, sameAsked } from "./repeated-reply.ts";
import { say } from "./say.ts";
import { serviceFrame } from "./service-frame.ts";
import { askedOfSubject } from "./subject-retry.ts";
import { normalize } from "./text.ts";
import { trafficKindAnswer } from "./traffic-kind.ts";
import type { Answer, ChatReply, DialogueState } from "./types.ts";

const aiAgentsPath = servicePath("ai-agents");

const MAX_SUGGESTION_CHARS = 60;
const no = /^(no|nope|no thanks|no thank you|not now|not yet|maybe later)$/;

/** Two markets and two other channels from the registry, as the visitor would ask for them, in the reply's language. */
const pricingSuggestions = () => {
  const locale = answerLocale();
  return [
    ...smsCountryEntriesIn(locale)
      .slice(0, 2)
      .map((country) => say.pricingSuggestion(country.shortName)),
    ...serviceEntriesIn(locale)
      .slice(1, 3)
      .map((service) => say.serviceSuggestion(service.name)),
  ].filter((text) => text.length <= MAX_SUGGESTION_CHARS);
};

const roleTitles = openRoles(defaultLocale).map((role) => role.title);
/** "When will you reply?", "how soon do you answer?": a reply's timing. */
const replyWhen = {
  test: (text: string) =>
    /\b(when|how (long|soon|quickly|fast))\b/.test(text) &&
    /\b(reply|respond|answer|hear back|get back)\b/.test(text),
};

/** The next reply, never the previous one word for word (repeated-reply.ts). */
export function converse(engine: Answerer, message: string, state: DialogueState = {}): ChatReply {
  return neverTwice(engine, message, state, (text, context) => respond(engine, text, context));
}

function respond(engine: Answerer, message: string, state: DialogueState): ChatReply {
  const ask = (question: string) => engine.answer(question);
  const visitor = mergeDetails(state.visitor, extractDetails(writtenMessage() ?? message));
  const { visitor: _, offer, page: lastPage, ...context } = state;
  const text = normalize(message);
  if (offer === "handoff" && isYes(message)) {
    return handoffReply({ response: say.handoffAccepted(), sources: [] }, context, visitor);
  }
  if (offer && no.test(text)) {
    return {
      response: say.declined(),
      sources: [{ title: "Services", path: paths.services }],
      state: withVisitor(context, visitor),
    };
  }
  // ("When will you reply to me?" after how to delete one's data: the policy's reply time.)
  if (lastPage === paths.privacy && replyWhen.test(text) && !companyTopicOf(message))
    return respond(engine, `${message} to my data deletion request`, state);
  const reading = read(message);
  const dataRequest = companyTopicOf(message) === "dataRights";
  if (!dataRequest && wantsHandoff(message, reading.intents.has("contact"))) {
    const { state: next } = resolve(message, context);
    // "I'd like a quote" reads as a price question too; a handoff always gives the sales contact.
    const answer = ask(message);
    const contact = answer.sources.some((source) => source.path === paths.contact)
      ? answer
      : { response: say.contact(), sources: [{ title: "Contact", path: paths.contact }] };
    // ("Can we get a demo?" of RCS: what its page's demo shows, then whom to write to.)
    const demo = demoOffer(message, context.service);
    const offered = demo ? { ...contact, response: `${demo} ${contact.response}` } : contact;
    return handoffReply(offered, { ...next, topic: "contact" }, visitor);
  }
  // (A loose "also …" that names and matches nothing in play starts over, the visitor kept.)
  if (startsOver(engine, reading, message, context)) return respond(engine, message, { visitor });
  // ("Our company is registered in India, not Saudi: can we register a sender name there?")
  const resolved = resolve(message, context);
  const foreign = foreignCompanyAnswer(engine, message, reading, context, resolved.state);
  if (foreign) return answered(foreign.answer, withVisitor(foreign.state, visitor));
  const own = ownQuestion(engine, message, reading, context);
  // ("A frontend developer from Cairo, which jobs?": the place is unserved, the answer a role's.)
  if (own?.answer.sources[0]?.path === paths.careers) inCareers(own.state, own.answer, context);
  if (own) return answered(own.answer, withVisitor(own.state, visitor));
  // ("Admission updates, transactional or promotional?": which, and that kind is priced next.)
  const kindOf = trafficKindAnswer(engine, message);
  if (kindOf)
    return answered(
      kindOf.answer,
      withVisitor(kindOf.traffic ? { ...resolved.state, traffic: kindOf.traffic } : resolved.state, visitor),
    );
  const next = resolved.state;
  const building = buildMeanwhile(engine, message, context);
  if (building) return answered(building, withVisitor(next, visitor));
  const markets = marketsInPlay(reading, context, message);
  if (markets) next.markets = markets;
  // "And just a simple website?" after "how long would an app take?" asks how long, again.
  const kind = askedKind(message, reading, context);
  if (kind.kind) next.kind = kind.kind;
  // The message length in play (length-in-play.ts) goes with the question, and stays for the next.
  const question = withLengthInPlay(message, reading, context, next, [resolved.question, kind.words]);
  // "Which of the three takes longest to register?": the markets in play ranked by the facts.
  const ranked = registrationRanking(message, next.markets ?? reading.markets);
  if (ranked) return answered(ranked, withVisitor({ ...next, attribute: "registrationTime" }, visitor));
  // ("And in Indian time (IST)?" after the UAE's promotional hours: the UAE's window on that clock.)
  const ours = hoursOnVisitorClock(message, context);
  if (ours) return answered(ours, withVisitor({ ...next, topic: "contact" }, visitor));
  const clocked = windowOnVisitorClock(message, context);
  if (clocked)
    return answered(
      clocked,
      withVisitor({ ...next, market: context.market, attribute: "promotionalHours" }, visitor),
    );
  const frame = marketFrame(reading, message, context, next);
  if (frame) {
    const meanwhile = launchMeanwhile(engine, frame.state, message);
    // "And for OTPs we use the same name?": whether the same holds is the page's to say, not the rule again.
    // (Not where the market's facts say whether: "promotions from the same name?" in Saudi Arabia, no.)
    const verdict = [say.offeredYes(), say.requirementNo()].some((word) =>
      frame.answer.response.startsWith(word),
    );
    const same = verdict
      ? undefined
      : sameAsked(engine, message, frame.state.attribute, frame.answer.sources[0]?.path);
    const answer = same ?? frame.answer;
    return {
      response: meanwhile ? `${answer.response} ${meanwhile.response}` : answer.response,
      sources: answer.sources,
      state: withVisitor(frame.state, visitor),
    };
  }
  const faq = serviceFrame(reading, kind.words ? `${message} ${kind.words}` : message, context, next);
  // (Unless it lacks the kind of answer asked for, which another of the page's passages gives.)
  const faqShape = answerTypeOf(message);
  const faqOfKind =
    faq && faqShape && guarded(faqShape, reading) && !gives(faqShape, faq.response)
      ? ofKind(engine, message, faqShape, [faq.sources[0]?.path])
      : undefined;
  const serviceAnswer = faqOfKind ?? faq;
  if (serviceAnswer)
    return {
      response: serviceAnswer.response,
      sources: serviceAnswer.sources,
      state: withVisitor(next, visitor),
    };
  // "Which prices?" unless the question asks something else of prices ("are taxes included?").
  const shape = answerTypeOf(message);
  const unclear = !shape || shape.type === "price";
  // (Not a question about our terms: "any minimum commitment or monthly fee?" is the commitment's;
  // nor one the site answers better than with its general pricing words: "do you charge for the
  // ones that don't get delivered?" is the pricing page's FAQ.)
  const asked = askedOfSubject(engine, message, context, lastPage, ask(question));
  if (
    unclear &&
    next.topic === "pricing" &&
    !next.service &&
    !next.market &&
    !unservedCountry(message) &&
    !companyTopicOf(message) &&
    asked.response === say.pricingGeneral()
  ) {
    return {
      response: say.clarifyPricing(),
      sources: [{ title: "SMS pricing", path: paths.smsPricing }],
      suggestions: pricingSuggestions(),
      state: withVisitor(next, visitor),
    };
  }
  // "And for Arabic text?" after the pricing page explained segments: that page's passage on it,
  // when the whole site's answer drifts to another page or lacks the kind of answer asked for.
  // ("text" names SMS, the service in play: still a follow-up.)
  const sameSubject = !reading.market && (!reading.service || reading.service === context.service);
  // (Not a page whose words the question shares none of: "can patients reply to confirm?" after
  // India's DLT rules is the SMS page's two-way SMS, not India's regulator.)
  const onPage =
    lastPage &&
    sameSubject &&
    isFollowUp(reading, message, { ...context, page: lastPage }) &&
    engine.relevance(message, lastPage) > 0
      ? engine.answerWithin(message, lastPage)
      : undefined;
  // A fact (a company term, a rate) is not a drift; a passage from another page is.
  const drifts =
    onPage &&
    (((!asked.fromFacts || asked.unanswered) && asked.sources[0]?.path !== lastPage) ||
      (shape && !gives(shape, asked.response) && gives(shape, onPage.response)));
  const subjects = drifts ? undefined : subjectAnswer(engine, reading, message, context, asked);
  // (Unless it lacks the kind of answer asked for, which the whole site's answer gives: "how fast
  // can our devs start testing?" after our trial is the SMS page's "within one working day".)
  const kept =
    subjects && shape && guarded(shape, reading) && !gives(shape, subjects.response) ? undefined : subjects;
  // The subject that answered stays in the frame ("what happens if the code doesn't arrive?" about
  // Bahrain, then "cost per OTP?" is Bahrain's).
  if (kept) {
    if (context.service) next.service = context.service;
    if (context.market) next.market = context.market;
  }
  const chosen = inMarketInPlay(
    engine,
    message,
    reading,
    context,
    (drifts ? onPage : undefined) ?? kept ?? asked,
  );
  // "What do you need from us for that?" after a Dubai number: when the answer lacks the kind of
  // answer asked for (documents, a duration, hours…), the subject's page passage that gives it.
  const ofItsKind =
    shape && guarded(shape, reading) && !chosen.fromFacts && !gives(shape, chosen.response)
      ? ofKind(engine, message, shape, [chosen.sources[0]?.path, next.service, next.market, lastPage])
      : undefined;
  // (Not one silent on the languages an answer says: "…answer patients in Arabic at night?")
  const silent =
    ofItsKind && languagesCovered(message, chosen.response) && !languagesCovered(message, ofItsKind.response);
  const answer = ofItsKind && !silent ? ofItsKind : chosen;
  // The page that answered is the subject now ("a Dubai number" was about virtual numbers).
  const answeredBy = answer.sources[0]?.path;
  // (A service page that answered is the subject even when the message named another: "automatic
  // calls reminding patients" named AI agents, and Voice answered.)
  // (But an agent or a bot asked for on a channel stays the subject: "can AI answer our patients on
  // WhatsApp?", answered by the WhatsApp page's chatbots, then "how do you price this?" is the agent's.)
  // (So is an AI agent asked for beside the channel named first: "enquiries on WhatsApp, can an AI
  // agent reply at night?"; a "bot" on WhatsApp is the WhatsApp page's chatbots.)
  const agentNamed =
    /\b(ai|agents?)\b/.test(text) &&
    detectEntities(message).services.some((mention) => mention.path === aiAgentsPath);
  if (agentNamed) next.service = aiAgentsPath;
  const agentAsked = next.service === aiAgentsPath && /\b(ai|agents?|bots?|chatbots?)\b/.test(text);
  if (answeredBy && servicePaths.has(answeredBy) && !agentAsked) next.service = answeredBy;
  // Likewise a market's page ("any special rule on the sender name?" answered for Saudi Arabia).
  if (answeredBy && marketPaths.has(answeredBy) && !next.market) next.market = answeredBy;
  // And the market fact it asked about, though a passage answered ("any special rule on the sender
  // name?" then "sorry, I meant the UAE" asks the UAE's sender-ID rule).
  // (A price asked of a fact is a price: "sender ID fee there?" then "and Bahrain?" is Bahrain's fee.)
  if (answeredBy === next.market && reading.attribute && !reading.intents.has("pricing"))
    next.attribute = reading.attribute;
  if (answeredBy && !slotPages.has(answeredBy) && answeredBy !== paths.contact) next.page = answeredBy;
  // The contact page that answered keeps the contact topic in play ("how fast do you reply?", then
  // "what should I put in my first message?" is still about writing to us).
  if (answeredBy === paths.contact && !next.service && !next.market) next.topic = "contact";
  if (answeredBy === paths.careers) inCareers(next, answer, context);
  const reply: ChatReply = {
    response: answer.response,
    sources: answer.sources,
    state: withVisitor(answer.offer ? { ...next, offer: answer.offer } : next, visitor),
  };
  if (answer.unanswered) reply.unanswered = answer.unanswered;
  return reply;
}

/**
 * A job question's place is where the candidate lives ("backend engineer in Bangalore"): the frame
 * is careers, so "how do I apply?" next is about the job, not about DLT in India.
 */
function inCareers(next: DialogueState, answer: Answer, context: DialogueState): void {
  next.topic = "careers";
  delete next.market;
  delete next.service;
  delete next.traffic;
  // The one role an answer was about is "that role" next; a list of them is no one role.
  // (Found by its title in the answer's language, kept by its English one.)
  const written = openRoles(answerLocale()).map((role) => role.title);
  const roles = roleTitles.filter((_, at) => answer.response.includes(written[at] ?? "\u0000"));
  const role = roles.length === 1 ? roles[0] : context.role && !roles.length ? context.role : undefined;
  if (role) next.role = role;
}
