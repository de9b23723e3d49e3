/**
 * The kinds of answer a question may ask for (answer-type.ts reads them), and the rules of those
 * that concern how a customer works with us: opt-outs, whose duty something is, consent, delivery
 * reports, integration from the customer's systems and the stages of a project. Every pattern is
 * linear (no nested quantifiers; recheck runs over them).
 */

export type AnswerType =
  | "characters"
  | "documents"
  | "window"
  | "duration"
  | "guessing"
  | "process"
  | "fallback"
  | "tax"
  | "price"
  | "billing"
  | "endpoint"
  | "consent"
  | "reports"
  | "integration"
  | "responsibility"
  | "purpose"
  | "optOut"
  | "replies"
  | "laws"
  | "initiated"
  | "autoReply"
  | "language";

export interface TypeRule {
  type: AnswerType;
  /** Matched against the question's normal form. */
  asks: RegExp;
  /** Matched against a sentence as written. */
  gives: RegExp;
  /** Words the pages use for this kind of answer, searched with the question's own ("backup" finds "fall back"). */
  searchWords?: string;
}

/** Read after the price rule and before the language rule, in this order. */
export const practiceRules: readonly TypeRule[] = [
  {
    // "What if a customer opts out?": what becomes of the opt-out (recorded and suppressed), not the opt-in rule.
    type: "optOut",
    // (Or asked to stop: "and if a customer asks to stop the messages?")
    // ("Any parent replies STOP?", read from "कोई parent बोले मत भेजो तो?")
    asks: /\b(opts? ?-?out|opted out|opting out|unsubscrib\w*|(asks?|asked|wants?|requests?|requested) to stop|stop (receiving|getting)|(replies|reply|replied|says|said|sends|texts|writes) stop)\b/,
    gives: /\b(opt-?out|opted[- ]out|suppress\w*|honour opt-outs)\b/i,
    searchWords: "opt-out requests are recorded automatically and suppressed",
  },
  {
    // "Who is responsible for getting consent, us or you?": the sentence that says whose duty it is.
    type: "responsibility",
    asks: /\b((who|whose) (is |are |s )?(responsible|responsibility|in charge|job|duty)|responsib\w* for|(us|we) or you|you or (us|we))\b/,
    gives: /\bresponsib\w*\b/i,
    searchWords: "you remain responsible for having consent to message your contacts",
  },
  {
    // "If I fill your contact form, what do you do with my details?": what they are used for.
    type: "purpose",
    asks: /\bwhat (do|does|will|would) (you|u|relaywave|your team) do with (my|our|the) (data|details|information|info)\b|\b(my|our) (data|details|information) (is |are )?used for\b|\bhow (do|will|would) you use (my|our) (data|details|information)\b/,
    gives: /\b(to reply|to answer|we use (it|them|your)|used to)\b/i,
    searchWords: "we use it to reply to your enquiry, arrange a call and send a proposal",
  },
  {
    // "We have 8000 old leads in Excel, can we blast them all?": whether they must have agreed first
    // ("patients must agree first?").
    type: "consent",
    asks: /\b((blast|blasting) (them|all|everyone|every|the whole|our whole)|old (leads|contacts|customers|numbers|lists?|database)|(bought|purchased) (numbers|lists?|contacts|leads|data|database)|numbers in excel|excel (list|sheet)|(whole|entire) (list|database|contact list)|consent|opt[ -]?in|opted[ -]in|permission|(must|need to|have to|should) agree|agree (first|before)|prior (agreement|approval)|(any|every|all) (numbers?|contacts?) (on|in|from) (my|our|the) (list|database|excel))\b/,
    gives: /\b(opt-in|opt in|opted in|agree|agreed|consent|permission)\b/i,
    searchWords: "opt-in agree consent receive messages",
  },
  {
    // "How do we get delivery status back?": where delivery reports arrive (webhooks, the dashboard).
    type: "reports",
    asks: /\b(delivery (status|statuses|reports?|receipts?|notifications?)|dlrs?|(know|see|check|track) (if|whether|when) (the |a |our |my |each )?(messages?|sms|texts?|otps?) (is |was |were |are |got |gets )?(delivered|received|arrived))\b/,
    // (Webhooks: how the reports reach the visitor's systems, which "how do we get them?" asks.)
    gives: /\bwebhooks?\b/i,
    searchWords: "webhooks send delivery reports back to your systems",
  },
  {
    // "How do we trigger calls from our system?": the API and the webhooks that carry the outcomes.
    type: "integration",
    // (Or the system as the subject: "can our booking software trigger it automatically?")
    asks: /\b(trigger\w*|integrat\w*|connect\w*|automat\w*) (\w+ ){0,4}(from|with|to|into|in) ((our|my) (own )?)?(system|systems|crm|erp|backend|software|booking system)\b|\b(our|my) (own )?(\w+ )?(system|systems|crm|erp|backend|software|app) (trigger|start|fire)s? (it|them|the calls?|calls|the messages?)\b/,
    gives: /\bwebhooks?\b/i,
    searchWords: "REST API webhooks trigger from your system",
  },
  {
    // "Can parents reply to these SMS?", "can they text back?": whether the recipients can answer,
    // which two-way SMS (a dedicated number or keyword) does, not the recipients' sector.
    type: "replies",
    // (Recipients, not the bot or a team: "can it reply in Hindi?" asks its languages.)
    asks: /\b(can|could|will|do|would) (the |our |my |these |those )?(customers|clients|parents|students|patients|guests|users|recipients|people|members|buyers|donors|subscribers|tenants|residents|they) (reply|respond|text back|write back|answer back|message back)\b(?! (in|with) )|\b(customers|clients|parents|students|patients|guests|recipients|they) (can|could) (reply|respond)\b(?! (in|with) )|\breply (back )?(to|on) (these|this|our|the|my|those) (sms|messages?|texts?)\b/,
    gives: /\b(two-way|replies|reply)\b/i,
    searchWords: "two-way SMS receive replies from customers on a dedicated number",
  },
  {
    // "Can I msg them first next week about a new listing?": a conversation the business starts,
    // which takes an approved template and the customer's opt-in.
    type: "initiated",
    asks: /\b(msg|message|text|contact|write to|ping) (them|customers|leads|clients|people|users) first\b|\b(start|open|initiate) (a|the) (conversation|chat)\b|\b(we|i) (msg|message|text|write) first\b/,
    gives: /\btemplates?\b/i,
    searchWords: "messages you start use a template approved by Meta customers must opt in",
  },
  {
    // "Leads from Insta ads, can WhatsApp auto reply them fast?": the chatbots and agents that reply.
    type: "autoReply",
    asks: /\b(auto ?-?(reply|replies|replying|respond|responses?)|automatic(ally)? (reply|replies|respond|responses?|answers?)|(reply|respond|answer) automatically)\b/,
    gives: /\b(chatbots?|AI agents?|automat\w*)\b/i,
    searchWords: "we build chatbots that reply to customers AI agent answers from your knowledge base",
  },
  {
    // "Which data law covers Indian users?": the laws the policy names (GDPR, the UAE's and Saudi
    // Arabia's, India's DPDP Act), not its retention periods.
    type: "laws",
    asks: /\b((data|privacy|protection) (laws?|acts?|regulations?)|which (laws?|acts?|regulations?)|gdpr|dpdp|pdpl)\b/,
    gives: /\b(laws?|Act|GDPR)\b/,
    searchWords:
      "other data protection laws apply such as the UAE Personal Data Protection Law the Saudi Personal Data Protection Law India Digital Personal Data Protection Act",
  },
  {
    // "What are the project stages?", "what are the steps to build a website?": the process a
    // project follows, which its passage names in those words.
    type: "process",
    asks: /\b(project (stages|steps|phases)|(stages|phases) of (the |a |our |your )?project|what (are|r) the (steps|stages|phases)|(your|the) (process|workflow|methodology)|how do you work|how many (stages|steps|phases))\b/,
    gives: /\b(process|stages?|phases?)\b/i,
    searchWords: "process stage",
  },
];
