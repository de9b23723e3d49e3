import { describe, expect, it } from "vitest";
import { marketTerms, serviceTerms } from "../../app/content/assistant-knowledge.ts";
import { detectEntities } from "./entities.ts";

const sms = "/services/sms-services";
const whatsapp = "/services/whatsapp-services";
const rcs = "/services/rcs-services";
const voice = "/services/voice-services";
const aiAgents = "/services/ai-agents";
const virtualNumbers = "/services/virtual-numbers";
const webApp = "/services/web-app-development";
const market = (slug: string) => `/services/sms-services/${slug}`;

const servicePaths = (question: string) => detectEntities(question).services.map((mention) => mention.path);
const marketPaths = (question: string) => detectEntities(question).markets.map((mention) => mention.path);

describe("detectEntities: where the visitor is and where they send", () => {
  it("leaves out a market named only as the visitor's place when another is named", () => {
    expect(marketPaths("we are a fintech from hyderabad, launching an app in bahrain")).toEqual([
      market("bahrain"),
    ]);
    expect(marketPaths("we are based in mumbai and want to send sms to dubai")).toEqual([market("uae")]);
    // With no other market, the visitor's place is the one asked about.
    expect(marketPaths("we are a clinic based in Riyadh, what are your rates?")).toEqual([
      market("saudi-arabia"),
    ]);
    expect(marketPaths("rates for india and the uae?")).toEqual([market("india"), market("uae")]);
  });
});

describe("detectEntities: services by phrase", () => {
  it.each([
    ["Do you send SMS?", sms],
    ["Bulk SMS for my shop", sms],
    ["I need a text message sent", sms],
    ["one-time password delivery", sms],
    ["2FA codes", sms],
    ["Tell me about WhatsApp", whatsapp],
    ["Can I use Whats App for business?", whatsapp],
    ["What is RCS?", rcs],
    ["rich communication services", rcs],
    ["I need an IVR", voice],
    ["reminder calls for patients", voice],
    ["text-to-speech announcements", voice],
    ["Do you build chatbots?", aiAgents],
    ["an AI agent for support", aiAgents],
    ["a virtual assistant", aiAgents],
    ["toll-free numbers", virtualNumbers],
    ["a local phone number", virtualNumbers],
    ["call centre lines", virtualNumbers],
    ["a new website", webApp],
    ["mobile app development", webApp],
  ])("%s names %s", (question, path) => {
    expect(servicePaths(question)).toContain(path);
  });

  it("finds every service by each of its names in assistant-knowledge.ts", () => {
    for (const entry of serviceTerms) {
      for (const name of entry.names)
        expect(servicePaths(`about ${name} please`), name).toContain(entry.path);
    }
  });

  it("matches whole words only: sms is not in sums, smsc or isms", () => {
    expect(servicePaths("Can you do sums?")).toEqual([]);
    expect(servicePaths("smsc gateway")).not.toContain(sms);
    expect(servicePaths("isms and schisms")).toEqual([]);
  });

  it("needs the whole phrase: a phone number alone is not a virtual number, a phone alone is not a call", () => {
    expect(servicePaths("What's your phone number?")).toEqual([]);
    expect(servicePaths("my phone")).toEqual([]);
  });

  it("matches a phrase across punctuation and case", () => {
    expect(servicePaths("TOLL FREE, numbers?")).toEqual([virtualNumbers]);
    expect(servicePaths("WhatsApp-Business")).toEqual([]);
    expect(servicePaths("whatsapp/business")).toEqual([whatsapp]);
  });
});

describe("detectEntities: typos", () => {
  it.each([
    ["whatsap", whatsapp],
    ["watsapp business", whatsapp],
    ["whatsapp bussiness", whatsapp],
    ["chatbott", aiAgents],
    ["virtaul numbers", virtualNumbers],
    ["webiste", webApp],
  ])("reads %s as %s", (question, path) => {
    expect(servicePaths(question)).toEqual([path]);
  });

  it.each([
    ["Kuwiat", "kuwait"],
    ["Bahrian", "bahrain"],
    ["Riyadh", "saudi-arabia"],
    ["Riyahd", "saudi-arabia"],
  ])("reads the market %s as %s", (question, slug) => {
    expect(marketPaths(question)).toEqual([market(slug)]);
  });

  it("keeps short names exact: rcs, ivr, sms, bot and otp take no typos", () => {
    expect(servicePaths("rcs")).toEqual([rcs]);
    expect(servicePaths("rcsx")).toEqual([]);
    expect(servicePaths("rc")).toEqual([]);
    expect(servicePaths("ivx menus")).toEqual([]);
    expect(servicePaths("smx")).toEqual([]);
    expect(servicePaths("both")).toEqual([]);
    expect(servicePaths("robot")).toEqual([]);
    expect(servicePaths("bots")).toEqual([aiAgents]);
    expect(servicePaths("otps")).toEqual([sms]);
    expect(servicePaths("opt")).toEqual([]);
  });

  it("corrects a typo to the name it misspells in the returned tokens", () => {
    expect(detectEntities("whatsap pricing").tokens[0]).toBe("whatsapp");
    expect(detectEntities("chatbott").tokens).toEqual(["chatbot"]);
  });

  it("does not turn ordinary words into names", () => {
    for (const question of ["What are your opening hours?", "Is it secure?", "Please answer quickly"]) {
      expect(detectEntities(question).services, question).toEqual([]);
      expect(detectEntities(question).markets, question).toEqual([]);
    }
  });

  it("answers the same for a repeated typo (the correction is remembered)", () => {
    const first = detectEntities("sms in Bahrian");
    const second = detectEntities("sms in Bahrian");
    expect(second).toEqual(first);
  });
});

describe("detectEntities: markets", () => {
  it.each([
    ["Dubai", "uae"],
    ["Abu Dhabi", "uae"],
    ["Sharjah", "uae"],
    ["the United Arab Emirates", "uae"],
    ["Riyadh", "saudi-arabia"],
    ["Jeddah", "saudi-arabia"],
    ["KSA", "saudi-arabia"],
    ["Doha", "qatar"],
    ["Manama", "bahrain"],
    ["Mumbai", "india"],
    ["Bangalore", "india"],
    ["DLT", "india"],
    ["Kuwait City", "kuwait"],
  ])("a question about %s means %s", (place, slug) => {
    expect(marketPaths(`Can I send SMS to ${place}?`)).toEqual([market(slug)]);
  });

  it("finds every market by each of its names in assistant-knowledge.ts", () => {
    for (const entry of marketTerms) {
      for (const name of entry.names) expect(marketPaths(`sms in ${name}`), name).toEqual([entry.path]);
    }
  });

  it("does not mistake other places for markets", () => {
    for (const place of ["London", "Oman", "Egypt", "Paris", "New York"]) {
      expect(marketPaths(`Can I send SMS to ${place}?`), place).toEqual([]);
    }
  });
});

describe("detectEntities: smsContext", () => {
  it.each([
    "SMS to Dubai",
    "text customers in Doha",
    "bulk messages to Riyadh",
    "OTP codes in Mumbai",
    "promotional campaigns in Kuwait",
    "notifications in Manama",
    "delivery in Qatar",
    "sender names in Bahrain",
  ])("is set for %s", (question) => {
    expect(detectEntities(question).smsContext).toBe(true);
  });

  it.each([
    "a local number in Dubai",
    "WhatsApp in Riyadh",
    "Do you have an office in Doha?",
    "Who are you?",
  ])("is not set for %s", (question) => {
    expect(detectEntities(question).smsContext).toBe(false);
  });
});

describe("detectEntities: order of mentions", () => {
  it("lists markets in the order the question names them, with token positions", () => {
    const { markets } = detectEntities("Doha, then Mumbai and Riyadh");
    expect(markets.map(({ path, position }) => ({ path, position }))).toEqual([
      { path: market("qatar"), position: 0 },
      { path: market("india"), position: 2 },
      { path: market("saudi-arabia"), position: 4 },
    ]);
  });

  it("keeps a market named as the visitor's place when it is named again as a destination", () => {
    const { markets } = detectEntities("from Indore, what is the transactional rate in India and the UAE?");
    expect(markets.map((mention) => mention.path)).toEqual([market("india"), market("uae")]);
    // (Named only as the place the visitor is, it is left out.)
    const alone = detectEntities("from Indore, what is the transactional rate in the UAE?");
    expect(alone.markets.map((mention) => mention.path)).toEqual([market("uae")]);
  });

  it("lists services in order and each once, at its first mention", () => {
    const { services } = detectEntities("WhatsApp or SMS, then WhatsApp again and an IVR");
    expect(services.map((mention) => mention.path)).toEqual([whatsapp, sms, voice]);
    expect(services[0]?.position).toBe(0);
  });

  it("keeps the order when a later mention uses a longer phrase", () => {
    expect(servicePaths("an IVR or a toll-free number")).toEqual([voice, virtualNumbers]);
    expect(servicePaths("a toll-free number or an IVR")).toEqual([virtualNumbers, voice]);
  });

  it("returns services and markets separately for a mixed question", () => {
    const entities = detectEntities("I want a local number in Dubai");
    expect(entities.services.map((mention) => mention.path)).toEqual([virtualNumbers]);
    expect(entities.markets.map((mention) => mention.path)).toEqual([market("uae")]);
    expect(entities.smsContext).toBe(false);
  });

  it("is empty for an empty or symbol-only question", () => {
    for (const question of ["", "   ", "?!", "👋"]) {
      expect(detectEntities(question)).toEqual({
        services: [],
        markets: [],
        smsContext: false,
        marketContext: false,
        businessContext: false,
        otherWords: 0,
        tokens: [],
      });
    }
  });
});

/** Cases that once went wrong. */
describe("detectEntities: regressions", () => {
  // Typo correction once turned any word one letter away from a name into it.
  it("does not read the US state Indiana as the market India", () => {
    expect(marketPaths("Do you send SMS to Indiana?")).toEqual([]);
  });

  // text.ts:46: a final "s" after "s" is kept, so the plural "SMSs" never becomes "sms".
  it("reads the plural SMSs as SMS", () => {
    expect(servicePaths("Do you send SMSs to Kuwait?")).toEqual([sms]);
  });
});
