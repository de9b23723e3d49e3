import { useId } from "react";
import type { Cta } from "~/content/schema";
import { ButtonLink } from "../ui/button-link";

/** The closing call to action of a page. */
export function CtaBanner({ cta }: { cta: Cta }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="container-page">
        <div className="rounded-3xl bg-teal-900 px-6 py-12 text-center sm:px-12">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white">
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-teal-50">{cta.body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink link={cta.primary} variant="inverted" />
            {cta.secondary ? <ButtonLink link={cta.secondary} variant="inverted-outline" /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
