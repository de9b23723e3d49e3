import { lazy, Suspense } from "react";
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
    <section id={CONTACT_FORM_ID} aria-busy="true" className="pt-8 pb-12 sm:pt-10 sm:pb-20">
      <div className="container-page flex min-h-96 items-center justify-center">
        <Spinner size="lg" />
      </div>
    </section>
  );
}

export function ContactFormSlot({ otherCountries }: { otherCountries: readonly CountryOption[] }) {
  return (
    <Suspense fallback={<Loading />}>
      <ContactFormSection id={CONTACT_FORM_ID} otherCountries={otherCountries} />
    </Suspense>
  );
}
