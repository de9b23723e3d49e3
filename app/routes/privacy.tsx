import { BidiText } from "~/components/ui/ltr.tsx";
import { formatDay } from "~/content/format/dates.ts";
import { intlLocale, localeOfPath } from "~/content/locales.ts";
import { paths } from "~/content/paths.ts";
import { onePage } from "~/content/render/site.ts";
import { siteTexts } from "~/content/site/index.ts";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/privacy";

// Runs only while pre-rendering (ssr: false): the policy's text reaches the browser in the page's
// HTML and .data file, not in the JavaScript it loads (decision 050).
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const page = onePage("privacy", locale);
  const lastUpdated = formatDay(page.lastUpdated, intlLocale[locale]);
  return { page, lastUpdated, lastUpdatedLabel: siteTexts[locale].sections.privacy.lastUpdated };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.page.seo, paths.privacy, { locale: localeOfPath(location.pathname) }) : [];

export default function PrivacyRoute({
  loaderData: { page, lastUpdated, lastUpdatedLabel },
}: Route.ComponentProps) {
  return (
    <article className="container-page max-w-3xl py-16 sm:py-20">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{page.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {lastUpdatedLabel} <time dateTime={page.lastUpdated}>{lastUpdated}</time>
      </p>
      <p className="mt-8 text-lg leading-8 text-slate-700">
        <BidiText text={page.intro} />
      </p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold text-slate-900">{section.heading}</h2>
          <div className="prose-copy mt-3 leading-7 text-slate-700">
            {section.paragraphs.map((text) => (
              <p key={text.slice(0, 48)}>
                <BidiText text={text} />
              </p>
            ))}
          </div>
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 ps-6 leading-7 text-slate-700 marker:text-teal-700">
              {section.list.map((item) => (
                <li key={item.slice(0, 48)}>
                  <BidiText text={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
