import { describe, expect, it } from "vitest";
import { careersPage, openRoles } from "../../app/content/render/site.ts";
import { paths } from "../../app/content/site-map.ts";
import { conversationWith, distinctiveRates, sourcePaths } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => distinctiveRates });
const { last, talk } = conversationWith(engine);
const careers = careersPage("en");
const remoteRole = openRoles("en").find((role) => /remote/i.test(role.location));

describe("conversation: a topic in play keeps its follow-ups", () => {
  it('jobs: a place filters the roles, and "that role" is the one just named', () => {
    expect(remoteRole).toBeDefined();
    const listed = last("are you guys hiring?", "any remote positions?");
    expect(listed.response).toContain(remoteRole?.title);
    expect(listed.state.role).toBe(remoteRole?.title);
    const stack = last("are you guys hiring?", "any remote positions?", "what tech stack is that role?");
    // The role's whole summary, its last sentence included, then how to apply.
    expect(stack.response).toContain(remoteRole?.summary.split(". ").at(-1)?.replace(/\.$/, ""));
    expect(stack.response).toMatch(/mailto:careers@/);
    const apply = last("are you guys hiring?", "any remote positions?", "how do I apply for it?");
    expect(apply.response).toMatch(/^To apply, e-mail/);
  });

  it("jobs: the interview process is its steps in order, a step's length is that step's", () => {
    const steps = last("what's the interview process like?");
    const titles = careers.hiringProcess.items.map((step) => step.title);
    for (const title of titles) expect(steps.response).toContain(`**${title}**`);
    expect(steps.response.indexOf(titles[0] ?? "")).toBeLessThan(steps.response.indexOf(titles.at(-1) ?? ""));
    // Each step with what it is: the intro call's length, the exercise that is no long project.
    expect(steps.response).toMatch(/30-minute call/);
    expect(steps.response).toMatch(/do not ask for long unpaid projects/);
    const call = last("is relaywave hiring?", "how long is the first call?");
    expect(call.response).toMatch(/30-minute/);
  });

  it("contact: which address to write to, after our reply times, is the sales address", () => {
    const reply = last("how fast does your sales team reply?", "which email should I write to?");
    expect(reply.response).toContain("sales@");
  });
});

describe("conversation: the slot a follow-up names", () => {
  it("an approval time after a market's documents is that market's registration time", () => {
    const reply = last(
      "we need OTP sms across india, do we have to do DLT registration ourselves?",
      "which documents do you need for that?",
      "how long does the approval usually take?",
    );
    expect(reply.state.market).toBe("/services/sms-services/india");
    expect(reply.response).toMatch(/working days/);
    expect(reply.unanswered).toBeUndefined();
  });

  it('"is sender ID registration extra there?" is the fee alone, not the message rates again', () => {
    const reply = last("how much is a transactional sms to Qatar?", "is sender ID registration extra there?");
    expect(reply.response).toContain("$111");
    expect(reply.response).not.toContain("$0.0678");
  });

  it("a fallback question after a price asks what happens when an SMS fails, not the price", () => {
    const reply = last(
      "We have a payments app in Manama and need OTP SMS.",
      "what's the price per OTP?",
      "what if the sms doesnt arrive, any backup?",
    );
    expect(reply.response).toMatch(/WhatsApp|voice call/);
    expect(reply.response).not.toContain("$0.0456");
  });

  it("documents asked for a Dubai number are the number's, with the place kept", () => {
    const reply = last(
      "need a local dubai number for our support line, possible?",
      "what paperwork do you need for it?",
    );
    expect(sourcePaths(reply)[0]).toBe("/services/virtual-numbers");
    expect(reply.response).toMatch(/trade licence/);
  });

  it("our terms are not a price question, whatever fee they name", () => {
    const reply = last("Is there any minimum commitment or monthly fee just to have an account with you?");
    expect(reply.response).toMatch(/no minimum commitment/);
    expect(sourcePaths(reply)).toContain(paths.smsPricing);
  });

  it("a longer message's parts: what one SMS holds and what each part of a longer one holds", () => {
    const [first, again] = talk("how many characters can one sms hold?", "and if my text is longer?");
    for (const figure of [/\b160\b/, /\b70\b/, /\b153\b/, /\b67\b/]) expect(first?.response).toMatch(figure);
    // (The first answer said it all: the follow-up says so rather than repeating it as new.)
    expect(again?.response).toMatch(/^As in my last answer/);
  });

  it('"there" points at the market in play, and the fact asked follows a corrected market', () => {
    const there = last(
      "what hours can promo messages go out in the UAE?",
      "do those promo messages need something special in the sender name there?",
    );
    expect(there.state.market).toBe("/services/sms-services/uae");
    expect(there.response).toContain("AD-");
    const corrected = last(
      "which operators do you cover in KSA?",
      "for marketing msgs is there any special rule on the sender name?",
      "sorry i meant in the UAE",
    );
    expect(corrected.response).toContain("AD-");
    // A fee asked of a fact stays a price: "and for Bahrain?" is Bahrain's fee.
    const fee = last("can we run sms marketing in doha?", "sender id fee there?", "and for Bahrain?");
    expect(fee.response).toMatch(/included/i);
  });

  it("what a service is, asked with a question about it, is its introduction; a phone without it falls back", () => {
    const what = last("what's RCS, do customers need to install an app for it?");
    expect(what.response).toMatch(/No app to download/);
    const fallback = last("what is rcs?", "what happens with phones that dont support it?");
    expect(fallback.response).toMatch(/SMS version/);
  });

  it("a toll-free number asked about by SMS stays with numbers", () => {
    const reply = last(
      "we run a call centre, need toll-free and local numbers in India, possible?",
      "can the toll free one receive sms too?",
    );
    expect(sourcePaths(reply)[0]).toBe("/services/virtual-numbers");
    expect(reply.response).toMatch(/voice calls only/);
  });
});

describe("the kind of answer asked, carried", () => {
  it('"and just a simple website?" after an app\'s timeline asks how long again', () => {
    const reply = last(
      "can you build an iOS and Android app for our clinic with OTP login?",
      "how long would that take roughly?",
      "and just a simple website?",
    );
    expect(reply.state.kind).toBe("duration");
    expect(reply.response).toMatch(/few weeks/);
  });

  it("\"can you build…?\" answered by a service's introduction says yes; the privacy policy's does not", () => {
    expect(last("can you build an iOS and Android app for our clinic with OTP login?").response).toMatch(
      /^Yes\. /,
    );
    expect(last("do you sell my data to advertisers?").response).not.toMatch(/^Yes\b/);
  });
});

describe("the service in play, asked of by a verb or a price", () => {
  it('"can customers text it too?" about a Dubai number is the number\'s, and so is its price', () => {
    const text = last(
      "we need a dubai number for our call center",
      "what documents?",
      "can customers text it too?",
    );
    expect(sourcePaths(text)[0]).toBe("/services/virtual-numbers");
    const priced = last(
      "we need a dubai number for our call center",
      "what documents?",
      "can customers text it too?",
      "how is it priced",
    );
    expect(priced.response).toMatch(/monthly rental/);
    expect(priced.response).not.toMatch(/\$0\.0/);
  });

  it('"how long to set up and what does it cost" after an AI agent is the agent\'s', () => {
    const reply = last(
      "can an AI bot answer leads at night on whatsapp for our agency in abu dhabi?",
      "how long to set up and what does it cost",
    );
    expect(sourcePaths(reply)[0]).toBe("/services/ai-agents");
    expect(reply.response).toMatch(/two to four weeks/);
  });
});

describe("two questions in one message", () => {
  it("two market facts asked together are both answered, in the order asked", () => {
    const reply = last(
      "Who regulates business SMS in Doha, and which operators will my messages go through?",
    );
    expect(reply.response).toMatch(/Communications Regulatory Authority/);
    expect(reply.response).toMatch(/Vodafone Qatar/);
    expect(reply.response.indexOf("Regulator")).toBeLessThan(reply.response.indexOf("operators"));
    const docs = last(
      "which mobile operators do you reach in Bahrain and what docs do you need for the sender ID?",
    );
    expect(docs.response).toMatch(/Batelco/);
    expect(docs.response).toMatch(/Commercial registration/);
  });
});

describe("answers to a question that asks to skip a rule", () => {
  it("a short FAQ is said whole: the green tick's condition is its last sentence", () => {
    const reply = last("can you get the green tick for our whatsapp business account?");
    expect(reply.response).toMatch(/Meta/);
    expect(reply.response).toMatch(/guarantee/);
  });

  it('"even if they never opted in?" gets "No." and the rule, never "Yes"', () => {
    const reply = last(
      "can we just blast whatsapp msgs to our whole customer list even if they never opted in?",
    );
    expect(reply.response).toMatch(/^No\. /);
    expect(reply.response).toMatch(/agree/);
  });

  it("OTPs before the sender ID is approved: not delivered, and another channel meanwhile", () => {
    const reply = last("our sender id in Kuwait is not approved yet, can we start sending OTPs anyway?");
    expect(reply.response).toMatch(/not delivered/);
    expect(reply.response).toMatch(/WhatsApp|voice call/);
  });

  it("how long this chat is kept says the chat's days, not the enquiries' months", () => {
    const reply = last("how long do you keep my chat history with this assistant");
    expect(reply.response).toMatch(/\b90 days\b/);
    expect(reply.response).not.toMatch(/months/);
  });
});
