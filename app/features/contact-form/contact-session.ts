import { flushSync } from "react-dom";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { documentLocale, localizedPath } from "~/content/locales.ts";
import { paths } from "~/content/paths.ts";
import { notify } from "~/features/toasts/toasts.tsx";
import { sourcePathname } from "~/lib/previous-path.ts";
import { type VisibleField, visibleFields } from "../../../contracts/contact-fields.ts";
import { validateContact } from "../../../contracts/contact-request.ts";
import { type ContactResult, postContact, type ServerFieldErrors } from "./contact-client.ts";
import {
  type ContactSession,
  type ContactView,
  fieldId as contactFieldId,
  type FieldErrors,
} from "./contact-fields.ts";

function isVisibleField(name: string): name is VisibleField {
  return (visibleFields as readonly string[]).includes(name);
}

/** The form's current values, as typed (the schema trims them). */
export function readContactValues(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    country: text("country"),
    service: text("service"),
    message: text("message"),
    consent: data.has("consent"),
    website: text("website"),
  };
}

/** The form's words in the page's language, read when they are shown. */
const copyNow = () => contactFormCopyIn(documentLocale());

function failureMessage(result: Exclude<ContactResult, { status: "sent" | "invalid" | "conflict" }>): string {
  const copy = copyNow();
  if (result.status === "rate-limited") return copy.failure.rateLimited(result.retryAfterSeconds);
  return result.reason === "network" ? copy.failure.network : copy.failure.server;
}

/** How another form (the assistant's "Send to sales") differs from the contact page's. */
export interface ContactSessionOptions {
  /** The id of a field's control, for focus on the first invalid one. */
  fieldId?: (field: string) => string;
  /** The values nobody types: the page the visitor came from and, from the assistant, the conversation. */
  context?: () => { sourcePath: string; conversationId?: string };
  /** How the success and the failures are told (toasts on the contact page). */
  notify?: (kind: "success" | "error", message: string) => unknown;
}

/**
 * One form's submissions: one request at a time, and one idempotency key per
 * content: reused for every retry of the same values until the message is sent,
 * and new whenever the values change (the server refuses a key reused for
 * another submission with 409, decision 021).
 */
export function createContactSession(view: ContactView, options: ContactSessionOptions = {}): ContactSession {
  const { fieldId = contactFieldId, notify: tell = notify } = options;
  // Without a previous page, the contact page itself, in its language ("/ar/contact").
  const context =
    options.context ??
    (() => ({ sourcePath: sourcePathname(localizedPath(paths.contact, documentLocale())) }));
  let idempotencyKey: string | null = null;
  /** The values the key was made for. */
  let keyedValues = "";
  let submitted = false;
  let busy = false;
  let errors: FieldErrors = {};

  const check = (form: HTMLFormElement) =>
    validateContact(
      {
        ...readContactValues(form),
        idempotencyKey: idempotencyKey ?? "",
        ...context(),
        // The page's language: the server answers in it and sales replies in it (decision 091).
        locale: documentLocale(),
      },
      copyNow().messages.errors,
    );

  function setErrors(next: FieldErrors) {
    errors = next;
    view.setErrors(next);
  }

  /** Messages next to their fields, the summary, and focus on the first invalid field. */
  function showErrors(fieldErrors: ServerFieldErrors, sentence: string | null) {
    const next: FieldErrors = {};
    for (const field of visibleFields) {
      const message = fieldErrors[field]?.[0];
      if (message) next[field] = message;
    }
    const first = visibleFields.find((field) => next[field]);
    flushSync(() => {
      setErrors(next);
      // Only a hidden value failed (the key, the source page): nothing the visitor can fix by hand.
      view.setFormError(first ? null : (sentence ?? copyNow().messages.errors.form));
    });
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function forgetKey() {
    idempotencyKey = null;
    keyedValues = "";
  }

  async function send(form: HTMLFormElement) {
    const values = JSON.stringify(readContactValues(form));
    if (values !== keyedValues || idempotencyKey === null) {
      idempotencyKey = crypto.randomUUID();
      keyedValues = values;
    }
    const checked = check(form);
    if (!checked.ok) return showErrors(checked.fieldErrors, null);
    setErrors({});
    view.setFormError(null);
    view.setSending(true);
    const result = await postContact(checked.value);
    if (result.status === "sent") {
      forgetKey();
      void tell("success", copyNow().messages.success.toast);
      view.onSent(checked.value.name);
    } else if (result.status === "conflict") {
      // Should not happen (new content, new key); the next submit starts afresh all the same.
      forgetKey();
      showErrors({}, result.error ?? copyNow().messages.errors.keyReused);
    } else if (result.status === "invalid") {
      showErrors(result.fieldErrors, result.error);
    } else {
      void tell("error", failureMessage(result));
    }
  }

  return {
    async submit(form) {
      if (busy) return; // A second click while sending.
      busy = true;
      submitted = true;
      try {
        await send(form);
      } finally {
        busy = false;
        flushSync(() => view.setSending(false));
        // Some browsers drop focus from a button while it is disabled: give it back for the retry.
        if (form.isConnected && document.activeElement === document.body) {
          form.querySelector<HTMLElement>("[type=submit]")?.focus();
        }
      }
    },
    revalidate(form, field, event) {
      if (!submitted || !isVisibleField(field)) return;
      if (event === "change" && !errors[field]) return;
      const result = check(form);
      const message = result.ok ? undefined : result.fieldErrors[field]?.[0];
      if (message === errors[field] || (event === "change" && message)) return;
      const next = { ...errors };
      if (message) next[field] = message;
      else delete next[field];
      setErrors(next);
    },
  };
}
