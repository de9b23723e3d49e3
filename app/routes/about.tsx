import { CardGrid, CtaBanner, Highlights, PageHero, Paragraphs, Section, Steps } from "~/components/sections";
import { aboutPage as page } from "~/content/pages/about";
import { homeSectionTitles } from "~/content/section-titles";
import { paths } from "~/content/site-map";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(page.seo, paths.about);

export default function AboutRoute() {
  return (
    <>
      <PageHero hero={page.hero} />
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
