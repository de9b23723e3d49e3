import { ServiceCards } from "~/components/link-cards.tsx";
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
import { findService, servicePage, servicePath, slugOf } from "~/content/catalogue.ts";
import { serviceSectionTitles as titles } from "~/content/section-titles.ts";
import { FirstMessage } from "~/features/first-message/first-message.tsx";
import { firstMessageFor } from "~/features/first-message/highlight.server.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/service";

// Runs only while pre-rendering every service of the registry (ssr: false): the copy reaches
// the browser in the page's HTML and .data file, never in the JavaScript every page loads.
export async function loader({ request }: Route.LoaderArgs) {
  // One route per service (app/routes.ts), so the path names it: its last segment is the slug.
  const slug = slugOf(new URL(request.url).pathname);
  const page = servicePage(slug);
  if (!page) throw new Error(`No content file for ${request.url}`);
  return { slug, page, svg: drawing(slug), firstMessage: await firstMessageFor(slug) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, servicePath(loaderData.slug)) : [];

/** The template every service page renders its content into. */
export default function ServiceRoute({
  loaderData: { slug, page, svg, firstMessage },
}: Route.ComponentProps) {
  const service = findService(slug);
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <Highlights items={page.highlights} label={titles.highlights(service.name)} />
      <Section title={titles.overview(service.name)}>
        <Paragraphs items={page.overview} />
        <FirstMessage block={firstMessage} />
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
        <ServiceCards except={slug} headings={false} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
