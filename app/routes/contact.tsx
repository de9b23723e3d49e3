import { CopyEmailButton } from "~/components/copy-email-button.tsx";
import { FaqList, PageHero, Section, Steps } from "~/components/sections.tsx";
import { company } from "~/content/company.ts";
import { contactPage as page } from "~/content/pages/contact.ts";
import { contactSectionTitles as titles } from "~/content/section-titles.ts";
import { paths } from "~/content/site-map.ts";
import { ContactFormSlot } from "~/features/contact-form/contact-form-slot.tsx";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/contact";

// Runs only while pre-rendering: the hero's drawing travels as markup, not JavaScript (decision 045).
export function loader() {
  return { svg: drawing("contact") };
}

export const meta = () => pageMeta(page.seo, paths.contact);

const linkClass = "break-all text-lg font-semibold text-teal-800 underline underline-offset-4";

export default function ContactRoute({ loaderData: { svg } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<Illustration svg={svg} label={page.illustration} />} />
      <ContactFormSlot />
      <Section title={page.channels.title} intro={page.channels.intro}>
        <dl className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 p-6">
            <dt className="text-sm font-semibold text-slate-600">{titles.salesEmail}</dt>
            <dd className="mt-2 flex flex-wrap items-center gap-3">
              <a href={`mailto:${company.salesEmail}`} className={linkClass}>
                {company.salesEmail}
              </a>
              <CopyEmailButton email={company.salesEmail} />
            </dd>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <dt className="text-sm font-semibold text-slate-600">{titles.phone}</dt>
            <dd className="mt-2">
              <a href={`tel:${company.phoneE164}`} className={linkClass}>
                {company.phone}
              </a>
            </dd>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <dt className="text-sm font-semibold text-slate-600">{titles.hours}</dt>
            <dd className="mt-2 leading-7 text-slate-800">{page.hours}</dd>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <dt className="text-sm font-semibold text-slate-600">{titles.address}</dt>
            <dd className="mt-2 leading-7 text-slate-800">{company.address}</dd>
          </div>
        </dl>
      </Section>
      <Section title={page.nextSteps.title} intro={page.nextSteps.intro} tone="muted">
        <Steps steps={page.nextSteps.items} />
      </Section>
      <Section title={titles.faqs}>
        <FaqList faqs={page.faqs} />
      </Section>
    </>
  );
}
