import type { Fact } from "~/content/schema";

/** Labelled facts as a definition list ("Regulator": "TRAI"). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="bg-white p-5">
          <dt className="text-sm font-semibold text-slate-600">{fact.label}</dt>
          <dd className="mt-1 text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
