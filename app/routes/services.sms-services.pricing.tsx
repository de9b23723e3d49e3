import { lazy, Suspense } from "react";
import { CardGrid, CtaBanner, FaqList, PageHero, Paragraphs, Section } from "~/components/sections";
import { smsPricingPage as page } from "~/content/pages/sms-pricing";
import { pricingSectionTitles as titles } from "~/content/section-titles";
import { paths } from "~/content/site-map";
import { SmsRatesSection } from "~/features/sms-pricing/sms-rates-section";
import { pageMeta } from "~/lib/page-meta";

// Its own chunk, loaded as the page hydrates; the calculator inside loads only on view or focus.
const SmsCalculatorSlot = lazy(() => import("~/features/sms-calculator/slot"));

export const meta = () => pageMeta(page.seo, paths.smsPricing);

export default function SmsPricingRoute() {
  return (
    <>
      <PageHero hero={page.hero} />
      <Section title={titles.rates}>
        <SmsRatesSection caption={page.table.caption} notes={page.table.notes} />
      </Section>
      <Suspense>
        <SmsCalculatorSlot />
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
