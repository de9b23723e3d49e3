import { Link } from "~/components/ui/local-link.tsx";
import { defaultLocale, localeOfPath } from "~/content/locales.ts";
import { notFoundTexts } from "~/content/pages/not-found/index.ts";
import { notFoundPrerenderPath } from "~/content/paths.ts";
import { onePage } from "~/content/render/site.ts";
import { drawing } from "~/features/visuals/drawings.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/not-found";

/** Each locale's drawing, its own chunk: fetched only by a client-side navigation to an unknown path. */
const drawings = import.meta.glob<string>(
  ["../assets/illustrations/not-found.svg", "../assets/illustrations/*/not-found.svg"],
  { query: "?raw", import: "default" },
);

// Pre-rendered once (at /404) and served by the server with status 404 for every unknown path:
// the page's words and drawing are in that HTML and its loader data, not in JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { page: onePage("notFound", locale), svg: drawing("not-found", locale) };
}

// An unknown path reached by client-side navigation has no pre-rendered .data file to load, so
// the browser fetches the locale's words and drawing itself, as chunks (decisions 050, 058).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const file = `../assets/illustrations/${locale === defaultLocale ? "" : `${locale}/`}not-found.svg`;
  const [{ fill, fillAll }, { companyTextValues }, texts, svg] = await Promise.all([
    import("~/content/format/fill.ts"),
    import("~/content/company/values.ts"),
    notFoundTexts[locale](),
    drawings[file]?.() ?? Promise.reject(new Error(`No drawing ${file}`)),
  ]);
  const values = companyTextValues(locale);
  return { page: fillAll(texts, values), svg: fill(svg.trim(), values) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.page.seo, notFoundPrerenderPath, {
        noIndex: true,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function NotFoundRoute({ loaderData: { page, svg } }: Route.ComponentProps) {
  return (
    <div className="hero">
      <div className="container-page hero-grid">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{page.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">{page.title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{page.body}</p>
          <ul className="mt-8 flex flex-wrap gap-3">
            {page.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-12 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-900 hover:border-teal-700 hover:text-teal-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <Illustration svg={svg} label={page.illustration} />
      </div>
    </div>
  );
}
