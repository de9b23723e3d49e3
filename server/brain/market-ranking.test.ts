import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { longestDays, registrationRanking } from "./market-ranking.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const uae = "/services/sms-services/uae";
const saudi = "/services/sms-services/saudi-arabia";
const kuwait = "/services/sms-services/kuwait";

describe("markets ranked by how long registration takes", () => {
  it("counts a stated time by its upper bound, in days", () => {
    expect(longestDays({ max: { amount: 2, unit: "week" } })).toBe(14);
    expect(longestDays({ max: { amount: 3, unit: "working-day" } })).toBeCloseTo(4.2);
    // "one to several weeks" outlasts "around two weeks".
    expect(longestDays({ max: { amount: "several", unit: "week" } })).toBeGreaterThan(14);
  });

  it("names the slowest of the markets in play first, then each market's time", () => {
    const ranked = registrationRanking("which of the three takes longest to register", [uae, saudi, kuwait]);
    expect(ranked?.response).toMatch(
      /^Of the markets you named, sender ID registration can take longest in \[Kuwait\]/,
    );
    for (const path of [uae, saudi, kuwait]) expect(ranked?.sources.map((page) => page.path)).toContain(path);
  });

  it("ranks every market when none is in play, and the quickest when that is asked", () => {
    const quickest = registrationRanking("where is sender id approval fastest?", []);
    expect(quickest?.response).toMatch(/^Of our markets, sender ID registration is quickest in \[India\]/);
  });

  it("leaves a price superlative and a question without one to the other answers", () => {
    expect(registrationRanking("which is cheapest to register a sender id?", [uae, kuwait])).toBeUndefined();
    expect(registrationRanking("how long does registration take?", [uae, kuwait])).toBeUndefined();
    expect(registrationRanking("which is fastest for otp delivery?", [uae, kuwait])).toBeUndefined();
  });

  it("follows the markets of the conversation, in Hindi too", () => {
    const engine = createRetrievalEngine({ rates: () => smsRates });
    const first = engine.reply({ message: "We send to UAE, Saudi and Kuwait. SMS rates?", pageLocale: "en" });
    const next = engine.reply({
      message: "which of those takes the longest to get approved?",
      pageLocale: "en",
      state: first.state,
    });
    expect(next.response).toMatch(/longest in \[Kuwait\]/);
    const hindi = engine.reply({ message: "किस देश में रजिस्ट्रेशन में सबसे ज़्यादा समय लगता है?", pageLocale: "hi" });
    expect(hindi.response).toMatch(/\[कुवैत\]\(\/hi\/services\/sms-services\/kuwait\)/);
  });
});
