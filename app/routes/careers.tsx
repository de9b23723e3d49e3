import { JobOpenings } from "~/components/job-openings.tsx";
import {
  CardGrid,
  CtaBanner,
  PageHero,
  Paragraphs,
  Section,
  Steps,
  WithAside,
} from "~/components/sections.tsx";
import { SummaryCard } from "~/components/summary-card.tsx";
import { ChipList } from "~/components/ui/chip-list.tsx";
import { Ltr } from "~/components/ui/ltr.tsx";
import { companyFacts } from "~/content/company/facts.ts";
import { localeOfPath } from "~/content/locales.ts";
import { pageCardIcons } from "~/content/pages/card-icons.ts";
import { paths } from "~/content/paths.ts";
import { careersPage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/careers";

// Runs only while pre-rendering: the copy (open roles from careers/facts.ts) and the hero's
// drawing travel as HTML and loader data.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const page = careersPage(locale);
  const roles = page.openings.items;
  return {
    page,
    // The open roles at a glance, beside the overview (decision 119): counted from the roles.
    glance: {
      texts: siteTexts[locale].sections.asides.careers,
      count: roles.length,
      teams: [...new Set(roles.map((role) => role.team))],
      places: [...new Set(roles.map((role) => role.location))],
      email: companyFacts.emails.careers,
    },
    svg: drawing("careers", locale),
    benefitIcons: pageCardIcons.careersBenefits,
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, paths.careers, { locale: localeOfPath(location.pathname) }) : [];

export default function CareersRoute({
  loaderData: { page, svg, benefitIcons, glance },
}: Route.ComponentProps) {
  const { texts } = glance;
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <WithAside
        className="container-page pt-16"
        aside={
          <SummaryCard
            headingLevel={2}
            title={texts.title}
            rows={[
              { label: texts.roles, value: glance.count },
              { label: texts.teams, value: <ChipList items={glance.teams} className="mt-2" /> },
              { label: texts.places, value: <ChipList items={glance.places} className="mt-2" /> },
              {
                label: texts.apply,
                value: (
                  <a
                    href={`mailto:${glance.email}`}
                    className="font-medium text-teal-800 underline underline-offset-4"
                  >
                    <Ltr>{glance.email}</Ltr>
                  </a>
                ),
              },
            ]}
          />
        }
      >
        <Paragraphs items={page.overview} />
      </WithAside>
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
