/**
 * The "Send to sales" form inside the chat panel. Its own chunk, loaded on the
 * first handoff (with zod and the contact form's shared schema and submission):
 * a lead goes through the contact function with the same validation,
 * idempotency key and rate limit as the contact page, carrying the conversation.
 */
import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Spinner } from "~/components/ui/spinner.tsx";
import { assistantHandoffCopyIn } from "~/content/assistant-handoff.ts";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { documentLocale } from "~/content/locales.ts";
import type { FieldErrors } from "~/features/contact-form/contact-fields.ts";
// Through the modules the contact page already loads lazily, so its chunks stay as they are.
import { ConsentField, controlClass, FormField } from "~/features/contact-form/contact-form.tsx";
import { createContactSession } from "~/features/contact-form/contact-runtime.ts";
import { useLocale } from "~/lib/site-data.tsx";
import type { Handoff } from "../../../contracts/chat.ts";

const idOf = (field: string) => `assistant-handoff-${field}`;
/** Room for the sentence around the question within the contact function's 2000 characters. */
const MAX_QUESTION = 1500;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export interface HandoffFormProps {
  handoff: Handoff;
  conversationId: string | null;
  /** The visitor's last question, which becomes the lead's message. */
  question: string | undefined;
  onSent: (name: string) => void;
  onDismiss: () => void;
}

/** The lead's message: the form has no message field. Direction overrides would be refused, so they go. */
export function leadMessage(question: string | undefined): string {
  return assistantHandoffCopyIn(documentLocale()).message(
    question?.replace(BIDI_CONTROLS, "").trim().slice(0, MAX_QUESTION) || undefined,
  );
}

export default function HandoffForm(props: HandoffFormProps) {
  const locale = useLocale();
  const copy = assistantHandoffCopyIn(locale);
  const fieldCopy = contactFormCopyIn(locale);
  const { handoff, question, onDismiss } = props;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The session is made once; it reads the latest props through this ref.
  const latest = useRef(props);
  latest.current = props;
  const session = useRef<ReturnType<typeof createContactSession> | null>(null);
  session.current ??= createContactSession(
    { setErrors, setFormError, setSending, onSent: (name) => latest.current.onSent(name) },
    {
      fieldId: idOf,
      context: () => {
        const { conversationId } = latest.current;
        return {
          sourcePath: window.location.pathname.slice(0, 200),
          ...(conversationId && { conversationId }),
        };
      },
      // Inside the panel, not as a toast that the panel may cover; the panel confirms a success itself.
      notify: (kind, message) => kind === "error" && setFormError(message),
    },
  );

  // The form arrives after the reply that offered it (its own chunk): bring its heading into view,
  // or the conversation's scroll position leaves it below the fold with only its top border showing.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    // Optional call: jsdom (the unit tests) has no scrollIntoView.
    formRef.current?.scrollIntoView?.({ block: "start", behavior: reduce ? "auto" : "smooth" });
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void session.current?.submit(event.currentTarget);
  };
  const revalidate = (
    event: FocusEvent<HTMLFormElement> | FormEvent<HTMLFormElement>,
    kind: "blur" | "change",
  ) => session.current?.revalidate(event.currentTarget, (event.target as HTMLInputElement).name ?? "", kind);

  // Typed text sets its own direction, as in the contact form (decision 070).
  const text = (name: "name" | "email" | "company" | "phone") => ({
    name,
    dir: "auto" as const,
    defaultValue: handoff[name] ?? "",
    className: controlClass(Boolean(errors[name])),
  });

  return (
    <form
      ref={formRef}
      aria-label={copy.title}
      noValidate
      onSubmit={submit}
      onBlur={(event) => revalidate(event, "blur")}
      onChange={(event) => revalidate(event, "change")}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div>
        <p className="text-base font-semibold text-slate-900">{copy.title}</p>
        <p className="mt-1 leading-6 text-slate-600">{copy.intro}</p>
      </div>
      <FormField id={idOf("name")} label={copy.labels.name} required error={errors.name}>
        {(control) => <input {...control} {...text("name")} type="text" autoComplete="name" />}
      </FormField>
      <FormField id={idOf("email")} label={copy.labels.email} required error={errors.email}>
        {(control) => <input {...control} {...text("email")} type="email" autoComplete="email" />}
      </FormField>
      <FormField id={idOf("company")} label={copy.labels.company} error={errors.company}>
        {(control) => <input {...control} {...text("company")} type="text" autoComplete="organization" />}
      </FormField>
      {/* Validated as on the contact page (the same schema); its words are the contact form's. */}
      <FormField
        id={idOf("phone")}
        label={fieldCopy.labels.phone}
        hint={fieldCopy.hints.phone}
        error={errors.phone}
      >
        {(control) => <input {...control} {...text("phone")} type="tel" autoComplete="tel" />}
      </FormField>
      <input type="hidden" name="message" value={leadMessage(question)} />
      <ConsentField id={idOf("consent")} error={errors.consent} />
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:bg-teal-800"
        >
          {sending ? <Spinner size="sm" colorClassName="text-white" /> : null}
          {sending ? copy.sending : copy.submit}
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          {copy.dismiss}
        </button>
      </div>
    </form>
  );
}
