import { JobOpenings } from "~/components/job-openings.tsx";
import { CardGrid, CtaBanner, PageHero, Paragraphs, Section, Steps } from "~/components/sections.tsx";
import { localeOfPath } from "~/content/locales.ts";
import { pageCardIcons } from "~/content/pages/card-icons.ts";
import { paths } from "~/content/paths.ts";
import { careersPage } from "~/content/render/site.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/careers";

// Runs only while pre-rendering: the copy (open roles from careers/facts.ts) and the hero's
// drawing travel as HTML and loader data.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    page: careersPage(locale),
    svg: drawing("careers", locale),
    benefitIcons: pageCardIcons.careersBenefits,
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, paths.careers, { locale: localeOfPath(location.pathname) }) : [];

export default function CareersRoute({ loaderData: { page, svg, benefitIcons } }: Route.ComponentProps) {
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
        <CardGrid cards={page.benefits.items} icon={benefitIcons} />
      </Section>
      <Section title={page.hiringProcess.title} intro={page.hiringProcess.intro}>
        <Steps steps={page.hiringProcess.items} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
