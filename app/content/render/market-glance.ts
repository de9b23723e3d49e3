/**
 * A market page's "at a glance" list, written from its facts in the page's
 * locale (decision 058): the rows its facts name, each labelled and worded by
 * site/<locale>.ts unless the market's own text module words it differently.
 */
import type { MarketFactRow, MarketFacts } from "../facts/types.ts";
import { fill, type TextValues } from "../format/fill.ts";
import { capitalise, formatList, languageName } from "../format/lists.ts";
import { formatTimeZoneName } from "../format/times.ts";
import { intlLocale, type Locale } from "../locales.ts";
import type { Fact, SmsCountryTexts } from "../schema.ts";
import { siteTexts } from "../site/index.ts";
import type { MarketFactTexts } from "../site/types.ts";

interface Context {
  facts: MarketFacts;
  words: MarketFactTexts;
  values: TextValues;
  tag: string;
  regulatorName: string;
  virtualOperators?: string;
}

function regulator({ facts, words, regulatorName }: Context): string {
  const { abbreviation, formerly, regulation } = facts.regulator;
  let text = fill(words.regulator, { name: regulatorName, abbreviation });
  if (formerly.length > 0)
    text = fill(words.regulatorFormerly, { regulator: text, formerly: formerly.join(", ") });
  if (regulation)
    text = fill(words.regulatorUnder, {
      regulator: text,
      regulation: `${regulation.abbreviation} ${regulation.year}`,
    });
  return text;
}

function operators({ facts, words, tag, virtualOperators }: Context): string {
  const names = facts.operators.map((operator) =>
    operator.alsoKnownAs
      ? fill(words.operatorAlias, { name: operator.name, alsoKnownAs: operator.alsoKnownAs })
      : operator.name,
  );
  const list = formatList(names, tag);
  return facts.includesVirtualOperators
    ? fill(words.operatorsWithNote, { operators: list, note: virtualOperators ?? words.virtualOperators })
    : list;
}

function senderId({ facts, words, values }: Context): string {
  const { senderId: rule } = facts;
  if (rule.registeredWith === "dlt") {
    const headers = fill(words.senderId.dlt, { length: values.headerLength ?? "" });
    return rule.promotional.numericHeaders ? fill(words.senderId.numericHeaders, { headers }) : headers;
  }
  const registered =
    rule.registration === "typical"
      ? words.senderId.typicallyRegistered
      : words.senderId.alphanumeric[rule.registeredWith];
  // "Max length of a sender ID?" is a fact of the row, not only of the registration steps.
  const base = values.senderIdMaxLength
    ? fill(words.senderId.maxLength, { rule: registered, length: values.senderIdMaxLength })
    : registered;
  if (rule.promotional.prefix)
    return fill(words.senderId.promotionalPrefix, { rule: base, prefix: rule.promotional.prefix });
  if (rule.promotional.suffix)
    return fill(words.senderId.promotionalSuffix, { rule: base, suffix: rule.promotional.suffix });
  return base;
}

function promotionalHours({ facts, words, values }: Context): string | null {
  const phrases = words.promotionalHours;
  // (No window, but the page's guidance on timing: that is what the site states.)
  if (!facts.promotionalHours && facts.promotionalTiming === "reasonable-local-hours")
    return fill(phrases.reasonableLocalHours, { localTime: values.localTime ?? "" });
  if (!facts.promotionalHours) return null;
  let text = fill(phrases.hours, { hours: values.promotionalHours ?? "", localTime: values.localTime ?? "" });
  if (facts.consent.dndRegister)
    text = fill(phrases.dndOnly, { hours: text, register: facts.consent.dndRegister });
  if (facts.promotionalHoursTypical) text = fill(phrases.typical, { hours: text });
  if (facts.transactionalAnyHour) text = fill(phrases.transactionalAnyHour, { hours: text });
  return text;
}

function consent({ facts, words }: Context): string | null {
  const { promotionalOptIn, optOut, senderIdentification } = facts.consent;
  if (promotionalOptIn && optOut)
    return senderIdentification ? words.consent.optInIdentificationOptOut : words.consent.optInOptOut;
  return optOut ? words.consent.optOutOnly : null;
}

function languages({ facts, words, tag }: Context): string {
  const name = (code: string) => words.languageNames[code] ?? languageName(code, tag);
  const main = facts.languages.main.map(name);
  if (facts.languages.regional.length === 0)
    return fill(words.languages.list, { languages: formatList(main, tag) });
  const regional = fill(words.languages.regional, {
    languages: formatList(facts.languages.regional.map(name), tag),
  });
  return fill(words.languages.withRegional, { languages: formatList([...main, regional], tag) });
}

/** Each row's value from the facts, or null where the facts have nothing to say for it. */
const rowValue: Record<MarketFactRow, (context: Context) => string | null> = {
  regulator,
  operators,
  senderId,
  documents: ({ values, tag }) => capitalise(String(values.documents), tag),
  messageCategories: () => null,
  promotionalHours,
  links: ({ facts, words }) => (facts.dlt?.linksWhitelisted ? words.links : null),
  unregisteredTraffic: ({ facts, words }) => words.unregisteredTraffic[facts.senderId.unregisteredTraffic],
  otpDelivery: ({ facts, words }) => (facts.transactionalAnyHour ? words.otpDelivery : null),
  registrationTime: ({ values, words, tag }) =>
    values.approvalTime
      ? capitalise(
          fill(values.entityApproval ? words.registrationTimeWithEntity : words.registrationTime, values),
          tag,
        )
      : null,
  consent,
  transactionalTraffic: ({ facts, words }) =>
    facts.transactionalAnyHour ? words.transactionalTraffic : null,
  languages,
  segments: ({ words, values }) => fill(words.segments, values),
  // "Arabia Standard Time (AST, UTC+3)": the zone's name in the locale, its abbreviation, its offset.
  timeZone: ({ facts, values, tag }) => {
    const zone = facts.timeZone;
    if (!zone) return null;
    const short = zone.abbreviation ? `${values.timeZoneAbbreviation}, ` : "";
    return `${formatTimeZoneName(zone.id, tag)} (${short}${values.utcOffset})`;
  },
};

export interface GlanceInput {
  locale: Locale;
  facts: MarketFacts;
  texts: Pick<SmsCountryTexts, "terms" | "page">;
  /** marketValuesOf() of the market. */
  values: TextValues;
}

/**
 * One of the market's facts as its "at a glance" row words it (the market's own wording first),
 * whether or not the page lists that row; null where the facts state nothing for it. The
 * assistant answers a market's attribute with it, so the page and the answer cannot disagree.
 */
export function marketFactOf({ locale, facts, texts, values }: GlanceInput, row: MarketFactRow): Fact | null {
  const words = siteTexts[locale].marketFacts;
  const context: Context = {
    facts,
    words,
    values,
    tag: intlLocale[locale],
    regulatorName: texts.terms.regulatorName,
    virtualOperators: texts.terms.virtualOperators,
  };
  const own = texts.page.atAGlance?.[row];
  const value = own?.value ? fill(own.value, values) : rowValue[row](context);
  return value === null ? null : { label: own?.label ?? words.labels[row], value };
}

/** The market's "at a glance" facts as label and value, in the page's locale. */
export function marketGlanceOf(input: GlanceInput): Fact[] {
  return input.facts.atAGlance.map((row) => {
    const fact = marketFactOf(input, row);
    if (fact === null) throw new Error(`no facts for the "${row}" row`);
    return fact;
  });
}
