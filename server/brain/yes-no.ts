/**
 * Whether a question asks yes or no, and the "Yes." or "No." its answer then starts with: a
 * passage's own "Yes" only when it answers what was asked; "Yes." first for what we do; "No." first
 * for a rule the visitor asks to do without.
 */
import { answerTypeOf, inventing } from "./answer-type.ts";
import type { Passage } from "./knowledge.ts";
import { languagesNamedIn } from "./language-names.ts";
import { say } from "./say.ts";
import { askedSentence, contentTokens, normalize, sentences } from "./text.ts";

/** Telling words a yes/no question may add to a FAQ's question and still get its "Yes". */
const MAX_UNASKED_WORDS = 1;

/** A question that asks to do without something ("without a template", "never opted in", "anyway"). */
export const skipping =
  /\b(without|never|even if|anyway|regardless|just blast|not (yet )?(approved|registered|opted))\b/;

export const yesNoQuestion = /^(do|does|can|could|is|are|will|would|have|has|may)\b/;
/**
 * "Can you build…?", "do you offer…?", "you have SMS in Kuwait?", "are you hiring?", "is it
 * possible…?": asked of what we do.
 */
const asksUs =
  "(can|could|do|does|will|would) (you|relaywave|your team|(an?|the|your) (ai |voice )?(agent|bot|chatbot|assistant|system|platform))|are you (able|hiring|offering)|you (have|do|offer|support|provide)|is (it|that|this) possible|is there (a|an|any) way" +
  // "Your AI agent can book appointments?", "can we add an IVR?", "can connect with you via SIP?"
  "|((an?|the|your|ur) )?(ai |voice )?(agent|bot|chatbot|assistant) (can|could|will)|(can|could) (whatsapp|it) (auto ?-?)?(reply|respond|answer)|(can|could) (we |i |it )?(add|get|have|connect|integrate|link|try|test|do|see|track)|(do|does) you have something" +
  // "Can our terminal system push via SMPP?": our systems connecting to yours.
  "|(can|could) (our|my) ([a-z]+ ){1,2}(push|send|connect|bind|integrate|plug|talk)";
const canYouFirst = new RegExp(`^(${asksUs})\\b`);
/** "After launch, do you support it?": asked of what we do after a few words that set the scene. */
const canYouLater = new RegExp(`^[a-z0-9' -]{0,30}\\b(${asksUs})\\b`);
/** ("In how many countries do you send SMS?" asks a number, after its preposition.) */
const whQuestion = /^((in|to|for|from|at|of|with|by) )?(what|which|how|when|where|who|whom|whose|why)\b/;
/**
 * "…for our real estate company in Abu Dhabi, you do that?": asked of what we do at the end; so is
 * a question read from Hindi, its verb last ("SMPP support?", "4-5 staff the same number can reply?").
 */
const canYouLast =
  /\b((you|u) (can |could )?(do|build|make|develop|create|set up)( (that|this|it|them|one|(that|this) kind of (thing|stuff)|such things))?|you( [a-z]+){1,2} (build|make|develop|create)|can you( do (that|this|it))?|(is )?(that|this|it) possible|(will|would) (that|this|it) be possible|(same company|you guys|your company|your team) can (do|build|make)( (that|this|it))?)$|^possible$|\b(smpp|api|rest api|webhooks?|sip|unicode|dlt|two way sms|2 way sms)( \w+)? (support|supported)$|\b(can|could) (it )?(reply|answer|receive|share|handle|have)$|\b(same|this|that|the) (bot|agent|number|api) (work|works|run|runs)$/;
/**
 * "We are an agency in Cairo with clients in Saudi, do you build iOS and Android apps?": asked of
 * what we do after a longer scene, with no question word anywhere before it; or read from Hindi,
 * its verb first ("students fees reminder whatsapp send can you without…?").
 */
const canYouAfterScene =
  /\b(can|could|do|will|would) (you|u) (build|make|develop|create|design|offer|provide|support|sell|set up|handle|integrate)\b|\b(send|message|call) can (you|we)\b/;
const anyQuestionWord = /\b(what|which|how|when|where|who|whom|whose|why)\b/;
const canYou = {
  test: (asked: string) =>
    canYouFirst.test(asked) ||
    (!whQuestion.test(asked) && (canYouLater.test(asked) || canYouLast.test(asked))) ||
    (!anyQuestionWord.test(asked) && canYouAfterScene.test(asked)),
};

/** A FAQ asking whether a customer can have something of ours: "Can I get a local phone number in Dubai?" */
const canWeHave = /^(can|could) (i|we) (get|have|buy|order|rent)\b/;
/** The company's FAQ on trying before committing ("Can I try the platform before I commit?"): a yes wherever it is. */
const canWeTry = /^(can|could) (i|we) (try|test)\b/;

/**
 * A need asked as a statement with a question mark: "if we use you, we still need our own DLT
 * registration??", "dlt registration required if we use your platform?".
 */
const needAsStatement =
  /^(if [a-z0-9' ]{1,40} )?(we|i) (still |also |really |even )?(need|have to|must)\b|^[a-z0-9 -]{0,40}\b(required|mandatory|compulsory|necessary|needed)( if\b.*)?$/;

/** Whether the message's question (its last, without its openers) asks yes or no. */
export const asksYesNo = (question: string) => {
  const asked = askedSentence(question);
  return (
    yesNoQuestion.test(asked) ||
    canYou.test(asked) ||
    (/\?\s*$/.test(question) && needAsStatement.test(asked))
  );
};

/**
 * Whether a passage's leading "Yes" answers this question: the visitor asked a yes/no question,
 * and the passage is the page's introduction or a FAQ asking nearly the same thing.
 */
export function yesWarranted(passage: Passage, question: string): boolean {
  const text = normalize(question);
  if (!asksYesNo(question)) return false;
  // "Can we message them even if they never opted in?" asks to skip what the FAQ's "Yes" requires.
  if (skipping.test(text) && !skipping.test(normalize(passage.heading))) return false;
  // ("Can we send SMS in French?" is not answered yes by the FAQ on sending in Arabic.)
  if (!namedIn(question, `${passage.heading} ${passage.text}`)) return false;
  if (passage.kind === "lead") return true;
  if (passage.kind !== "faq") return false;
  // "Can you build us a website?" and the FAQ "We need a new website. Can you help?": both ask
  // whether we do it, and its "Yes" is ours.
  if (
    canYou.test(askedSentence(question)) &&
    (((canYou.test(askedSentence(passage.heading)) || canWeHave.test(normalize(passage.heading))) &&
      passage.path.startsWith("/services/")) ||
      canWeTry.test(normalize(passage.heading)))
  )
    return true;
  const asked = new Set(contentTokens(question));
  const faq = contentTokens(passage.heading);
  if (faq.length === 0 || faq.filter((token) => asked.has(token)).length / faq.length < 0.6) return false;
  // A condition the FAQ does not ask about ("…to customers on the DND list?") may turn its Yes into a No.
  const heading = new Set(faq);
  const unasked = [...asked].filter((token) => token.length >= 3 && !heading.has(token));
  return unasked.length <= MAX_UNASKED_WORDS;
}

/** The text without its leading "Yes". */
export function withoutYes(text: string): string {
  const rest = text.replace(/^Yes[,.!;:]? */, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * "Can you build an iOS app for our clinic?" answered by the page's introduction: what we do is
 * the answer, so "Yes." first (a question about something the page does not mention never gets here).
 */
export function offered(passage: Passage, question: string, text: string): string {
  const asked = askedSentence(question);
  // "Will the bot make up prices?" answered by the guardrails: it does not guess.
  if (answerTypeOf(question)?.type === "guessing" && asksYesNo(question) && !/^(Yes|No)\b/.test(text))
    return inventing.test(asked) ? `${say.requirementNo()} ${text}` : text;
  // (A service's introduction or one of its cards: "do you sell my data?" is answered by the
  // privacy policy's; "can you do reminder calls?" by the Voice page's card on reminders.)
  const service = passage.path.startsWith("/services/");
  // (A card of a market's page says what is done there, not that we do what was asked.)
  const servicePage = /^\/services\/[^/]+$/.test(passage.path);
  // (Any passage of a service's pages that says what we do: "We guide you through the process…".)
  const saysWeDo = passage.kind !== "fact" && weDo.test(text);
  const yes =
    service &&
    (passage.kind === "lead" || (passage.kind === "card" && servicePage) || saysWeDo) &&
    (canYou.test(asked) || questionsOf(question).some((one) => canYou.test(one))) &&
    !skipping.test(asked) &&
    !/^(Yes|No)\b/.test(text) &&
    // ("In Hindi too?" answered by "We build… in English, Arabic or both": no "Yes.")
    namedIn(question, text);
  return yes || statesTheyCan(service, asked, text) || ruleAsked(asked, text)
    ? `${say.offeredYes()} ${text}`
    : text;
}

/** "Do students have to…?", "is registration required…?": whether something must be. */
const mustWe =
  /^(do|does|did) (\w+ ){0,3}(have|hv|has|need|needs) to\b|^(is|are) (\w+ ){0,3}(required|mandatory|compulsory)\b/;
/**
 * "Do students have to opt in first?" answered by the rule that they must ("WhatsApp requires that
 * customers agree…"): "Yes." first. (Not a question asking to do without it, which noFirst answers.)
 */
function ruleAsked(asked: string, text: string): boolean {
  return (
    mustWe.test(asked) &&
    !skipping.test(asked) &&
    !/^(Yes|No)\b/.test(text) &&
    requirement.test(sentences(text)[0] ?? "")
  );
}

/** "Can patients reschedule…?": someone else's ability, asked by its verb. */
const theyCan = /^(?:can|could) (?:the |our |my |your )?([a-z]+) ([a-z]+)\b/;
/**
 * "Can patients reschedule appointments by tapping a button?" answered by a service's sentence that
 * says they are able to: "…with patients able to reschedule by tapping a button".
 */
function statesTheyCan(service: boolean, asked: string, text: string): boolean {
  const [, subject = "", verb = ""] = theyCan.exec(asked) ?? [];
  if (!service || !verb || /^(you|u|we|i)$/.test(subject) || verb.length < 4 || /^(Yes|No)\b/.test(text))
    return false;
  return new RegExp(`\\b(can|able to) ${verb}\\b`, "i").test(text) && !skipping.test(asked);
}

/** Each question of a message ("SMPP support? and delivery reports by webhook?"), as askedSentence reads it. */
const questionsOf = (message: string) =>
  message
    .split(/(?<=\?)\s+/)
    .filter((part) => part.trim().endsWith("?"))
    .map(askedSentence);

/** A sentence of what we do: "We guide you through…", "Our team helps you…" (not "We do not…"). */
const weDo =
  /(?:^|[.!?:]\s+)(?:(?:we|our (?:team|designers|developers|engineers)|relaywave) (?:also )?(?:guide|help|handle|build|design|develop|set up|take care|manage|register|integrate|connect|host|maintain|configure|write|translate|offer|provide|run)|our (?:rest )?(?:api|platform) (?:also )?(?:send|support|handle))s?\b/i;

/** Whether the languages the question names are named in the text. */
function namedIn(question: string, text: string): boolean {
  return languagesNamedIn(question).every((language) => new RegExp(`\\b${language}\\b`, "i").test(text));
}

/** A rule the text states ("WhatsApp requires…", "must be registered…"). */
const requirement = /\b(requires?|required|must|only (to|after|once|with)|before (you|it|any))\b/i;

/**
 * "Can we message them even if they never opted in?" answered by a requirement: "No." first,
 * the rule after it.
 */
export function noFirst(text: string, question: string): string {
  const asked = normalize(question);
  const states = requirement.test(sentences(text)[0] ?? "") && !/^(Yes|No)\b/.test(text);
  const refuses = asksYesNo(question) && skipping.test(asked);
  if (states && refuses) return `${say.requirementNo()} ${text}`;
  // "Prices including VAT?" answered by prices that exclude it: "No." first.
  const excluded =
    /\b(include|includes|included|including|inclusive|incl)\b/.test(asked) &&
    // (Not a total asked with the tax in it: "total cost incl VAT?" gets the total, then the rule.)
    !/\b(total|how much|cost)\b/.test(asked) &&
    /\?\s*$/.test(question) &&
    /\bexclud/i.test(sentences(text)[0] ?? "") &&
    !/^(Yes|No)\b/.test(text);
  if (excluded) return `${say.requirementNo()} ${text}`;
  // "Do customers need to opt in?" answered by the rule that they must: "Yes." first.
  const needed = asksYesNo(question) && needAsked.test(asked);
  return states && needed ? `${say.offeredYes()} ${text}` : text;
}

/** Whether something is needed: "do customers need to opt in?", "is consent required?". */
export const needAsked =
  /\b(need|needs|needed|require|required|requires|mandatory|compulsory|necessary|must)\b/;

/**
 * A question of what something can do or needs ("can patients reply…?", "and customers, can they
 * reply?", "is DLT required?"); money words.
 */
const canQuestion =
  /^((sorry|ok|okay|and|also|so|please|wait|actually) )*((?!(how|what|which|when|where|who|why)\b)[a-z]+ )?(can|could|do|does|will|is it possible)\b|\b(required|mandatory|necessary)\b/;
const priceWords =
  /\b(cost|costs|price|prices|pricing|charge|charged|fee|fees|pay|rate|rates|cheap\w*|expensive)\b/;
export const priceWordsIn = (message: string) => priceWords.test(normalize(message));

/** What a service can do or needs, asked without a word of money ("sorry, can guests reply to confirm?"). */
export const capabilityAsked = (message: string) =>
  (canQuestion.test(normalize(message)) || canQuestion.test(askedSentence(message))) &&
  !priceWordsIn(message);
