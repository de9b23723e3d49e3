import { describe, expect, it } from "vitest";
import { bySlug } from "../catalogue.ts";
import { serviceVocabularies, smsCountryVocabularies } from "../registry-node.ts";
import { smsRates } from "../sms-rates.ts";
import {
  careersFacts,
  companyFacts,
  marketFacts,
  marketGlance,
  marketOfCity,
  marketRate,
  marketSlugs,
  marketText,
  marketValues,
  serviceFacts,
  servicePage,
  serviceSlugs,
  serviceText,
  serviceValues,
  smsCountryPage,
} from "./index.ts";
import { careersFactsSchema, companyFactsSchema, marketFactsSchema, serviceFactsSchema } from "./schemas.ts";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the facts", () => {
  it("pass their schemas", () => {
    expect(issues(companyFactsSchema.safeParse(companyFacts))).toEqual([]);
    expect(issues(careersFactsSchema.safeParse(careersFacts))).toEqual([]);
    for (const slug of marketSlugs())
      expect(issues(marketFactsSchema.safeParse(marketFacts(slug))), slug).toEqual([]);
    for (const slug of serviceSlugs())
      expect(issues(serviceFactsSchema.safeParse(serviceFacts(slug))), slug).toEqual([]);
  });

  it("list the markets and services in menu order", () => {
    expect(marketSlugs()).toEqual(["india", "uae", "saudi-arabia", "bahrain", "kuwait", "qatar"]);
    expect(serviceSlugs()[0]).toBe("sms-services");
    expect(serviceSlugs()).toHaveLength(7);
  });

  it("model what the site does not state as null, never a guess", () => {
    expect(companyFacts.freeTrial).toBeNull();
    expect(companyFacts.certifications).toBeNull();
    expect(companyFacts.volumeDiscounts.thresholds).toBeNull();
    for (const slug of serviceSlugs()) expect(serviceFacts(slug).sdks, slug).toBeNull();
    expect(marketFacts("saudi-arabia").promotionalHours).toBeNull();
    expect(marketFacts("kuwait").timeZone).toBeNull();
    expect(marketFacts("india").consent.promotionalOptIn).toBeNull();
  });

  it("publish prices only for SMS, and take them from the rates by market slug", () => {
    expect(serviceSlugs().filter((slug) => serviceFacts(slug).pricesPublished)).toEqual(["sms-services"]);
    expect(marketRate("india")?.transactional).toBe(
      smsRates.find((rate) => rate.country === "india")?.transactional,
    );
    // The server's current rates win over the published ones, and a market without one is on request.
    const override = smsRates.map((rate) =>
      rate.country === "qatar" ? { ...rate, transactional: 0.0371 } : rate,
    );
    expect(marketRate("qatar", override)?.transactional).toBe(0.0371);
    expect(
      marketRate(
        "qatar",
        override.filter((rate) => rate.country !== "qatar"),
      ),
    ).toBeNull();
  });

  it("state the market rules the pages state", () => {
    expect(marketFacts("saudi-arabia").senderId.promotional.suffix).toBe("-AD");
    expect(marketFacts("saudi-arabia").regulator).toMatchObject({ abbreviation: "CST", formerly: ["CITC"] });
    expect(marketFacts("uae").senderId.promotional.prefix).toBe("AD-");
    expect(marketFacts("india").promotionalHours).toMatchObject({
      from: "10:00",
      to: "21:00",
      timeZone: { id: "Asia/Kolkata", abbreviation: "IST" },
    });
    expect(marketFacts("india").senderId.exactLength).toBe(6);
    expect(marketFacts("kuwait").approvalTime).toEqual({
      min: { amount: 1, unit: "week" },
      max: { amount: "several", unit: "week" },
    });
    expect(companyFacts.openingHours).toMatchObject({
      days: { from: "sunday", to: "thursday" },
      from: "09:00",
    });
    expect(companyFacts.uptimeTargetPercent).toBe(99.95);
  });

  it("find a market by a city it covers", () => {
    expect(marketOfCity("Riyadh")).toBe("saudi-arabia");
    expect(marketOfCity("doha")).toBe("qatar");
    expect(marketOfCity("Bengaluru")).toBe("india");
    expect(marketOfCity("Paris")).toBeNull();
  });

  it("name every city of a market in its English vocabulary, so the assistant recognises it", () => {
    const vocabularies = bySlug(smsCountryVocabularies, "en");
    for (const slug of marketSlugs()) {
      const aliases = vocabularies.get(slug)?.aliases ?? [];
      for (const city of marketFacts(slug).cities) expect(aliases, slug).toContain(city.toLowerCase());
    }
  });
});

describe("the texts line up with the facts", () => {
  it("describe exactly the features each service's facts list", () => {
    for (const slug of serviceSlugs())
      expect(Object.keys(serviceText(slug, "en").page.features).sort(), slug).toEqual(
        [...serviceFacts(slug).features].sort(),
      );
    expect(Object.keys(serviceVocabularies).length).toBeGreaterThanOrEqual(7);
  });

  it("render the facts they repeat from the facts", () => {
    const sms = servicePage("sms-services", "en");
    expect(sms.highlights.map((highlight) => highlight.value)).toEqual(["6", "< 3 s", "99.95%", "4"]);
    expect(sms.features[0]?.title).toBe("Bulk and promotional SMS");
    expect(serviceValues("ai-agents", "en").agentBuild).toBe("two to four weeks");
    expect(marketValues("uae", "en").approvalTime).toBe("a few working days to around two weeks");
    expect(marketValues("uae", "en").localTime).toBe("UAE time (GST, UTC+4)");
  });

  it("write each market's 'at a glance' list from its facts, in its own wording where it has one", () => {
    const india = Object.fromEntries(marketGlance("india", "en").map((fact) => [fact.label, fact.value]));
    expect(india.Regulator).toBe("Telecom Regulatory Authority of India (TRAI), under TCCCPR 2018");
    expect(india["Mobile operators"]).toBe("Jio, Airtel, Vi (Vodafone Idea) and BSNL");
    expect(india["Promotional hours"]).toMatch(
      /^10:00 to 21:00 IST, only to numbers not registered on the NCPR/,
    );
    const saudi = Object.fromEntries(
      marketGlance("saudi-arabia", "en").map((fact) => [fact.label, fact.value]),
    );
    expect(saudi["Sender names"]).toContain("promotional names end in -AD");
    expect(saudi.Documents).toBe(
      "Commercial registration (CR) and a signed, stamped authorisation letter on company letterhead",
    );
    expect(marketGlance("kuwait", "en")).toContainEqual({
      label: "Registration time",
      value: "Often one to several weeks, depending on the operator",
    });
  });

  it("give the market page its sample message from the facts, translated by the texts", () => {
    const page = smsCountryPage("saudi-arabia", "en");
    expect(page.sampleMessage).toMatchObject({ lang: "ar", sender: "YOURBRAND" });
    expect(page.sampleMessage.text).toBe(marketFacts("saudi-arabia").sampleMessage.text);
    expect(page.sampleMessage.translation).toBe(marketText("saudi-arabia", "en").page.sampleTranslation);
  });
});
