import { CardGrid, CtaBanner, PageHero, Paragraphs, Section, Steps } from "~/components/sections.tsx";
import { SummaryCard } from "~/components/summary-card.tsx";
import { fill } from "~/content/format/fill.ts";
import { localeOfPath } from "~/content/locales.ts";
import { pageCardIcons } from "~/content/pages/card-icons.ts";
import { paths } from "~/content/paths.ts";
import { companyValues, onePage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/about";

// Runs only while pre-rendering: the copy and the hero's drawing travel as HTML and loader data.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    page: onePage("about", locale),
    highlightsLabel: fill(siteTexts[locale].sections.home.highlights, companyValues(locale)),
    svg: drawing("about", locale),
    valueIcons: pageCardIcons.aboutValues,
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, paths.about, { locale: localeOfPath(location.pathname) }) : [];

export default function AboutRoute({
  loaderData: { page, highlightsLabel, svg, valueIcons },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      {/* The company's figures sit beside its story (decision 119); on a phone they follow it. */}
      <Section
        title={page.story.title}
        intro={page.story.intro}
        aside={<SummaryCard title={highlightsLabel} rows={page.highlights} look="figures" everywhere />}
      >
        <Paragraphs items={page.story.paragraphs} />
      </Section>
      <Section title={page.values.title} intro={page.values.intro} tone="muted">
        <CardGrid cards={page.values.items} icon={valueIcons} />
      </Section>
      <Section title={page.approach.title} intro={page.approach.intro}>
        <Steps steps={page.approach.items} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
