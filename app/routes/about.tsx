import {
  CardGrid,
  CtaBanner,
  Highlights,
  PageHero,
  Paragraphs,
  Section,
  Steps,
} from "~/components/sections.tsx";
import { aboutPage as page } from "~/content/pages/about.ts";
import { homeSectionTitles } from "~/content/section-titles.ts";
import { paths } from "~/content/site-map.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/about";

// Runs only while pre-rendering: the hero's drawing travels as markup, not JavaScript (decision 045).
export function loader() {
  return { svg: drawing("about") };
}

export const meta = () => pageMeta(page.seo, paths.about);

export default function AboutRoute({ loaderData: { svg } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <Section title={page.story.title} intro={page.story.intro}>
        <Paragraphs items={page.story.paragraphs} />
      </Section>
      <Highlights items={page.highlights} label={homeSectionTitles.highlights} />
      <Section title={page.values.title} intro={page.values.intro} tone="muted">
        <CardGrid cards={page.values.items} icon="check" />
      </Section>
      <Section title={page.approach.title} intro={page.approach.intro}>
        <Steps steps={page.approach.items} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
