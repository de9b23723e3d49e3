/**
 * What blind-hi-16 (written blind from the rendered Hindi pages) found and this engine now answers
 * (decision 135): promotional hours on the visitor's own clock, a proposed sender name measured
 * against the market's limit, another script sent as Unicode, two markets' sender ID fees
 * compared, "whose is the source code?" in Devanagari and in Latin letters, a service's price
 * asked bare on its page.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const { ask, talk } = visitorOn(createRetrievalEngine({ rates: () => smsRates }));

describe("what blind-hi-16 found", () => {
  it("puts a market's promotional hours on the clock the visitor names, in Hindi and English", () => {
    const [, hindi] = talk(
      "/hi/services/sms-services/uae",
      "UAE में प्रमोशनल SMS किस समय भेज सकते हैं?",
      "और भारतीय समय (IST) में?",
    );
    expect(hindi).toMatch(/07:00 से 21:00 UAE समय.+08:30 से 22:30 भारतीय मानक समय/s);
    const [, english] = talk(
      "/services/sms-services/uae",
      "When can we send promotional SMS in the UAE?",
      "what is that in IST?",
    );
    expect(english).toContain("On your clock, that is 08:30 to 22:30 India Standard Time (UTC+5:30).");
  });

  it("measures a quoted sender name against the market's limit: exactly 6 in India, 11 in the Gulf", () => {
    expect(
      ask("हमारा sender नाम 'DelhiSweets' रखना है, चलेगा?", "/hi/services/sms-services/india").response,
    ).toMatch(/^नहीं: “DelhiSweets” में 11 कैरेक्टर हैं, जबकि वहाँ header में ठीक 6/);
    expect(
      ask("can we use 'JaipurCrafts' as sender ID in the UAE?", "/services/sms-services/uae").response,
    ).toMatch(/^No: “JaipurCrafts” has 12 characters.+at most 11/);
    expect(
      ask(
        'Will the sender name "Zaatar&Co" be accepted in Saudi Arabia?',
        "/services/sms-services/saudi-arabia",
      ).response,
    ).toMatch(/^“Zaatar&Co” has 9 characters, within the 11 allowed\./);
  });

  it("says another script goes as Unicode with 70 characters a message where the market lists none", () => {
    const reply = ask("क्या UAE में मलयालम में SMS भेज सकते हैं?", "/hi/services/sms-services/uae").response;
    expect(reply).toMatch(/^हाँ, Unicode में: तब एक SMS में 70 कैरेक्टर/);
  });

  it("compares two markets' sender ID fees and says which costs more", () => {
    const reply = ask(
      "Is the sender ID fee higher in Kuwait or in Qatar?",
      "/services/sms-services",
    ).response;
    expect(reply).toMatch(/^Sender ID registration costs more in \[Kuwait\].+\$300.+\[Qatar\].+\$100/);
  });

  it("answers whose the source code is after the build time, in Devanagari and in Latin letters", () => {
    for (const [first, second] of [
      ["वेबसाइट बनाने में कितना समय लगेगा?", "और source code किसका होगा?"],
      ["website banane me kitna time lagega?", "aur source code kiska hoga?"],
    ] as const) {
      const [, owner] = talk("/hi/services/web-app-development", first, second);
      expect(owner).toMatch(/^मालिक आप ही होते हैं।.+सोर्स कोड/s);
    }
  });

  it("answers a bare 'how much will it cost?' on a service page with that service's price", () => {
    const reply = ask("how much will it cost?", "/services/web-app-development").response;
    expect(reply).toMatch(/Web & App Development|web and app development/i);
    expect(reply).toMatch(/\/contact/);
  });
});
