import type { MetaDescriptor } from "react-router";
import { findService, servicePath, services } from "~/content/catalogue";
import type { ServicePage } from "~/content/schema";
import { serviceSectionTitles as titles } from "~/content/section-titles";
import { pageMeta } from "~/lib/page-meta";
import { LinkCards } from "./cards/link-card";
import { CardGrid } from "./sections/card-grid";
import { CtaBanner } from "./sections/cta-banner";
import { FaqList } from "./sections/faq-list";
import { Highlights } from "./sections/highlights";
import { PageHero } from "./sections/page-hero";
import { Paragraphs } from "./sections/paragraphs";
import { Section } from "./sections/section";
import { Steps } from "./sections/steps";

export function serviceMeta(slug: string, page: ServicePage): MetaDescriptor[] {
  return pageMeta(page.seo, servicePath(slug));
}

/** The template every service page renders its content into. */
export function ServicePageView({ slug, page }: { slug: string; page: ServicePage }) {
  const service = findService(slug);
  const related = services.filter((other) => other.slug !== slug);
  return (
    <>
      <PageHero hero={page.hero} />
      <Highlights items={page.highlights} label={titles.highlights(service.name)} />
      <Section title={titles.overview(service.name)}>
        <Paragraphs items={page.overview} />
      </Section>
      <Section title={titles.features} tone="muted">
        <CardGrid cards={page.features} icon="check" />
      </Section>
      <Section title={titles.useCases}>
        <CardGrid cards={page.useCases} icon={service.icon} />
      </Section>
      <Section title={titles.steps} tone="muted">
        <Steps steps={page.steps} />
      </Section>
      <Section title={titles.faqs}>
        <FaqList faqs={page.faqs} />
      </Section>
      <Section title={titles.related} tone="muted">
        <LinkCards
          headings={false}
          cards={related.map((other) => ({
            to: servicePath(other.slug),
            title: other.name,
            icon: other.icon,
            summary: other.summary,
          }))}
        />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
