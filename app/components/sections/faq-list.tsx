import type { Faq } from "~/content/schema";
import { ChevronDown } from "../ui/icons";

/** Questions and answers as native disclosure widgets: keyboard and screen-reader ready. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{faq.question}</h3>
            <ChevronDown className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="pb-5 leading-7 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
