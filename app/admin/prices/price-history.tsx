import type { RateChangeJson } from "../../../contracts/admin-api.ts";
import { lineLabel, rateChangeLines } from "./rate-changes.ts";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Every save of the prices, newest first: who, when (UTC), and old → new per market. */
export function PriceHistory({ changes }: { changes: readonly RateChangeJson[] }) {
  return (
    <section aria-labelledby="price-history-heading" className="mt-12">
      <h2 id="price-history-heading" className="text-lg font-semibold text-slate-900">
        Change history
      </h2>
      {changes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No saves yet: the site quotes the published rates.</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {changes.map((change) => {
            const lines = rateChangeLines(change.oldRates, change.newRates);
            return (
              <li key={change.id} className="px-4 py-3 text-sm">
                <p className="text-slate-600">
                  <span className="font-medium text-slate-900">{change.actor}</span>
                  {" · "}
                  <time dateTime={change.changedAt}>{when.format(new Date(change.changedAt))} UTC</time>
                </p>
                {lines.length === 0 ? (
                  <p className="mt-1 text-slate-600">Saved without changes.</p>
                ) : (
                  <ul className="mt-1 space-y-0.5 text-slate-800">
                    {lines.map((line) => (
                      <li key={`${line.market}-${line.field}`}>
                        {lineLabel(line)}: <span className="tabular-nums">{line.from}</span>{" "}
                        <span aria-hidden="true">→</span>
                        <span className="sr-only">to</span>{" "}
                        <span className="tabular-nums font-medium">{line.to}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
