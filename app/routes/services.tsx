import { MarketCards, ServiceCards } from "~/components/link-cards";
import { CardGrid, CtaBanner, PageHero, Paragraphs, Section } from "~/components/sections";
import { servicesOverviewPage as page } from "~/content/pages/services-overview";
import { paths } from "~/content/site-map";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(page.seo, paths.services);

export default function ServicesRoute() {
  return (
    <>
      <PageHero hero={page.hero} />
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
