import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { TriangleAlert } from "~/components/ui/icons.ts";
import { Spinner } from "~/components/ui/spinner.tsx";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { markFormInteractiveAndReplaySubmit, NEEDS_JS_FORM_ATTRIBUTE } from "~/lib/early-input.ts";
import { useLocale } from "~/lib/site-data.tsx";
import { ConsentField, CountryOptions, OtherCountries, ServiceOptions } from "./choice-fields.tsx";
import { fieldId } from "./contact-fields.ts";
import type { CountryOption } from "./country-options.ts";
import { controlClass, FormField } from "./form-field.tsx";
import { useContactSubmission } from "./use-contact-submission.ts";

/** The section's id, so calls to action elsewhere can link to `/contact#contact-form`. */
const TITLE_ID = "contact-form-title";
const COUNT_ID = "contact-message-count";

/**
 * The textarea's limit: MESSAGE_MAX in contact-schema.ts (the form test checks the textarea's
 * maxlength against it); importing it from there would put zod into the page's first-load JavaScript.
 */
const MESSAGE_MAX_LENGTH = 2000;

// The chat panel's "Send to sales" form takes its fields from here, so it reuses this chunk as it is.
export { ConsentField, controlClass, FormField };

// Already loaded with the submission logic by the time a message is sent.
const ThankYou = lazy(() => import("./contact-runtime.ts").then((module) => ({ default: module.ThankYou })));

/** The contact section: heading and intro, then the form or, once sent, the thank-you. */
interface ContactFormSectionProps {
  id?: string;
  /** Every country but the SMS markets, named and sorted by the server (country-options.ts). */
  otherCountries: readonly CountryOption[];
}

export function ContactFormSection({ id, otherCountries }: ContactFormSectionProps) {
  const copy = contactFormCopyIn(useLocale());
  const [sentName, setSentName] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <section id={id} aria-labelledby={TITLE_ID} className="min-w-0 pt-8 pb-12 sm:pt-10 sm:pb-20">
      <div>
        <div className="max-w-3xl">
          <h2 id={TITLE_ID} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-3 leading-7 text-slate-700 sm:text-lg sm:leading-8">{copy.intro}</p>
        </div>
        <div className="mt-6 max-w-3xl sm:mt-8">
          {sentName === null ? (
            <OtherCountries.Provider value={otherCountries}>
              <ContactForm key={formKey} focusOnMount={formKey > 0} onSent={setSentName} />
            </OtherCountries.Provider>
          ) : (
            <Suspense fallback={null}>
              <ThankYou
                name={sentName}
                onAgain={() => {
                  setSentName(null);
                  setFormKey((key) => key + 1);
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}

interface ContactFormProps {
  /** Focus the first field on mount ("Send another message"). */
  focusOnMount?: boolean;
  onSent: (name: string) => void;
}

/** The form: uncontrolled fields, so nothing typed is lost whatever happens to a request. */
export function ContactForm({ focusOnMount, onSent }: ContactFormProps) {
  const copy = contactFormCopyIn(useLocale());
  const { errors, formError, sending, messageLength, handlers } = useContactSubmission(onSent);
  const summary = Object.keys(errors).length > 0 ? copy.errorSummary : formError;
  const control = (name: keyof typeof errors) => ({ name, className: controlClass(Boolean(errors[name])) });
  // Text fields take their direction from what is typed: Arabic on an English page aligns right (decision 070).
  const typed = (name: keyof typeof errors) => ({ ...control(name), dir: "auto" as const });
  const formRef = useRef<HTMLFormElement>(null);
  // A message sent before this code arrived was held back by the page (app/lib/early-input.ts): send it now.
  useEffect(() => {
    if (formRef.current) markFormInteractiveAndReplaySubmit(formRef.current);
  }, []);

  return (
    <form
      ref={formRef}
      noValidate
      method="post"
      {...{ [NEEDS_JS_FORM_ATTRIBUTE]: "" }}
      aria-labelledby={TITLE_ID}
      {...handlers}
      className="relative rounded-2xl border border-slate-200 p-6 sm:p-8"
    >
      {summary ? (
        <div
          role="alert"
          className="mb-6 flex gap-2 rounded-lg border border-red-700 bg-red-50 p-4 text-red-700"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" />
          <p className="font-semibold">{summary}</p>
        </div>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id={fieldId("name")} label={copy.labels.name} required error={errors.name}>
          {(props) => (
            // biome-ignore lint/a11y/noAutofocus: "Send another message" starts a new form: focus its first field.
            <input {...props} {...typed("name")} type="text" autoComplete="name" autoFocus={focusOnMount} />
          )}
        </FormField>
        <FormField id={fieldId("email")} label={copy.labels.email} required error={errors.email}>
          {(props) => (
            <input {...props} {...typed("email")} type="email" autoComplete="email" spellCheck={false} />
          )}
        </FormField>
        <FormField id={fieldId("company")} label={copy.labels.company} error={errors.company}>
          {(props) => <input {...props} {...typed("company")} type="text" autoComplete="organization" />}
        </FormField>
        <FormField
          id={fieldId("phone")}
          label={copy.labels.phone}
          hint={copy.hints.phone}
          error={errors.phone}
        >
          {(props) => <input {...props} {...typed("phone")} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField id={fieldId("country")} label={copy.labels.country} error={errors.country}>
          {(props) => (
            <select {...props} {...control("country")} autoComplete="country">
              <CountryOptions />
            </select>
          )}
        </FormField>
        <FormField id={fieldId("service")} label={copy.labels.service} error={errors.service}>
          {(props) => (
            <select {...props} {...control("service")}>
              <ServiceOptions />
            </select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id={fieldId("message")}
            label={copy.labels.message}
            required
            hint={copy.hints.message}
            error={errors.message}
            describedById={COUNT_ID}
            after={
              // Read with the field; no live region, so it is not announced on every keystroke.
              <p id={COUNT_ID} className="mt-1 text-end text-sm text-slate-600">
                {copy.hints.characterCount(messageLength, MESSAGE_MAX_LENGTH)}
              </p>
            }
          >
            {(props) => <textarea {...props} {...typed("message")} rows={6} maxLength={MESSAGE_MAX_LENGTH} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <ConsentField id={fieldId("consent")} error={errors.consent} />
        </div>
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -inset-s-[9999px] top-0 size-px overflow-hidden">
        <label htmlFor={fieldId("website")}>{copy.labels.website}</label>
        <input
          id={fieldId("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="mt-8 inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 text-base font-semibold text-white transition-colors hover:bg-teal-800 disabled:cursor-wait disabled:bg-teal-800 motion-reduce:transition-none"
      >
        {sending ? <Spinner size="sm" colorClassName="text-white" /> : null}
        {sending ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
