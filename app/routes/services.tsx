import { MarketCards, ServiceCards } from "~/components/link-cards.tsx";
import { CardGrid, CtaBanner, PageHero, Paragraphs, Section } from "~/components/sections.tsx";
import { servicesOverviewPage as page } from "~/content/pages/services-overview.ts";
import { paths } from "~/content/site-map.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/services";

// Runs only while pre-rendering: the hero's drawing travels as markup, not JavaScript (decision 045).
export function loader() {
  return { svg: drawing("services") };
}

export const meta = () => pageMeta(page.seo, paths.services);

export default function ServicesRoute({ loaderData: { svg } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <div className="container-page pt-16">
        <Paragraphs items={page.overview} />
      </div>
      <Section title={page.catalogue.title} intro={page.catalogue.intro}>
        <ServiceCards />
      </Section>
      <Section title={page.guidance.title} intro={page.guidance.intro} tone="muted">
        <CardGrid cards={page.guidance.items} columns={3} />
      </Section>
      <Section title={page.markets.title} intro={page.markets.intro}>
        <MarketCards />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
