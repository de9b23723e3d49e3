import type { ReactNode } from "react";
import { TriangleAlert } from "~/components/ui/icons.ts";
import { BidiText } from "~/components/ui/ltr.tsx";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { cx } from "~/lib/class-names.ts";
import { useLocale } from "~/lib/site-data.tsx";

/** Text inputs, selects and the textarea: 44 px or taller, a 3:1 border, red when invalid. */
export function controlClass(invalid: boolean): string {
  return cx(
    "block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900",
    invalid ? "border-red-700" : "border-slate-500",
  );
}

/** The ids a field's aria-describedby lists, in reading order, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return cx(...ids) || undefined;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The message under an invalid field, in red-700 with a warning icon. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A label's "(required)" marker. */
export function RequiredMarker() {
  return <span className="font-normal text-slate-600"> {contactFormCopyIn(useLocale()).required}</span>;
}

/** The props every control receives from its FormField. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  required?: boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** One more id for aria-describedby, such as a character count rendered by the caller. */
  describedById?: string;
  /** Shown between the control and its error (a character count). */
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** Label above, then hint, the control and the error; the control is wired to all of them. */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  describedById,
  after,
  children,
}: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? (
        <p id={hintId(id)} className="mt-1 text-sm text-slate-600">
          {/* A hint may show an example phone number: left to right in any language (decision 070). */}
          <BidiText text={hint} />
        </p>
      ) : null}
      <div className="mt-2">
        {children({
          id,
          "aria-describedby": describedBy(hint && hintId(id), describedById, error && errorId(id)),
          "aria-invalid": error ? true : undefined,
          required,
        })}
      </div>
      {after}
      <FieldError id={id} message={error} />
    </div>
  );
}
