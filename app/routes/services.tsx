import { MarketCards, ServiceCards } from "~/components/link-cards.tsx";
import { CardGrid, CtaBanner, PageHero, Paragraphs, Section, WithAside } from "~/components/sections.tsx";
import { SummaryCard } from "~/components/summary-card.tsx";
import { fill } from "~/content/format/fill.ts";
import { localeOfPath } from "~/content/locales.ts";
import { paths } from "~/content/paths.ts";
import { companyValues, onePage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/services";

// Runs only while pre-rendering: the copy and the hero's drawing travel as HTML and loader data.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    page: onePage("servicesOverview", locale),
    svg: drawing("services", locale),
    // The company's figures, as the home page states them, beside the overview (decision 119).
    glance: {
      title: fill(siteTexts[locale].sections.home.highlights, companyValues(locale)),
      rows: onePage("home", locale).highlights,
    },
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.page.seo, paths.services, { locale: localeOfPath(location.pathname) })
    : [];

export default function ServicesRoute({ loaderData: { page, svg, glance } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <WithAside
        className="container-page pt-16"
        aside={<SummaryCard title={glance.title} rows={glance.rows} look="figures" headingLevel={2} />}
      >
        <Paragraphs items={page.overview} />
      </WithAside>
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
