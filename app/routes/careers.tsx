import { JobOpenings } from "~/components/job-openings.tsx";
import { CardGrid, CtaBanner, PageHero, Paragraphs, Section, Steps } from "~/components/sections.tsx";
import { careersPage as page } from "~/content/pages/careers.ts";
import { paths } from "~/content/site-map.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/careers";

// Runs only while pre-rendering: the hero's drawing travels as markup, not JavaScript (decision 045).
export function loader() {
  return { svg: drawing("careers") };
}

export const meta = () => pageMeta(page.seo, paths.careers);

export default function CareersRoute({ loaderData: { svg } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <div className="container-page pt-16">
        <Paragraphs items={page.overview} />
      </div>
      <Section title={page.openings.title} intro={page.openings.intro}>
        <JobOpenings openings={page.openings.items} />
      </Section>
      <Section title={page.benefits.title} intro={page.benefits.intro} tone="muted">
        <CardGrid cards={page.benefits.items} icon="check" />
      </Section>
      <Section title={page.hiringProcess.title} intro={page.hiringProcess.intro}>
        <Steps steps={page.hiringProcess.items} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
