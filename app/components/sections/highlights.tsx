import type { Fact } from "~/content/schema";

/** Headline numbers: a big value over a small label. */
export function Highlights({ items, label }: { items: readonly Fact[]; label: string }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <dl aria-label={label} className="container-page grid grid-cols-2 gap-6 py-10 md:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-700">{item.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-teal-800">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
