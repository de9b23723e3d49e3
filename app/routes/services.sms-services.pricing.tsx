import { lazy, Suspense } from "react";
import { CardGrid, CtaBanner, FaqList, PageHero, Paragraphs, Section } from "~/components/sections.tsx";
import { rememberFormatted } from "~/content/format/formatted-once.ts";
import { formatWords } from "~/content/format/index.ts";
import { priceTextsOf } from "~/content/format/prices.ts";
import { intlLocale, localeOfPath } from "~/content/locales.ts";
import { paths } from "~/content/paths.ts";
import { onePage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { smsRates } from "~/content/sms-rates.ts";
import { SmsRatesSection } from "~/features/sms-pricing/sms-rates-section.tsx";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
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
    svg: drawing("pricing", locale),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.page.seo, paths.smsPricing, { locale: localeOfPath(location.pathname) })
    : [];

export default function SmsPricingRoute({
  loaderData: { page, titles, table, rates, priceTexts, svg },
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
      <Section title={titles.overview} tone="muted">
        <Paragraphs items={page.overview} />
      </Section>
      <Section title={page.included.title} intro={page.included.intro}>
        <CardGrid cards={page.included.items} icon="check" />
      </Section>
      <Section title={titles.faqs} tone="muted">
        <FaqList faqs={page.faqs} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
