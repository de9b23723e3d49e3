import type { SectionTitles } from "~/content/site/types.ts";
import { ButtonLink } from "./ui/button-link.tsx";
import { ChipList } from "./ui/chip-list.tsx";
import { Link as LocalLink } from "./ui/local-link.tsx";

interface ServiceContactCardProps {
  texts: SectionTitles["service"]["contactCard"];
  /** The service's ways to connect, named in the page's language. */
  integrations: readonly string[];
  /** Where the prices are published (SMS: the pricing page); null where sales quotes them. */
  pricingHref: string | null;
}

/**
 * The card in the overview's right third on a laptop (decision 108): who answers and when, how
 * the service connects and how it is priced, and the way to sales. From 1024 px only: on a phone
 * the hero's buttons, just above, already say the same.
 */
export function ServiceContactCard({ texts, integrations, pricingHref }: ServiceContactCardProps) {
  return (
    <div className="card hidden lg:block">
      <h3 className="text-lg font-semibold text-slate-900">{texts.title}</h3>
      <p className="mt-2 leading-7 text-slate-700">{texts.body}</p>
      <dl className="mt-5 space-y-4 border-t border-slate-200 pt-5 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">{texts.connect}</dt>
          <dd className="mt-2">
            <ChipList items={integrations} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{texts.pricing}</dt>
          <dd className="mt-1 text-slate-800">
            {pricingHref ? (
              <LocalLink to={pricingHref} className="font-medium text-teal-800 underline underline-offset-4">
                {texts.pricesPublished}
              </LocalLink>
            ) : (
              texts.pricesQuoted
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-6 [&>a]:w-full">
        <ButtonLink link={{ label: texts.cta, href: "/contact" }} />
      </div>
    </div>
  );
}
