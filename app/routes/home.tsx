import { MarketCards, ServiceCards } from "~/components/link-cards.tsx";
import { QuestionCard } from "~/components/question-card.tsx";
import {
  CardGrid,
  CtaBanner,
  FaqList,
  Highlights,
  PageHero,
  Section,
  Steps,
} from "~/components/sections.tsx";
import { fillAll } from "~/content/format/fill.ts";
import { localeOfPath } from "~/content/locales.ts";
import { pageCardIcons } from "~/content/pages/card-icons.ts";
import { paths } from "~/content/paths.ts";
import { companyValues, onePage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { organizationJsonLd } from "~/lib/organization-json-ld.ts";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/home";

// Runs only while pre-rendering: the copy, the structured data and the hero's drawing travel as
// the page's HTML and .data file, not as JavaScript (decisions 045, 058).
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    page: onePage("home", locale),
    titles: fillAll(siteTexts[locale].sections.home, companyValues(locale)),
    svg: drawing("home", locale),
    whyIcons: pageCardIcons.homeWhy,
    faqAside: fillAll(siteTexts[locale].sections.faqAside, companyValues(locale)),
    jsonLd: organizationJsonLd(locale, onePage("home", locale).seo.title),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, paths.home, { locale: localeOfPath(location.pathname) }) : [];

export default function HomeRoute({
  loaderData: { page, titles, svg, jsonLd, whyIcons, faqAside },
}: Route.ComponentProps) {
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own content, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <Highlights items={page.highlights} label={titles.highlights} />
      <Section title={page.services.title} intro={page.services.intro}>
        <ServiceCards />
      </Section>
      <Section title={page.why.title} intro={page.why.intro} tone="muted">
        <CardGrid cards={page.why.items} icon={whyIcons} phone="scroll" />
      </Section>
      <Section title={page.markets.title} intro={page.markets.intro}>
        <MarketCards />
      </Section>
      <Section title={page.steps.title} intro={page.steps.intro} tone="muted">
        <Steps steps={page.steps.items} phone="scroll" />
      </Section>
      <Section title={titles.faqs} aside={<QuestionCard texts={faqAside} />}>
        <FaqList faqs={page.faqs} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
