import { Link } from "react-router";
import notFoundDrawing from "~/assets/illustrations/not-found.svg?raw";
import { notFoundPage as page } from "~/content/pages/not-found.ts";
import { notFoundSectionTitles as titles } from "~/content/section-titles.ts";
import { notFoundPrerenderPath } from "~/content/site-map.ts";
import { Illustration } from "~/features/visuals/illustration.tsx";
import { pageMeta } from "~/lib/page-meta.ts";

// Pre-rendered once (at /404) and served by the server with status 404 for every unknown path.
export const meta = () => pageMeta(page.seo, notFoundPrerenderPath, { noIndex: true });

// In the bundle, not loader data: this route also renders unknown paths met during client-side
// navigation, which have no pre-rendered .data file to load (decision 050).
export default function NotFoundRoute() {
  return (
    <div className="hero">
      <div className="container-page hero-grid">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{titles.eyebrow}</p>
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
        <Illustration svg={notFoundDrawing.trim()} label={page.illustration} />
      </div>
    </div>
  );
}
