import { lazy, Suspense } from "react";
import { CardGrid, CtaBanner, FaqList, PageHero, Paragraphs, Section } from "~/components/sections.tsx";
import { smsPricingPage } from "~/content/pages/sms-pricing.ts";
import { pricingSectionTitles as titles } from "~/content/section-titles.ts";
import { paths } from "~/content/site-map.ts";
import { SmsRatesSection } from "~/features/sms-pricing/sms-rates-section.tsx";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/services.sms-services.pricing";

// Its own chunk, loaded as the page hydrates; the calculator inside loads only on view or focus.
const SmsCalculatorSlot = lazy(() => import("~/features/sms-calculator/slot.tsx"));

// Runs only while pre-rendering (ssr: false): the copy and the hero's drawing reach the browser in
// the page's HTML and .data file, not in JavaScript (decisions 045, 050).
export function loader() {
  return { page: smsPricingPage, svg: drawing("pricing") };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, paths.smsPricing) : [];

export default function SmsPricingRoute({ loaderData: { page, svg } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
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
