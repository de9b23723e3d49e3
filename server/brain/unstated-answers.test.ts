/**
 * What the site does not state is said so, with what it does state and the offer to ask sales,
 * never a neighbouring fact; two company questions in one message get both answers.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const reply = (message: string, pageLocale: "en" | "ar" = "en") => engine.reply({ message, pageLocale });

describe("what the site does not state", () => {
  it("says a market's unstated fact is unstated and offers sales, without another market's hours", () => {
    const saudi = reply("in saudi what hours can we send promotional sms?");
    expect(saudi.response).toMatch(/does not state this/);
    expect(saudi.response).not.toMatch(/\d{2}:\d{2}/);
    expect(saudi.state.offer).toBe("handoff");
    expect(reply("متى مسموح نرسل رسائل ترويجية في السعودية؟", "ar").response).toMatch(/لا تذكر/);
  });

  it("says what it does know that is nearest, the consent rule, before the offer to ask sales", () => {
    const saudi = reply("Riyadh: what time can we send promotional SMS?").response;
    expect(saudi).toMatch(/does not state this.*opt-in consent.*would you like me to pass/s);
  });

  it("says our headcount and leadership are unstated, with the year and headquarters it does state", () => {
    const team = reply("how many employees do you have and who is the CEO?");
    expect(team.response).toMatch(/do not state that/);
    expect(team.response).toMatch(/2016/);
    expect(team.response.match(/pass your question/g)).toHaveLength(1);
    expect(reply("who owns the code after you build our app?").response).not.toMatch(/do not state/);
  });
});

describe("two company questions in one message", () => {
  it("answers both", () => {
    const both = reply("when were you founded and where is your HQ?").response;
    expect(both).toMatch(/2016/);
    expect(both).toMatch(/headquarters are in Dubai/);
    expect(reply("what are your office hours?").response).not.toMatch(/headquarters/);
  });
});

describe("throughput, which the site does not publish", () => {
  it("says no messages-per-second figure is published, offers sales, in English and Arabic", () => {
    const tps = reply("what max TPS can we get on your SMPP? we need 500 sms per second");
    expect(tps.response).toMatch(/publishes no throughput figure/);
    expect(tps.response).not.toMatch(/You pay per message/);
    expect(tps.state.offer).toBe("handoff");
    expect(reply("كم رسالة في الثانية تقدرون ترسلون عبر SMPP؟", "ar").response).toMatch(/لا ينشر الموقع/);
  });
});

describe("our hours, and the hours of what works for the visitor", () => {
  it("answers an agent's after-hours work and a campaign's time zone, not when our team works", () => {
    expect(reply("could an ai agent answer those calls after hours?").response).toMatch(/^Yes\. An AI agent/);
    const state = reply("price for promo sms in qatar").state;
    const zone = engine.reply({ message: "what timezone should we schedule in?", state, pageLocale: "en" });
    expect(zone.response).toMatch(/UTC\+3/);
    expect(reply("are you available after hours?").response).toMatch(/Our team is available/);
  });
});

describe("reselling and where data is hosted, which the site does not state", () => {
  it("says no reseller programme or margin is described, whatever the market, and offers sales", () => {
    const agency = reply(
      "do you have a white label / reseller program in saudi, what margin do agencies get?",
    );
    expect(agency.response).toMatch(/does not describe a reseller/);
    expect(agency.response).not.toMatch(/\$\d/);
    expect(agency.state.offer).toBe("handoff");
  });

  it("gives the privacy policy's transfers, not the retention periods, for where the servers are", () => {
    const servers = reply("do you keep the data in the UAE? where are your servers?");
    expect(servers.response).toMatch(/outside the country where you live/);
    expect(servers.response).not.toMatch(/90 days/);
    expect(servers.sources.map((page) => page.path)).toContain("/privacy");
    expect(reply("we are hosted in aws, can your api call our webhook?").response).not.toMatch(/servers are/);
  });
});

describe("a headline and the paragraph that explains it", () => {
  it("answers 'what is this 24 hour window' with the window's sentence, not the page's introduction", () => {
    const window = reply("what is this 24 hour window on whatsapp").response;
    expect(window).toMatch(/24-hour customer service window opens in which you can reply freely/);
    expect(reply("how many buttons can i put on an RCS rich card").response).toMatch(/4/);
  });
});
