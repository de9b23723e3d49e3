import type { Card } from "~/content/schema";

/** An ordered "how to start" list with numbered markers. */
export function Steps({ steps }: { steps: readonly Card[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
