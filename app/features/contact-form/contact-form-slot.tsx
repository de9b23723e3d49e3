import { lazy, type ReactNode, Suspense } from "react";
import { Spinner } from "~/components/ui/spinner.tsx";
import type { CountryOption } from "./country-options.ts";

/** The section's id, so calls to action elsewhere can link to `/contact#contact-form`. */
export const CONTACT_FORM_ID = "contact-form";

/**
 * The pre-rendered HTML holds the whole form (app/entry.server.tsx renders
 * completed Suspense boundaries inline); in the browser the form's code loads
 * as its own chunk while React hydrates the rest of the page, and the form
 * hydrates when it arrives. Its fields are uncontrolled, so anything typed
 * before that is kept.
 */
const ContactFormSection = lazy(() =>
  import("./contact-form.tsx").then((module) => ({ default: module.ContactFormSection })),
);

/** Shown only after a client-side navigation, until the form's code has loaded. */
function Loading() {
  return (
    <section id={CONTACT_FORM_ID} aria-busy="true" className="min-w-0 pt-8 pb-12 sm:pt-10 sm:pb-20">
      <div className="flex min-h-96 items-center justify-center">
        <Spinner size="lg" />
      </div>
    </section>
  );
}

/**
 * The form, and beside it from 1024 px the `aside` (the other ways to reach sales), so the right
 * third of a laptop screen is not left empty (decision 108); on a phone the aside follows the form.
 */
export function ContactFormSlot({
  otherCountries,
  aside,
}: {
  otherCountries: readonly CountryOption[];
  aside?: ReactNode;
}) {
  return (
    <div className="container-page lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12">
      <Suspense fallback={<Loading />}>
        <ContactFormSection id={CONTACT_FORM_ID} otherCountries={otherCountries} />
      </Suspense>
      {aside ? <div className="pb-12 lg:sticky lg:top-24 lg:pt-10 lg:pb-20">{aside}</div> : null}
    </div>
  );
}
