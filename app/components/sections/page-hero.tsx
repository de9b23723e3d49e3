import type { Hero } from "~/content/schema";
import { ButtonLink } from "../ui/button-link";

/** The top of a page: eyebrow, the page's only <h1>, lead and calls to action. */
export function PageHero({ hero }: { hero: Hero }) {
  return (
    <div className="relative overflow-hidden border-b border-teal-100 bg-linear-to-b from-teal-50 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-teal-100/60 blur-3xl"
      />
      <div className="container-page relative py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{hero.lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink link={hero.primaryCta} />
          {hero.secondaryCta ? <ButtonLink link={hero.secondaryCta} variant="secondary" /> : null}
        </div>
      </div>
    </div>
  );
}
