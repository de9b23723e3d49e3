import { lazy, Suspense } from "react";
import { QuestionCard } from "~/components/question-card.tsx";
import { CardGrid, CtaBanner, FaqList, PageHero, Paragraphs, Section } from "~/components/sections.tsx";
import { SummaryCard } from "~/components/summary-card.tsx";
import { companyFacts } from "~/content/company/facts.ts";
import { smsSegments } from "~/content/facts/sms-segments.ts";
import { fill, fillAll } from "~/content/format/fill.ts";
import { rememberFormatted } from "~/content/format/formatted-once.ts";
import { formatWords } from "~/content/format/index.ts";
import { priceTextsOf } from "~/content/format/prices.ts";
import { intlLocale, localeOfPath } from "~/content/locales.ts";
import { pageCardIcons } from "~/content/pages/card-icons.ts";
import { paths } from "~/content/paths.ts";
import { companyValues, onePage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { smsRates } from "~/content/sms-rates.ts";
import { SmsRatesSection } from "~/features/sms-pricing/sms-rates-section.tsx";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pricingEstimateValues } from "~/features/visuals/pricing-estimate.ts";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/services.sms-services.pricing";

// Its own chunk, loaded as the page hydrates; the calculator inside loads only on view or focus.
const SmsCalculatorSlot = lazy(() => import("~/features/sms-calculator/slot.tsx"));

// Runs only while pre-rendering (ssr: false): the copy, the published rates and the hero's drawing
// reach the browser in the page's HTML and .data file, not in JavaScript (decisions 045, 050, 058).
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const texts = siteTexts[locale];
  return {
    page: onePage("smsPricing", locale),
    titles: texts.sections.pricing,
    table: {
      ...texts.sections.pricing,
      marketLink: texts.chrome.marketLink,
      oneTimeFee: formatWords[locale].oneTimeFee,
    },
    rates: smsRates,
    // The published prices as the table and the calculator show them, so the browser can hydrate
    // without starting Intl's number formatting (decision 095).
    priceTexts: priceTextsOf(intlLocale[locale], {
      perMessage: smsRates.flatMap((rate) => [rate.transactional, rate.promotional]),
      amounts: smsRates.map((rate) => rate.senderIdFee),
    }),
    // The drawing's monthly estimate, computed from the published rates.
    svg: drawing("pricing", locale, pricingEstimateValues(locale)),
    includedIcons: pageCardIcons.pricingIncluded,
    faqAside: fillAll(texts.sections.faqAside, companyValues(locale)),
    // Beside "How SMS pricing works": the counting rules in three lines, from the facts (decision 119).
    countedAside: countedAsideOf(texts.sections.asides.pricing),
  };
}

function countedAsideOf(texts: (typeof siteTexts)["en"]["sections"]["asides"]["pricing"]) {
  const { gsm7, unicode } = smsSegments;
  return {
    title: texts.title,
    rows: [
      { label: texts.gsm7, value: fill(texts.perSegment, { single: gsm7.single, part: gsm7.perPart }) },
      {
        label: texts.unicode,
        value: fill(texts.perSegment, { single: unicode.single, part: unicode.perPart }),
      },
      {
        label: texts.currency,
        value: fill(texts.currencyValue, { currency: companyFacts.payment.currency }),
      },
    ],
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.page.seo, paths.smsPricing, { locale: localeOfPath(location.pathname) })
    : [];

export default function SmsPricingRoute({
  loaderData: { page, titles, table, rates, priceTexts, svg, includedIcons, faqAside, countedAside },
}: Route.ComponentProps) {
  rememberFormatted(priceTexts);
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <Section title={titles.rates}>
        <SmsRatesSection
          caption={page.table.caption}
          notes={page.table.notes}
          texts={table}
          published={rates}
        />
      </Section>
      <Suspense>
        <SmsCalculatorSlot published={rates} />
      </Suspense>
      <Section
        title={titles.overview}
        tone="muted"
        aside={<SummaryCard title={countedAside.title} rows={countedAside.rows} />}
      >
        <Paragraphs items={page.overview} />
      </Section>
      <Section title={page.included.title} intro={page.included.intro}>
        <CardGrid cards={page.included.items} icon={includedIcons} phone="scroll" />
      </Section>
      <Section title={titles.faqs} tone="muted" aside={<QuestionCard texts={faqAside} />}>
        <FaqList faqs={page.faqs} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
