import { CopyEmailButton } from "~/components/copy-email-button.tsx";
import { FaqList, PageHero, Section, Steps } from "~/components/sections.tsx";
import { SummaryCard } from "~/components/summary-card.tsx";
import { BidiText, Ltr } from "~/components/ui/ltr.tsx";
import { companyFacts } from "~/content/company/facts.ts";
import { contactFormTextsOf } from "~/content/contact-form/index.ts";
import { countryCodes } from "~/content/countries.ts";
import { rememberFormatted } from "~/content/format/formatted-once.ts";
import { localeOfPath } from "~/content/locales.ts";
import { paths } from "~/content/paths.ts";
import { onePage } from "~/content/render/site.ts";
import { siteData } from "~/content/render/site-data.ts";
import { siteTexts } from "~/content/site/index.ts";
import { ContactFormSlot } from "~/features/contact-form/contact-form-slot.tsx";
import { marketOptionsOf, otherCountryOptions } from "~/features/contact-form/country-options.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import { MESSAGE_MAX } from "../../contracts/contact-request.ts";
import type { Route } from "./+types/contact";

// Runs only while pre-rendering: the copy, the company's contact facts and the hero's drawing
// travel as HTML and loader data (decisions 045, 058).
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const site = siteData(locale);
  return {
    page: onePage("contact", locale),
    titles: siteTexts[locale].sections.contact,
    assistantAside: siteTexts[locale].sections.asides.contact,
    contact: {
      salesEmail: companyFacts.emails.sales,
      phone: companyFacts.phone.display,
      phoneE164: companyFacts.phone.e164,
      address: companyFacts.address,
    },
    svg: drawing("contact", locale),
    // The form's facts and empty counter as text, so the browser hydrates it without Intl (decision 095).
    formatted: contactFormTextsOf(locale, MESSAGE_MAX),
    otherCountries: otherCountryOptions(countryCodes, marketOptionsOf(site.markets), site.lang),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, paths.contact, { locale: localeOfPath(location.pathname) }) : [];

const linkClass = "break-all text-lg font-semibold text-teal-800 underline underline-offset-4";
const channelClass = "rounded-2xl border border-slate-200 bg-white p-5";
const CHANNELS_ID = "contact-channels";

export default function ContactRoute({
  loaderData: { page, titles, assistantAside, contact, svg, formatted, otherCountries },
}: Route.ComponentProps) {
  rememberFormatted(formatted);
  return (
    <>
      <PageHero hero={page.hero} compact aside={<Illustration svg={svg} label={page.illustration} />} />
      <ContactFormSlot
        otherCountries={otherCountries}
        aside={
          <section aria-labelledby={CHANNELS_ID}>
            <h2 id={CHANNELS_ID} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              {page.channels.title}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">
              <BidiText text={page.channels.intro} />
            </p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <div className={channelClass}>
                <dt className="text-sm font-semibold text-slate-600">{titles.salesEmail}</dt>
                <dd className="mt-2 flex flex-wrap items-center gap-3">
                  <a href={`mailto:${contact.salesEmail}`} className={linkClass}>
                    <Ltr>{contact.salesEmail}</Ltr>
                  </a>
                  <CopyEmailButton email={contact.salesEmail} texts={titles} />
                </dd>
              </div>
              <div className={channelClass}>
                <dt className="text-sm font-semibold text-slate-600">{titles.phone}</dt>
                <dd className="mt-2">
                  <a href={`tel:${contact.phoneE164}`} className={linkClass}>
                    <Ltr>{contact.phone}</Ltr>
                  </a>
                </dd>
              </div>
              <div className={channelClass}>
                <dt className="text-sm font-semibold text-slate-600">{titles.hours}</dt>
                <dd className="mt-2 leading-7 text-slate-800">
                  <BidiText text={page.hours} />
                </dd>
              </div>
              <div className={channelClass}>
                <dt className="text-sm font-semibold text-slate-600">{titles.address}</dt>
                <dd className="mt-2 leading-7 text-slate-800">{contact.address}</dd>
              </div>
            </dl>
          </section>
        }
      />
      <Section title={page.nextSteps.title} intro={page.nextSteps.intro} tone="muted">
        <Steps steps={page.nextSteps.items} />
      </Section>
      <Section
        title={titles.faqs}
        aside={<SummaryCard title={assistantAside.title} body={assistantAside.body} />}
      >
        <FaqList faqs={page.faqs} />
      </Section>
    </>
  );
}
