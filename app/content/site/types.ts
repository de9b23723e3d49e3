/**
 * The shape of the words every page shares (site/<locale>.ts): the header,
 * footer, skip link, error screen and launcher (sent to the browser as the root
 * route's loader data, decision 058), the headings the page templates put around
 * the content, and the labels and phrases the market pages' facts are written in.
 */
import type { DocumentKey, EmploymentType, IntegrationMethod, MarketFactRow, Team } from "../facts/types.ts";

export interface ChromeTexts {
  skipLink: string;
  /** The logo link's name: "{companyName} home". */
  homeLink: string;
  mainNavigation: string;
  mobileNavigation: string;
  menu: string;
  servicesMenu: {
    label: string;
    overview: string;
    servicesHeading: string;
    countriesHeading: string;
  };
  pricing: string;
  smsPricing: string;
  about: string;
  careers: string;
  contact: string;
  privacy: string;
  headerCta: string;
  companyHeading: string;
  /** A market's link in menus and cards: "SMS in {market}". */
  marketLink: string;
  footerBlurb: string;
  /** After the company's legal name in the footer. */
  rights: string;
  /** The spinner's text for screen readers. */
  loading: string;
  errorScreen: { title: string; refresh: string; unexpected: string };
  assistantLauncher: { open: string; close: string };
  /** The language switch's accessible name: "Language" (decision 090). */
  language: string;
  /** This language's name in itself, as the switch on every page shows it: "English", "العربية". */
  languageName: string;
}

export interface SectionTitles {
  /** The card beside a page's questions, for a visitor whose question is not among them. */
  faqAside: {
    title: string;
    /** "{replyTime}": when sales replies. */
    body: string;
    cta: string;
  };
  service: {
    /** "{name} at a glance". */
    highlights: string;
    overview: string;
    features: string;
    useCases: string;
    steps: string;
    faqs: string;
    related: string;
    /** The card beside the overview: who to talk to, how to connect, how it is priced. */
    contactCard: {
      /** "Talk to us about {name}". */
      title: string;
      /** When sales replies: "{replyTime}", "{officeHours}". */
      body: string;
      connect: string;
      pricing: string;
      /** Where the service's prices are published (SMS). */
      pricesPublished: string;
      /** Where they are quoted by sales. */
      pricesQuoted: string;
      cta: string;
    };
    /** The ways to connect, as the card names them. */
    integrations: Record<IntegrationMethod, string>;
  };
  smsCountry: {
    overview: string;
    facts: string;
    useCases: string;
    deliveryNotes: string;
    faqs: string;
    otherMarkets: string;
    otherMarketsIntro: string;
  };
  pricing: {
    overview: string;
    rates: string;
    faqs: string;
    columns: {
      country: string;
      transactional: string;
      promotional: string;
      senderId: string;
      details: string;
    };
    senderIdIncluded: string;
    onRequest: string;
    refreshing: string;
    refreshFailed: string;
  };
  home: { highlights: string; faqs: string };
  contact: {
    salesEmail: string;
    phone: string;
    hours: string;
    address: string;
    copyEmail: string;
    copied: string;
    copyFailed: string;
    faqs: string;
  };
  privacy: { lastUpdated: string };
  /** Cards in the right third beside a page's prose or questions (decision 119). */
  asides: {
    /** Careers: the open roles at a glance, counted and listed from careers/facts.ts. */
    careers: { title: string; roles: string; teams: string; places: string; apply: string };
    /** Pricing: how a price is counted. "{single}", "{part}": characters a segment holds; "{currency}". */
    pricing: {
      title: string;
      gsm7: string;
      unicode: string;
      perSegment: string;
      currency: string;
      currencyValue: string;
    };
    /** Contact, beside the questions: the assistant, for a question that cannot wait for sales. */
    contact: { title: string; body: string };
  };
}

/** How a market page's "at a glance" list words its facts (placeholders are the market's values). */
export interface MarketFactTexts {
  labels: Record<MarketFactRow, string>;
  /** "{name} ({abbreviation})". */
  regulator: string;
  regulatorFormerly: string;
  regulatorUnder: string;
  /** An operator with another name: "{name} ({alsoKnownAs})". */
  operatorAlias: string;
  /** "{operators}, {note}". */
  operatorsWithNote: string;
  virtualOperators: string;
  senderId: {
    dlt: string;
    /** After the DLT headers, where promotional traffic uses numeric ones: "{headers}; promotional…". */
    numericHeaders: string;
    alphanumeric: Record<"operators" | "each-operator" | "licensed-provider", string>;
    typicallyRegistered: string;
    promotionalPrefix: string;
    promotionalSuffix: string;
    /** The rule with the longest ID the operators accept ("{rule}; at most {length} characters"). */
    maxLength: string;
  };
  documents: Record<DocumentKey, string>;
  promotionalHours: {
    hours: string;
    typical: string;
    dndOnly: string;
    transactionalAnyHour: string;
    /** With no window, the page's guidance: "reasonable local hours (AST, UTC+3), adjusted during Ramadan". */
    reasonableLocalHours: string;
  };
  links: string;
  unregisteredTraffic: Record<"blocked" | "blocked-or-replaced" | "not-delivered", string>;
  otpDelivery: string;
  registrationTime: string;
  /** Where a business registers first (India's DLT Principal Entity), then its headers and templates. */
  registrationTimeWithEntity: string;
  consent: { optInOptOut: string; optInIdentificationOptOut: string; optOutOnly: string };
  transactionalTraffic: string;
  languages: { list: string; regional: string; withRegional: string };
  /** Language names where the site's spelling differs from Intl.DisplayNames' (by code). */
  languageNames: Readonly<Record<string, string>>;
  segments: string;
}

export interface CareersTexts {
  teams: Record<Team, string>;
  types: Record<EmploymentType, string>;
  /** Office cities by office id. */
  cities: Record<string, string>;
  location: string;
  hybrid: string;
  remote: string;
}

export interface SiteTexts {
  chrome: ChromeTexts;
  sections: SectionTitles;
  marketFacts: MarketFactTexts;
  careers: CareersTexts;
  /** Under the sender ID on a market page's phone. */
  smsPreviewCaption: string;
  /** Short page names, as in menus, the site map and the assistant's links. */
  pageNames: {
    home: string;
    services: string;
    smsPricing: string;
    about: string;
    contact: string;
    careers: string;
    privacy: string;
  };
}
