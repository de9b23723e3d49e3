import { QuestionCard } from "~/components/question-card.tsx";
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
import { ServiceContactCard } from "~/components/service-contact-card.tsx";
import { Link } from "~/components/ui/local-link.tsx";
import { BidiText } from "~/components/ui/ltr.tsx";
import { smsCountryEntriesIn } from "~/content/catalogue.ts";
import { fill, fillAll } from "~/content/format/fill.ts";
import { localeOfPath } from "~/content/locales.ts";
import { paths, slugOf, smsCountryPath } from "~/content/paths.ts";
import { companyValues, marketFactsOf, serviceFactsOf, smsCountryPage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { SmsPreview } from "~/features/visuals/sms-preview.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import type { Route } from "./+types/sms-country";

// Like routes/service.tsx: pre-rendered for every market of the registry, its copy as loader data,
// its "at a glance" list written from the market's facts (decision 058).
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const slug = slugOf(pathname);
  const country = smsCountryEntriesIn(locale).find((entry) => entry.slug === slug);
  if (!country) throw new Error(`No content folder for ${request.url}`);
  const texts = siteTexts[locale];
  const values = companyValues(locale);
  return {
    slug,
    page: smsCountryPage(slug, locale),
    titles: {
      ...fillAll(texts.sections.smsCountry, { ...values, name: country.name }),
      facts: fillAll(texts.sections.smsCountry.facts, { name: country.shortName }),
    },
    caption: texts.smsPreviewCaption,
    useCaseIcons: marketFactsOf(slug).useCaseIcons,
    faqAside: fillAll(texts.sections.faqAside, values),
    // The SMS service's card, named for this market ("Talk to us about SMS in India").
    contactCard: {
      texts: fillAll(texts.sections.service.contactCard, {
        ...values,
        name: fill(texts.chrome.marketLink, { market: country.name }),
      }),
      integrations: serviceFactsOf("sms-services").integrations.map(
        (method) => texts.sections.service.integrations[method],
      ),
      pricingHref: paths.smsPricing,
    },
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.page.seo, smsCountryPath(loaderData.slug), {
        locale: localeOfPath(location.pathname),
      })
    : [];

/** The template every SMS country page renders its content into. */
export default function SmsCountryRoute({
  loaderData: { slug, page, titles, caption, useCaseIcons, faqAside, contactCard },
}: Route.ComponentProps) {
  const others = useSiteData().markets.filter((other) => other.slug !== slug);
  return (
    <>
      <PageHero hero={page.hero} aside={<SmsPreview message={page.sampleMessage} caption={caption} />} />
      <Section title={titles.overview} aside={<ServiceContactCard {...contactCard} />}>
        <Paragraphs items={page.overview} />
      </Section>
      <Section title={titles.facts} tone="muted">
        <FactList facts={page.facts} />
      </Section>
      <Section title={page.registration.title} intro={page.registration.intro}>
        <Steps steps={page.registration.steps} phone="scroll" />
      </Section>
      <Section title={titles.useCases} tone="muted">
        <CardGrid cards={page.useCases} icon={useCaseIcons} phone="scroll" />
      </Section>
      <Section title={titles.deliveryNotes}>
        <ul className="max-w-3xl list-disc space-y-3 ps-6 leading-7 text-slate-700 marker:text-teal-700 sm:text-lg sm:leading-8">
          {page.deliveryNotes.map((note) => (
            <li key={note.slice(0, 48)}>
              <BidiText text={note} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={titles.faqs} tone="muted" aside={<QuestionCard texts={faqAside} />}>
        <FaqList faqs={page.faqs} />
      </Section>
      <Section title={titles.otherMarkets} intro={titles.otherMarketsIntro}>
        <ul className="flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={other.path}
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
