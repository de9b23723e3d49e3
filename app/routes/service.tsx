import { ServiceCards } from "~/components/link-cards.tsx";
import { QuestionCard } from "~/components/question-card.tsx";
import {
  CardGrid,
  CtaBanner,
  FaqList,
  Highlights,
  PageHero,
  Paragraphs,
  Section,
  Steps,
} from "~/components/sections.tsx";
import { ServiceContactCard } from "~/components/service-contact-card.tsx";
import { serviceEntriesIn } from "~/content/catalogue.ts";
import { fillAll } from "~/content/format/fill.ts";
import { localeOfPath } from "~/content/locales.ts";
import { paths, servicePath, slugOf } from "~/content/paths.ts";
import { companyValues, serviceFactsOf, servicePage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { FirstMessage } from "~/features/first-message/first-message.tsx";
import { firstMessageFor } from "~/features/first-message/highlight.server.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/service";

// Runs only while pre-rendering every service of the registry (ssr: false): the copy reaches
// the browser in the page's HTML and .data file, never in the JavaScript every page loads.
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  // One route per service (app/routes.ts), so the path names it: its last segment is the slug.
  const slug = slugOf(pathname);
  const service = serviceEntriesIn(locale).find((entry) => entry.slug === slug);
  if (!service) throw new Error(`No content folder for ${request.url}`);
  const titles = fillAll(siteTexts[locale].sections.service, {
    ...companyValues(locale),
    name: service.name,
  });
  const facts = serviceFactsOf(slug);
  return {
    slug,
    // Each card's icon, in the order the page renders them (features in the facts' order).
    icons: {
      features: facts.features.map((key) => facts.icons.features[key] ?? service.icon),
      useCases: facts.icons.useCases,
    },
    faqAside: fillAll(siteTexts[locale].sections.faqAside, companyValues(locale)),
    contactCard: {
      texts: titles.contactCard,
      integrations: facts.integrations.map((method) => titles.integrations[method]),
      pricingHref: facts.pricesPublished ? paths.smsPricing : null,
    },
    page: servicePage(slug, locale),
    titles,
    svg: drawing(slug, locale),
    firstMessage: await firstMessageFor(slug, locale),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.page.seo, servicePath(loaderData.slug), { locale: localeOfPath(location.pathname) })
    : [];

/** The template every service page renders its content into. */
export default function ServiceRoute({
  loaderData: { slug, icons, contactCard, faqAside, page, titles, svg, firstMessage },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <Highlights items={page.highlights} label={titles.highlights} />
      <Section title={titles.overview} aside={<ServiceContactCard {...contactCard} />}>
        <Paragraphs items={page.overview} />
        <FirstMessage block={firstMessage} />
      </Section>
      <Section title={titles.features} tone="muted">
        <CardGrid cards={page.features} icon={icons.features} phone="scroll" />
      </Section>
      <Section title={titles.useCases}>
        <CardGrid cards={page.useCases} icon={icons.useCases} phone="scroll" />
      </Section>
      <Section title={titles.steps} tone="muted">
        <Steps steps={page.steps} phone="scroll" />
      </Section>
      <Section title={titles.faqs} aside={<QuestionCard texts={faqAside} />}>
        <FaqList faqs={page.faqs} />
      </Section>
      <Section title={titles.related} tone="muted">
        <ServiceCards except={slug} headings={false} phone="scroll" />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
