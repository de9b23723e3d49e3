import { describe, expect, it } from "vitest";
import { careersPage } from "../../app/content/render/site.ts";
import { paths } from "../../app/content/site-map.ts";
import {
  conversationWith,
  distinctiveRates,
  sourcePaths,
  whatsapp,
} from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => distinctiveRates });
const { last } = conversationWith(engine);
const aiAgents = "/services/ai-agents";
const careers = careersPage("en");

describe("conversation: the subject in play", () => {
  it("a follow-up about a channel asks the channel, not the visitor's city again", () => {
    const reply = last(
      "do you provide whatsapp business api? we are a shop in hyderabad",
      "how long to go live",
    );
    expect(sourcePaths(reply)[0]).toBe(whatsapp);
    expect(reply.response).not.toMatch(/does not say whether we offer it/);
    expect(reply.response).toMatch(/days/);
    // The place stays in the frame for a later SMS question.
    expect(reply.state.market).toBe("/services/sms-services/india");
  });

  it("a question naming no subject stays with the service in play when its page matches well", () => {
    const reply = last(
      "do you provide whatsapp business api?",
      "we want to send abandoned cart reminders, the customer didnt message us first. possible?",
    );
    expect(sourcePaths(reply)[0]).toBe(whatsapp);
  });

  it('"which channels can it work on?" asks the service in play, not for the list of services', () => {
    const reply = last(
      "can you build a chatbot that answers our customers at night?",
      "which channels can it work on?",
    );
    expect(sourcePaths(reply)[0]).toBe(aiAgents);
    expect(reply.response).toMatch(/WhatsApp/);
  });

  it("drops a FAQ's leading Yes when the follow-up does not ask yes or no", () => {
    const reply = last(
      "can you build a chatbot that answers our customers at night?",
      "what if it doesnt know the answer?",
    );
    expect(reply.response).not.toMatch(/^Yes\b/);
  });
});

describe("conversation: careers", () => {
  it("says yes, with each role's place", () => {
    const reply = last("r u hiring right now?");
    expect(reply.response).toMatch(/^Yes\b/);
    const [first] = careers.openings.items;
    expect(reply.response).toContain(`${first?.title} – ${first?.location}`);
  });

  it("finds a role named loosely, in the plural and without its seniority", () => {
    const backend = careers.openings.items.find((item) => /backend/i.test(item.title));
    const reply = last("are you hiring?", "anything for backend engineers?");
    expect(sourcePaths(reply)).toEqual([paths.careers]);
    expect(reply.response).toContain(backend?.title);
  });

  it("answers how long hiring takes from the careers page's process", () => {
    const reply = last("are you hiring?", "how long does the hiring process usually take?");
    expect(sourcePaths(reply)).toEqual([paths.careers]);
    expect(reply.response).toContain(careers.hiringProcess.intro.split(". ")[1]?.replace(/\.$/, ""));
  });
});

describe("conversation: the answer's page and the fact asked", () => {
  it("the service page that answered becomes the subject, even when the message named another", () => {
    const reply = last(
      "we run a hospital, want automatic calls reminding patients of their appointments",
      "how is it charged",
    );
    expect(sourcePaths(reply)[0]).toBe("/services/voice-services");
  });

  it("\"how long for header and template approval?\" asks the market's registration time, in the sentence's case", () => {
    const reply = last(
      "We need OTP SMS in India. Which networks can you deliver to?",
      "how long for header and template approval?",
    );
    expect(reply.state.attribute).toBe("registrationTime");
    // (India's answer says the Principal Entity's time first, then the headers' and templates'.)
    expect(reply.response).toMatch(/: Principal Entity registration within a few working days/);
    expect(reply.response).toMatch(/headers and templates in one to three working days/);
  });
});

describe("conversation: what a follow-up asks of the subject", () => {
  it('"can customers text that number?" stays with the virtual number in play', () => {
    const reply = last(
      "need a dubai landline number for our support team",
      "can customers text that number?",
    );
    expect(sourcePaths(reply)[0]).toBe("/services/virtual-numbers");
  });

  it('"and if the bot can\'t answer?" gets the handoff, not the 24/7 answer', () => {
    const reply = last(
      "can you build a bot that answers our customers at night?",
      "and if the bot can't answer?",
    );
    expect(reply.response).toMatch(/person|human/);
  });

  it("a language asked about gets the sentence naming the languages, honestly when it is not one of them", () => {
    expect(last("does your ai chatbot speak arabic?").response).toMatch(/Arabic/);
    const hindi = last("does your IVR text to speech do Hindi?");
    expect(hindi.response).toMatch(/Arabic and English/);
    expect(hindi.response).not.toMatch(/Hindi/);
  });
});

describe("conversation: a condition the FAQ does not ask about", () => {
  it("drops the FAQ's Yes and quotes the sentence on the condition (promotions to DND numbers)", () => {
    const reply = last("can we send promotional sms to customers who are on the DND list in india?");
    expect(reply.response).not.toMatch(/^Yes\b/);
    expect(reply.response).toMatch(/^No\. .*not registered on the NCPR \(DND\) list/);
  });
});

describe("conversation: careers by place", () => {
  it("lists the roles worked where the question asks, remote included", () => {
    const remote = careers.openings.items.filter((item) => /remote/i.test(item.location));
    const reply = last("are you hiring engineers?", "any of them remote? i live in Pune");
    for (const role of remote) expect(reply.response).toContain(role.title);
    const office = careers.openings.items.filter((item) => !/remote/i.test(item.location));
    for (const role of office) expect(reply.response).not.toContain(role.title);
  });

  it("keeps the careers frame after a role answer, so how to apply is about the job", () => {
    const reply = last("are u hiring?", "i'm a backend engineer in bangalore, 6 yrs exp", "how do i apply");
    expect(sourcePaths(reply)).toEqual([paths.careers]);
    expect(reply.response).toMatch(/careers@/);
  });
});

describe("conversation: the frame a kept subject leaves", () => {
  it("keeps the market when its page answered a question that named nothing", () => {
    const reply = last(
      "need OTP sms for our app users in Manama, which networks do you reach?",
      "what happens if the code doesnt arrive?",
      "cost per otp?",
    );
    expect(sourcePaths(reply)[0]).toBe("/services/sms-services/bahrain");
    expect(reply.response).toContain(
      `$${distinctiveRates.find((rate) => rate.country === "bahrain")?.transactional.toFixed(4)}`,
    );
  });

  it("answers our hours, and a job question's time zones from the careers page", () => {
    expect(last("what are your hours?").response).toMatch(/Sunday to Thursday/);
    expect(sourcePaths(last("r u hiring remote frontend devs? what timezones"))).toEqual([paths.careers]);
  });
});

describe("conversation: SMS named by its own words in a market's frame", () => {
  it("\"max length for the sender id?\" after the UAE's operators is the UAE's sender-ID fact", () => {
    const reply = last("which mobile networks do you reach in the UAE", "max length for the sender id?");
    expect(sourcePaths(reply)[0]).toBe("/services/sms-services/uae");
    expect(reply.state.attribute).toBe("senderId");
  });

  it("the first-message passage names the endpoint and the Authorization header", () => {
    const reply = last("api auth: do i pass the key as a header? and whats the sms endpoint url");
    expect(reply.response).toMatch(/\/v1\/sms\/messages/);
    expect(reply.response).toMatch(/Bearer token in the Authorization header/);
  });
});

describe("conversation: the frame keeps a message's length and a market's page", () => {
  it("prices each of the messages of the length given before, at the traffic type in play", () => {
    const uae = distinctiveRates.find((rate) => rate.country === "uae");
    const reply = last(
      "our promo is in arabic, about 150 characters. how many segments is that?",
      "so what would each of those messages cost us in dubai",
    );
    expect(reply.response).toMatch(/\b3 segments\b/);
    expect(reply.response).toContain(`$${(3 * (uae?.promotional ?? Number.NaN)).toFixed(4)}`);
  });

  it("a market's page that answered is the market in play, and a timing question asks its hours", () => {
    const sender = last(
      "which mobile operators do you cover in KSA",
      "for marketing msgs is there any special rule on the sender name?",
    );
    expect(sender.state.market).toBe("/services/sms-services/saudi-arabia");
    const timing = last("promotional sms rate for india?", "any timing restriction for sending those");
    expect(timing.state.attribute).toBe("promotionalHours");
  });
});

describe("conversation: the page's service for a first question that names none", () => {
  const onPage = (message: string, page: string) => engine.reply({ message, page }).response;

  it("asks a kind of answer of the service page it is asked on, in the site's words only", () => {
    expect(onPage("how long usually it takes", "/services/web-app-development")).toMatch(/few months/);
    expect(onPage("how long is a football match?", "/services/rcs-services")).toMatch(/I can only help/);
    expect(onPage("do you sell pizza?", whatsapp)).toMatch(/I can only help/);
  });
});
