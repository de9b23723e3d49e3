import { useEffect, useRef } from "react";
import { Check } from "~/components/ui/icons.ts";
import { contactFormMessagesIn } from "~/content/contact-form-messages.ts";
import { useLocale } from "~/lib/site-data.tsx";

/** Replaces the form once the message is sent; its heading takes focus so the result is read first. */
export function ThankYou({ name, onAgain }: { name: string; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messages = contactFormMessagesIn(useLocale());
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="rounded-2xl border border-teal-200 bg-teal-50 p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
          <Check className="size-5" />
        </span>
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900">
            {messages.success.title(name)}
          </h3>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{messages.success.body}</p>
          <button
            type="button"
            onClick={onAgain}
            className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 text-base font-semibold text-slate-900 hover:border-teal-700 hover:text-teal-800"
          >
            {messages.success.again}
          </button>
        </div>
      </div>
    </div>
  );
}
