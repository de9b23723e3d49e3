/**
 * Handing a visitor to sales: whether a message asks for it, and the details
 * the visitor already wrote (e-mail, name, company, phone), read conservatively: a
 * detail is taken only from an unmistakable phrase, never guessed. Every
 * pattern is linear on its input (bounded character classes, no nesting); and the reply that
 * opens the form with them.
 */
import { normalizePhone } from "../../contracts/contact-request.ts";
import { say } from "./say.ts";
import { theirCustomerAsksPerson } from "./text.ts";
import type { Answer, ChatReply, DialogueState, VisitorDetails } from "./types.ts";

// The look-behind starts a match only where a run of address characters starts: linear.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/;
/**
 * "+966 50 123 4567", "+91-98765-43210": a number in international format, as the contact form
 * accepts it (a local number is left for the form, which asks for the international one).
 */
const PHONE = /(?<![\d+])\+[1-9][\d ().-]{5,22}\d/;
/** "I'm Ana", "my name is Ana Silva", "my name Ana", "this is Ana": one or two capitalised words. */
const NAME =
  /\b(?:[Mm]y name is|[Mm]y name['’]s|[Mm]y name|I am|I['’]m|[Tt]his is)\s+([A-Z][\p{L}'-]{0,40}(?: [A-Z][\p{L}'-]{0,40})?)/u;
/** "اسمي عمر", "मेरा नाम रवि है", "mera naam Ravi": the word or two after, in that language's letters. */
const NAME_ELSEWHERE =
  /(?:اسمي|انا اسمي|أنا اسمي)\s+([\u0621-\u064A]{2,20}(?: [\u0621-\u064A]{2,20})?)|(?:मेरा नाम)\s+([\u0900-\u097F]{2,20})|\b(?:[Mm]era naam)\s+([A-Z]?[a-z]{1,20})/u;
/** Words after "my name is" that end the phrase rather than name anyone. */
const notNamesElsewhere = new Set(["هو", "है", "hai", "hain"]);
/** "at Acme", "from Acme Ltd", "I work for Acme": a capitalised name of up to three words. */
const COMPANY =
  /\b(?:at|from|for|with|of)\s+([A-Z][\p{L}\p{N}&.'-]{0,40}(?: [A-Z][\p{L}\p{N}&.'-]{0,40}){0,2})/u;
/** Words that follow "at"/"from" but are no company. */
const notCompanies = new Set(
  "Relaywave,I,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday,January,February,March,April,May,June,July,August,September,October,November,December,SMS,WhatsApp,RCS,India,UAE,Dubai,Qatar,Kuwait,Bahrain,Saudi,Riyadh,Doha,The,My,Your,Our,This,Next".split(
    ",",
  ),
);
const notNames = new Set([
  "Interested",
  "Looking",
  "Not",
  "Just",
  "Happy",
  "Sorry",
  "Ready",
  "Here",
  "From",
  "At",
]);

/** Beyond the contact intent (sales, a demo, call me…): a quote or a person. */
const handoffRequest =
  /\b(quote|quotation|proposal|a (real )?(person|human)|pass (it|this|that|my question) (on|to sales))\b/i;

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function extractDetails(message: string): VisitorDetails {
  const details: VisitorDetails = {};
  const email = EMAIL.exec(message)?.[0];
  if (email) details.email = email.toLowerCase();
  const phone = PHONE.exec(message.replace(EMAIL, " "))?.[0];
  if (phone && /^\+[1-9]\d{6,14}$/.test(normalizePhone(phone))) details.phone = phone;
  const elsewhere = NAME_ELSEWHERE.exec(message);
  const local = elsewhere?.slice(1).find(Boolean);
  const name =
    NAME.exec(message)?.[1] ?? (local && !notNamesElsewhere.has(local) ? capitalised(local) : undefined);
  if (name && !notNames.has(name.split(" ")[0] ?? "")) details.name = name;
  // "SMS for OTP" is no company: a company is read only beside a name or an address.
  const company = name || email ? COMPANY.exec(message.replace(EMAIL, " "))?.[1] : undefined;
  if (company && !notCompanies.has(company.split(" ")[0] ?? ""))
    details.company = company.replace(/(?<![.'])[.']+$/, "");
  return details;
}

/** Whether the visitor asks for sales, a demo, a quote or a person, or writes an e-mail address. */
export function wantsHandoff(message: string, contactIntent: boolean): boolean {
  // (Not "what if the patient asks to talk to a human?": their customer, handed to their team.)
  const own = message.toLowerCase().replace(theirCustomerAsksPerson, " ");
  return contactIntent || EMAIL.test(message) || handoffRequest.test(own);
}

/** Earlier details with newer ones on top; undefined when there are none. */
export function mergeDetails(
  earlier: VisitorDetails | undefined,
  newer: VisitorDetails,
): VisitorDetails | undefined {
  const merged = { ...earlier, ...newer };
  return Object.keys(merged).length > 0 ? merged : undefined;
}

export function withVisitor(state: DialogueState, visitor: VisitorDetails | undefined): DialogueState {
  return visitor ? { ...state, visitor } : state;
}

/**
 * The reply that opens the "Send to sales" form. A visitor who wrote an e-mail address gets one
 * sentence that repeats it and says what happens next, not the sales contact block (the form does
 * the contacting); otherwise the answer (the contact details) and a line about the form.
 */
export function handoffReply(
  answer: Answer,
  state: DialogueState,
  visitor: VisitorDetails | undefined,
): ChatReply {
  return {
    response: visitor?.email
      ? say.handoffWithEmail(visitor.email, visitor.name, visitor.phone)
      : `${answer.response} ${say.handoffForm}`,
    sources: answer.sources,
    handoff: { ...visitor },
    state: withVisitor(state, visitor),
    unanswered: "handoff",
  };
}
