import { Link } from "react-router";
import {
  CardGrid,
  CtaBanner,
  FactList,
  FaqList,
  PageHero,
  Paragraphs,
  Section,
  Steps,
} from "~/components/sections.tsx";
import { findSmsCountry, slugOf, smsCountries, smsCountryPage, smsCountryPath } from "~/content/catalogue.ts";
import { smsCountrySectionTitles as titles } from "~/content/section-titles.ts";
import { visualsCopy } from "~/content/visuals.ts";
import { SmsPreview } from "~/features/visuals/sms-preview.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/sms-country";

// Like routes/service.tsx: pre-rendered for every market of the registry, its copy as loader data.
export function loader({ request }: Route.LoaderArgs) {
  const slug = slugOf(new URL(request.url).pathname);
  const page = smsCountryPage(slug);
  if (!page) throw new Error(`No content file for ${request.url}`);
  return { slug, page, caption: visualsCopy.smsPreviewCaption };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, smsCountryPath(loaderData.slug)) : [];

/** The template every SMS country page renders its content into. */
export default function SmsCountryRoute({ loaderData: { slug, page, caption } }: Route.ComponentProps) {
  const country = findSmsCountry(slug);
  const others = smsCountries.filter((other) => other.slug !== slug);
  return (
    <>
      <PageHero hero={page.hero} aside={<SmsPreview message={page.sampleMessage} caption={caption} />} />
      <Section title={titles.overview(country.name)}>
        <Paragraphs items={page.overview} />
      </Section>
      <Section title={titles.facts(country.shortName)} tone="muted">
        <FactList facts={page.facts} />
      </Section>
      <Section title={page.registration.title} intro={page.registration.intro}>
        <Steps steps={page.registration.steps} />
      </Section>
      <Section title={titles.useCases} tone="muted">
        <CardGrid cards={page.useCases} icon="message-square" />
      </Section>
      <Section title={titles.deliveryNotes}>
        <ul className="max-w-3xl list-disc space-y-3 pl-6 text-lg leading-8 text-slate-700 marker:text-teal-700">
          {page.deliveryNotes.map((note) => (
            <li key={note.slice(0, 48)}>{note}</li>
          ))}
        </ul>
      </Section>
      <Section title={titles.faqs} tone="muted">
        <FaqList faqs={page.faqs} />
      </Section>
      <Section title={titles.otherMarkets} intro={titles.otherMarketsIntro}>
        <ul className="flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={smsCountryPath(other.slug)}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium text-slate-800 hover:border-teal-700 hover:text-teal-800"
              >
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
