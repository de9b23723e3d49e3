/**
 * The sentences the assistant's answer engine writes around what it finds in the
 * site's content (assistant/answers/<locale>.ts), as functions of what it found.
 * The engine answers in the default locale for now; `assistantAnswersIn` gives
 * any locale's, for when it learns the visitor's language.
 */
import { assistantAnswerTexts } from "./assistant/answers/index.ts";
import { smsCountryEntriesIn } from "./catalogue.ts";
import { companyTextValues } from "./company/values.ts";
import { fill, fillAll } from "./format/fill.ts";
import { formatList } from "./format/lists.ts";
import { defaultLocale, intlLocale, type Locale } from "./locales.ts";
import { paths } from "./paths.ts";

const pathValues = {
  contactPath: paths.contact,
  smsPricingPath: paths.smsPricing,
  servicesPath: paths.services,
  careersPath: paths.careers,
  aboutPath: paths.about,
  privacyPath: paths.privacy,
  smsPath: "/services/sms-services",
};

/** Placeholders the engine fills per answer. */
const perAnswer = [
  "country",
  "path",
  "transactional",
  "promotional",
  "senderId",
  "service",
  "markets",
  "market",
  "marketPath",
  "word",
  "lead",
  "roles",
  "names",
  "label",
  "visitorEmail",
  "value",
  "time",
  "headquarters",
  "others",
  "channel",
  "visitorPhone",
  "visitorNumber",
  "name",
  "greeting",
];

export function assistantAnswersIn(locale: Locale) {
  const say = fillAll(
    assistantAnswerTexts[locale],
    { ...companyTextValues(locale), ...pathValues },
    perAnswer,
  );
  // A market named inside a sentence: "In the United Arab Emirates, an SMS costs…".
  const inSentence = new Map(smsCountryEntriesIn(locale).map((market) => [market.name, market.inSentence]));
  return {
    contact: () => say.contact,
    pricingGeneral: () => say.pricingGeneral,
    pricingCountry: (
      country: string,
      path: string,
      transactional: string,
      promotional: string,
      senderId: string,
    ) =>
      fill(say.pricingCountry, {
        country: inSentence.get(country) ?? country,
        path,
        transactional,
        promotional,
        senderId,
      }),
    pricingOnRequest: (country: string, path: string) => fill(say.pricingOnRequest, { country, path }),
    pricingSeeAll: () => say.pricingSeeAll,
    pricingOtherChannel: (service: string, path: string) => fill(say.pricingOtherChannel, { service, path }),
    unservedMarket: (country: string, markets: readonly string[]) =>
      fill(say.unservedMarket, { country, markets: markets.join(say.listSeparator) }),
    notCovered: (service: string, path: string, market: string, marketPath: string) =>
      fill(say.notCovered, { service, path, market, marketPath }),
    notMentioned: (service: string, path: string, word: string, lead: string) =>
      fill(say.notMentioned, { service, path, word, lead }),
    offerHandoff: say.offerHandoff,
    handoffForm: say.handoffForm,
    handoffFormVoice: say.handoffFormVoice,
    handoffWithEmail: (email: string, name?: string, phone?: string) =>
      fill(say.handoffWithEmail, {
        visitorEmail: email,
        visitorPhone: phone ? fill(say.handoffPhone, { visitorNumber: phone }) : "",
        greeting: name ? fill(say.handoffName, { name }) : "",
      }),
    handoffAccepted: () => say.handoffAccepted,
    declined: () => say.declined,
    clarifyPricing: () => say.clarifyPricing,
    pricingSuggestion: (market: string) => fill(say.pricingSuggestion, { market }),
    serviceSuggestion: (service: string) => fill(say.serviceSuggestion, { service }),
    senderIdIncluded: say.senderIdIncluded,
    careers: (roles: readonly string[]) => fill(say.careers, { roles: roles.join(say.roleSeparator) }),
    servicesOverview: (names: readonly string[]) =>
      fill(say.servicesOverview, { names: names.join(say.listSeparator) }),
    /** The company's own terms by topic (offices: fill them with their cities). */
    company: {
      uptime: say.companyUptime,
      payment: say.companyPayment,
      trial: say.companyTrial,
      commitment: say.companyCommitment,
      discounts: say.companyDiscounts,
      certifications: say.companyCertifications,
      offices: say.companyOffices,
      hours: say.companyHours,
      founded: say.companyFounded,
      support: say.companySupport,
      retention: say.companyRetention,
    },
    companyOffices: (headquarters: string, others: readonly string[]) =>
      fill(say.companyOffices, { headquarters, others: formatList(others, intlLocale[locale]) }),
    otherChannel: (channel: string, names: readonly string[]) =>
      fill(say.otherChannel, { channel, names: formatList(names, intlLocale[locale]) }),
    marketFact: (label: string, market: string, path: string, value: string) =>
      fill(say.marketFact, { label, market, path, value: /[.!?]$/.test(value) ? value : `${value}.` }),
    promotionalTime: (time: string, inside: boolean) =>
      fill(inside ? say.promotionalTimeInside : say.promotionalTimeOutside, { time }),
    outOfScope: () => say.outOfScope,
    greeting: () => say.greeting,
    thanks: () => say.thanks,
    readMore: (label: string, path: string) => fill(say.readMore, { label, path }),
    alsoSee: (label: string, path: string) => fill(say.alsoSee, { label, path }),
  } as const;
}

export const assistantAnswers = assistantAnswersIn(defaultLocale);
