import { MarketCards, ServiceCards } from "~/components/link-cards.tsx";
import {
  CardGrid,
  CtaBanner,
  FaqList,
  Highlights,
  PageHero,
  Section,
  Steps,
} from "~/components/sections.tsx";
import { homePage as page } from "~/content/pages/home.ts";
import { homeSectionTitles as titles } from "~/content/section-titles.ts";
import { paths } from "~/content/site-map.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { organizationJsonLd } from "~/lib/organization-json-ld.ts";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/home";

// Runs only while pre-rendering: the hero's drawing travels as markup, not JavaScript (decision 045).
export function loader() {
  return { svg: drawing("home") };
}

export const meta = () => pageMeta(page.seo, paths.home);

export default function HomeRoute({ loaderData: { svg } }: Route.ComponentProps) {
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own content, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: organizationJsonLd() }}
      />
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <Highlights items={page.highlights} label={titles.highlights} />
      <Section title={page.services.title} intro={page.services.intro}>
        <ServiceCards />
      </Section>
      <Section title={page.why.title} intro={page.why.intro} tone="muted">
        <CardGrid cards={page.why.items} icon="check" />
      </Section>
      <Section title={page.markets.title} intro={page.markets.intro}>
        <MarketCards />
      </Section>
      <Section title={page.steps.title} intro={page.steps.intro} tone="muted">
        <Steps steps={page.steps.items} />
      </Section>
      <Section title={titles.faqs}>
        <FaqList faqs={page.faqs} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
