import type { Dispatch, SetStateAction } from "react";
import type { VisibleField } from "../../../contracts/contact-fields.ts";

/** The first message for each invalid field. */
export type FieldErrors = Partial<Record<VisibleField, string>>;

/** The id of a field's control (the `name` of each control is the request key). */
export const fieldId = (field: string) => `contact-${field}`;

/** What the form shows, set by the submission logic once it has loaded. */
export interface ContactView {
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  setFormError: (message: string | null) => void;
  setSending: (sending: boolean) => void;
  /** The message was stored: show the thank-you for this (trimmed) name. */
  onSent: (name: string) => void;
}

/** One form's submission logic: created on first focus or submit, kept for its retries. */
export interface ContactSession {
  submit(form: HTMLFormElement): Promise<void>;
  /** After the first submit: re-check one field (on blur), or only clear its error once valid (on change). */
  revalidate(form: HTMLFormElement, field: string, event: "blur" | "change"): void;
}
