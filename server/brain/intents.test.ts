import { describe, expect, it } from "vitest";
import { detectIntents, type Intent } from "./intents.ts";

const intentsOf = (question: string) => [...detectIntents(question)].sort();

/** Positive and negative examples per intent: the intent is found in every `yes` and in no `no`. */
const examples: Record<Intent, { yes: string[]; no: string[] }> = {
  contact: {
    yes: [
      "I'd like to talk to sales",
      "Can I speak with a human?",
      "How can I contact you?",
      "Contact",
      "Contact us please",
      "How do I get in touch?",
      "Can I book a demo?",
      "Do you do demos? I want a demo",
      "Please call me back",
      "What's your phone number?",
      "What’s your phone number?",
      "What is your email address?",
      "Email sales",
      "Can someone reach your sales team?",
      "Could you get back to me tomorrow?",
      "talk to sales about WhatsApp",
    ],
    no: [
      "Can I get a local phone number in Dubai?",
      "Can my customers call a toll-free number?",
      "Do you have sales in Qatar?",
      "Can customers reply to my messages?",
      "What about democracy?",
      "Do you send SMS?",
      "Tell me about WhatsApp",
    ],
  },
  pricing: {
    yes: [
      "How much does SMS cost?",
      "What are your prices?",
      "What is your pricing model?",
      "Is it cheap?",
      "SMS rates for Riyadh",
      "price per message",
      "Can I get a quote?",
      "What fees do you charge?",
      "Which is the cheapest market?",
      "hello, how much is SMS?",
    ],
    no: ["Do you send SMS to Qatar?", "Tell me about WhatsApp", "What are your opening hours?", "priceless"],
  },
  careers: {
    yes: [
      "Are you hiring?",
      "careers",
      "Do you have any job openings?",
      "Any jobs for engineers?",
      "Do you offer internships?",
      "I want to join your team",
      "Can I work for Relaywave?",
      "What open positions do you have?",
    ],
    no: [
      "hire a developer",
      "Can you hire developers for my app?",
      "We need to recruit staff",
      "Do you send SMS?",
      "Who are you?",
    ],
  },
  privacy: {
    yes: [
      "privacy policy",
      "Do you use cookies?",
      "Are you GDPR compliant?",
      "delete my data",
      "How is my data protected?",
      "What about personal data?",
      "data retention period",
    ],
    no: ["Do you send SMS?", "Are you secure?", "What data do reports show?"],
  },
  about: {
    yes: [
      "Who are you?",
      "Who is Relaywave?",
      "What is Relaywave?",
      "Tell me about Relaywave",
      "Where are you based?",
      "When was Relaywave founded?",
      "your company history",
      "Where is your headquarters?",
    ],
    no: [
      "Who are your customers?",
      "What do you think about SMS?",
      "About SMS in India",
      "Who is the CEO of Meta?",
    ],
  },
  "services-overview": {
    yes: [
      "What services do you offer?",
      "what do you do",
      "What else do you provide?",
      "List of your services",
      "Which products do you have?",
      "all products",
      "What can you offer?",
    ],
    no: ["Do you send SMS?", "What is RCS?", "What do you think about SMS?", "Is WhatsApp a service?"],
  },
  greeting: {
    yes: [
      "hello",
      "Hi there!",
      "Hey",
      "Good morning",
      "good evening.",
      "salam",
      "Assalamualaikum",
      "namaste",
    ],
    no: ["hello, how much is SMS?", "hey can you help", "Hi, thanks", "highlights", "hello world program"],
  },
  thanks: {
    yes: ["Thanks!", "thank you", "Thank you, that helps", "thx", "cheers", "ok thanks", "great thanks"],
    no: ["No thanks", "I am thankful", "thanksgiving sale", "Cheerful messages"],
  },
};

describe("detectIntents: positive and negative examples", () => {
  for (const [intent, { yes, no }] of Object.entries(examples) as [
    Intent,
    { yes: string[]; no: string[] },
  ][]) {
    it.each(yes)(`finds ${intent} in %j`, (question) => {
      expect(intentsOf(question)).toContain(intent);
    });
    it.each(no)(`does not find ${intent} in %j`, (question) => {
      expect(intentsOf(question)).not.toContain(intent);
    });
  }
});

describe("detectIntents: specific cases", () => {
  it("asks for the company's number, not a local number: only the first is contact", () => {
    expect(intentsOf("What's your phone number?")).toEqual(["contact"]);
    expect(intentsOf("Can I get a local phone number in Dubai?")).toEqual([]);
  });

  it('finds nothing in "Do you have sales in Qatar?": "sales" alone is not a request to talk to sales', () => {
    // The engine then answers with the Qatar SMS page (see engine.test.ts).
    expect(intentsOf("Do you have sales in Qatar?")).toEqual([]);
  });

  it('does not take "hire a developer" for a job search', () => {
    expect(intentsOf("hire a developer")).toEqual([]);
  });

  it("can find several intents in one question", () => {
    expect(intentsOf("Thanks, how much is SMS in India?")).toEqual(["pricing", "thanks"]);
    // "Your office" is the company topic "offices" (company-answers.ts), not a contact request.
    expect(intentsOf("Where is your office?")).toEqual(["about"]);
    expect(intentsOf("I want to join your team")).toEqual(["about", "careers"]);
  });

  it("ignores case, accents, curly quotes and punctuation", () => {
    expect(intentsOf("WHAT’S YOUR PHONE NUMBER???")).toEqual(["contact"]);
    expect(intentsOf("  Privacy   POLICY!! ")).toEqual(["privacy"]);
    expect(intentsOf("Héllo")).toEqual(["greeting"]);
  });

  it("finds nothing in off-topic questions", () => {
    for (const question of [
      "tell me a joke",
      "what is 2+2",
      "Who won the World Cup?",
      "recipe for cake",
      "",
    ]) {
      expect(intentsOf(question), question).toEqual([]);
    }
  });
});

/** Cases that once went wrong. */
describe("detectIntents: regressions", () => {
  // Once misread: /^(how (can|do) i )?contact\b/ also matches contacting one's own customers.
  it('does not take "How do I contact my customers by SMS?" for a request to contact sales', () => {
    expect(intentsOf("How do I contact my customers by SMS?")).not.toContain("contact");
  });

  // Once misread: "work with you" is how customers say they want to buy, not only job seekers.
  it('does not take "We would like to work with you on an SMS campaign" for careers', () => {
    expect(intentsOf("We would like to work with you on an SMS campaign")).not.toContain("careers");
  });

  // Once misread: "rate" also means delivery, open or success rate; the engine then quotes prices.
  it('does not take "What is your SMS delivery rate in India?" for pricing', () => {
    expect(intentsOf("What is your SMS delivery rate in India?")).not.toContain("pricing");
  });

  // Once misread: "cookies" outside a privacy context; the engine answers with the privacy page.
  it('does not take "How do I bake chocolate chip cookies?" for privacy', () => {
    expect(intentsOf("How do I bake chocolate chip cookies?")).not.toContain("privacy");
  });
});
