/**
 * The sentences the assistant's answer engine writes around what it finds in the
 * site's content (assistant/answers/<locale>.ts), as functions of what it found.
 * The engine answers in the default locale for now; `assistantAnswersIn` gives
 * any locale's, for when it learns the visitor's language.
 */
import { assistantAnswerTexts } from "./assistant/answers/index.ts";
import { pathValues, perAnswer } from "./assistant/answers/placeholders.ts";
import { type Traffic, totalSentences, trafficNameIn } from "./assistant-total-sentences.ts";
import { smsCountryEntriesIn } from "./catalogue.ts";
import { companyTextValues } from "./company/values.ts";
import { formatDay } from "./format/dates.ts";
import { fill, fillAll } from "./format/fill.ts";
import { formatList } from "./format/lists.ts";
import { defaultLocale, intlLocale, type Locale } from "./locales.ts";
import { pageTexts } from "./pages/index.ts";

export type { Traffic } from "./assistant-total-sentences.ts";

/** A market with one of its rates, formatted, for the comparisons. */
export interface PricedMarket {
  market: string;
  path: string;
  price: string;
}

export function assistantAnswersIn(locale: Locale) {
  const say = fillAll(
    assistantAnswerTexts[locale],
    { ...companyTextValues(locale), ...pathValues },
    perAnswer,
  );
  // A value that ends a sentence: Hindi ends it with the danda, the others with a full stop.
  const ended = (value: string) => (/[.!?।]$/.test(value) ? value : `${value}${locale === "hi" ? "।" : "."}`);
  const trafficName = trafficNameIn(say);
  // A market named inside a sentence: "In the United Arab Emirates, an SMS costs…".
  const inSentence = new Map(smsCountryEntriesIn(locale).map((market) => [market.name, market.inSentence]));
  return {
    /** Between the items of a list: "، " in Arabic. */
    listSeparator: () => say.listSeparator,
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
    pricingCountryTraffic: (
      country: string,
      path: string,
      traffic: Traffic,
      price: string,
      senderId: string,
    ) =>
      fill(say.pricingCountryTraffic, {
        country: inSentence.get(country) ?? country,
        path,
        traffic: trafficName(traffic),
        price,
        senderId,
      }),
    pricingSenderIdFee: (country: string, path: string, senderId: string) =>
      fill(say.pricingSenderIdFee, { country: inSentence.get(country) ?? country, path, senderId }),
    senderIdFeeCompared: (dearer: PricedMarket, cheaper: PricedMarket) =>
      fill(say.senderIdFeeCompared, {
        dearer: inSentence.get(dearer.market) ?? dearer.market,
        dearerPath: dearer.path,
        dearerFee: dearer.price,
        cheaper: inSentence.get(cheaper.market) ?? cheaper.market,
        cheaperPath: cheaper.path,
        cheaperFee: cheaper.price,
      }),
    senderIdFeeSame: (one: PricedMarket, other: PricedMarket) =>
      fill(say.senderIdFeeSame, {
        one: inSentence.get(one.market) ?? one.market,
        onePath: one.path,
        other: inSentence.get(other.market) ?? other.market,
        otherPath: other.path,
        fee: one.price,
      }),
    windowOnClock: (window: string) => fill(say.windowOnClock, { window }),
    languageAsUnicode: (single: number) => fill(say.languageAsUnicode, { single: String(single) }),
    senderNameLength: (name: string, count: number, max: number, exact: boolean) => {
      const [tooLong, notExact, fits] = [say.senderNameTooLong, say.senderNameNotExact, say.senderNameFits];
      const verdict = exact && count !== max ? notExact : count > max ? tooLong : fits;
      return fill(verdict, { name, count: String(count), max: String(max) });
    },
    pricingSeeAll: () => say.pricingSeeAll,
    pricingExtremes: (
      traffic: Traffic,
      cheapest: PricedMarket,
      dearest: PricedMarket,
      scope: "all" | "gulf" | "named",
    ) =>
      fill(say.pricingExtremes, {
        scope: { all: say.marketsAll, gulf: say.marketsGulf, named: say.marketsNamed }[scope],
        traffic: trafficName(traffic),
        cheapest: cheapest.market,
        cheapestPath: cheapest.path,
        cheapestPrice: cheapest.price,
        dearest: dearest.market,
        dearestPath: dearest.path,
        dearestPrice: dearest.price,
      }),
    pricingCompared: (traffic: Traffic, cheaper: PricedMarket, dearer: PricedMarket, askedDearer = false) =>
      fill(askedDearer ? say.pricingComparedDearer : say.pricingCompared, {
        traffic: trafficName(traffic),
        cheaper: cheaper.market,
        cheaperPath: cheaper.path,
        cheaperPrice: cheaper.price,
        dearer: dearer.market,
        dearerPath: dearer.path,
        dearerPrice: dearer.price,
      }),
    registrationRanked: (market: string, path: string, longest: boolean, scope: "all" | "named") =>
      fill(longest ? say.registrationLongest : say.registrationQuickest, {
        scope: scope === "named" ? say.marketsNamed : say.marketsAll,
        market,
        path,
      }),
    pricingDifference: (difference: string) => fill(say.pricingDifference, { difference }),
    pricingRatio: (ratio: string) => fill(say.pricingRatio, { ratio }),
    pricingOtherChannel: (service: string, path: string) => fill(say.pricingOtherChannel, { service, path }),
    pricingQuoted: (service: string) => fill(say.pricingQuoted, { service }),
    unservedMarket: (country: string, markets: readonly string[]) =>
      fill(say.unservedMarket, {
        country,
        count: String(markets.length),
        markets: markets.join(say.listSeparator),
      }),
    notCovered: (service: string, path: string, market: string, marketPath: string) =>
      fill(say.notCovered, { service, path, market, marketPath }),
    numbersNotListed: (service: string, path: string, country: string) =>
      fill(say.numbersNotListed, { service, path, country }),
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
    repeated: () => say.repeated,
    repeatedFact: () => say.repeatedFact,
    clarifyPricing: () => say.clarifyPricing,
    pricingSuggestion: (market: string) => fill(say.pricingSuggestion, { market }),
    serviceSuggestion: (service: string) => fill(say.serviceSuggestion, { service }),
    senderIdIncluded: say.senderIdIncluded,
    careers: (roles: readonly { title: string; location: string }[], openCount: number) =>
      `${fill(say.careers, {
        roles: roles.map((role) => fill(say.careersRole, { ...role })).join(say.roleSeparator),
        count: new Intl.NumberFormat(intlLocale[locale]).format(openCount),
      })} ${say.careersApply}`,
    careersApply: () => say.careersApply,
    careersPayUnpublished: () => say.careersPayUnpublished,
    careersZone: (within: boolean, offsets: { offset: string; fromOffset: string; toOffset: string }) =>
      fill(within ? say.careersZoneWithin : say.careersZoneOutside, offsets),
    careersNoInternships: () => say.careersNoInternships,
    careersNoSuchRole: () => say.careersNoSuchRole,
    benefitsList: (benefits: readonly string[], intro: string) =>
      fill(say.benefitsList, { benefits: formatList(benefits, intlLocale[locale]), intro }),
    hiringStep: (step: { title: string; body: string }) => fill(say.hiringStep, step),
    hiringSteps: (steps: readonly { title: string; body: string }[], intro: string) =>
      fill(say.hiringSteps, {
        steps: steps.map((step, at) => `${at + 1}. **${step.title}**: ${step.body}`).join("\n"),
        intro,
      }),
    firstApiCall: (
      service: string,
      languages: readonly string[],
      endpoint: string,
      fields: readonly string[],
    ) =>
      fill(say.firstApiCall, {
        service,
        languages: formatList(languages, intlLocale[locale]),
        endpoint,
        fields: formatList(fields, intlLocale[locale]),
      }),
    operatorCount: (count: number) =>
      fill(say.operatorCount, { count: new Intl.NumberFormat(intlLocale[locale]).format(count) }),
    markOnlyPromotional: (mark: string) => fill(say.markOnlyPromotional, { value: mark }),
    countsAsTransactional: () => say.countsAsTransactional,
    countsAsPromotional: () => say.countsAsPromotional,
    registrationSteps: (steps: readonly string[]) =>
      fill(say.registrationSteps, { steps: steps.join(say.listSeparator) }),
    servicesOverview: (names: readonly string[]) =>
      fill(say.servicesOverview, {
        names: names.join(say.listSeparator),
        count: new Intl.NumberFormat(intlLocale[locale]).format(names.length),
      }),
    /** The company's own terms by topic (offices and what is unpublished: fill them with their cities). */
    company: {
      uptime: say.companyUptime,
      payment: say.companyPayment,
      trial: say.companyTrial,
      commitment: say.companyCommitment,
      discounts: say.companyDiscounts,
      throughput: say.companyThroughput,
      sdks: say.companySdks,
      reselling: say.companyReselling,
      dataLocation: say.companyDataLocation,
      certifications: say.companyCertifications,
      offices: say.companyOffices,
      hours: say.companyHours,
      founded: say.companyFounded,
      support: say.companySupport,
      retention: say.companyRetention,
      dataRights: say.companyDataRights,
      unpublished: say.companyUnpublished,
    },
    companyRetentionChat: () => say.companyRetentionChat,
    companySharingChat: () => say.companySharingChat,
    companyChatIp: () => say.companyChatIp,
    formPhoneOptional: () => say.formPhoneOptional,
    privacyUpdated: () =>
      fill(say.privacyUpdated, {
        date: formatDay(pageTexts[locale].privacy.lastUpdated, intlLocale[locale]),
      }),
    companyDiscountsSpecial: () => say.companyDiscountsSpecial,
    companyHoursIn: (zoneHours: string) => fill(say.companyHoursIn, { zoneHours }),
    companyClosedDay: (day: string, nextDay: string) => fill(say.companyClosedDay, { day, nextDay }),
    requirementNo: () => say.requirementNo,
    separateSenderName: () => say.separateSenderName,
    offeredYes: () => say.offeredYes,
    deliveryFallback: () => say.deliveryFallback,
    companyUnpublished: (headquarters: string) => fill(say.companyUnpublished, { headquarters }),
    companyOffices: (headquarters: string, others: readonly string[]) =>
      fill(say.companyOffices, { headquarters, others: formatList(others, intlLocale[locale]) }),
    otherChannel: (channel: string, names: readonly string[]) =>
      fill(say.otherChannel, { channel, names: formatList(names, intlLocale[locale]) }),
    marketFact: (label: string, market: string, path: string, value: string) => {
      // After the colon the value reads on in the sentence: "one to two weeks", but "Jio, Airtel".
      const inline = value.replace(
        /^(One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Several|Within|Up|About)\b/,
        (word) => word.toLowerCase(),
      );
      return fill(say.marketFact, { label, market, path, value: ended(inline) });
    },
    marketFactAlso: (label: string, value: string) =>
      fill(say.marketFactAlso, { label, value: ended(value) }),
    marketFactNotStated: (label: string, market: string, path: string) =>
      fill(say.marketFactNotStated, { label, market, path }),
    transactionalTime: (time: string) => fill(say.transactionalTimeAnyHour, { time }),
    transactionalAnyHour: () => say.transactionalAnyHour,
    promotionalTime: (time: string, inside: boolean) =>
      fill(inside ? say.promotionalTimeInside : say.promotionalTimeOutside, { time }),
    segmentRules: () => say.segmentRules,
    ...totalSentences(say, locale),
    outOfScope: () => say.outOfScope,
    greeting: () => say.greeting,
    thanks: () => say.thanks,
    readMore: (label: string, path: string) => fill(say.readMore, { label, path }),
    alsoSee: (label: string, path: string) => fill(say.alsoSee, { label, path }),
  } as const;
}

export const assistantAnswers = assistantAnswersIn(defaultLocale);
