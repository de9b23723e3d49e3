import { type FocusEvent, type FormEvent, useRef, useState } from "react";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { notify } from "~/features/toasts/toasts.tsx";
import { useLocale } from "~/lib/site-data.tsx";
import type { ContactSession, FieldErrors } from "./contact-fields.ts";

const loadRuntime = () => import("./contact-runtime.ts");

/** The `name` of the control an event comes from ("" for the form itself or a link). */
function controlName(target: EventTarget): string {
  const name = (target as { name?: unknown }).name;
  return typeof name === "string" ? name : "";
}

/**
 * The form's visible state, and its handlers. The submission logic (and zod)
 * loads when the visitor first focuses the form or submits it; the fields are
 * uncontrolled, so nothing typed is ever lost or reset by a re-render.
 */
export function useContactSubmission(onSent: (name: string) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const locale = useLocale();
  const session = useRef<ContactSession | null>(null);
  const loading = useRef<Promise<ContactSession> | null>(null);

  function load(): Promise<ContactSession> {
    loading.current ??= loadRuntime().then(
      ({ createContactSession }) =>
        (session.current = createContactSession({ setErrors, setFormError, setSending, onSent })),
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (session.current) return void session.current.submit(form);
    // The code could not load: as for any failed connection, everything typed stays for a retry.
    load().then(
      (loaded) => loaded.submit(form),
      () => notify("error", contactFormCopyIn(locale).failure.network),
    );
  }

  function onFocus() {
    load().catch(() => {});
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    session.current?.revalidate(event.currentTarget, controlName(event.target), "blur");
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = controlName(event.target);
    if (name === "message") setMessageLength((event.target as HTMLTextAreaElement).value.length);
    session.current?.revalidate(event.currentTarget, name, "change");
  }

  return { errors, formError, sending, messageLength, handlers: { onSubmit, onFocus, onBlur, onChange } };
}
