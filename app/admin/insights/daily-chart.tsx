import { labelledDays, valueTicks } from "./chart-scale.ts";
import { shortDate } from "./format-day.ts";

export interface DailyChartProps {
  days: readonly { date: string; conversations: number }[];
}

/**
 * Conversations per day as CSS bars with a value axis, dashed gridlines, dated days under
 * them and a legend. The bars are one image with a summary for screen readers; the exact
 * figures are in a table under "Show the figures".
 */
export function DailyChart({ days }: DailyChartProps) {
  const max = Math.max(1, ...days.map((day) => day.conversations));
  const total = days.reduce((sum, day) => sum + day.conversations, 0);
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (day.conversations > (best?.conversations ?? 0) ? day : best),
    undefined,
  );
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const summary =
    `Conversations per day from ${shortDate(first.date)} to ${shortDate(last.date)}: ${total} in total` +
    (busiest ? `, most on ${shortDate(busiest.date)} (${busiest.conversations}).` : ".");
  const ticks = valueTicks(max);
  const top = ticks.at(-1) ?? 1;
  const labelled = labelledDays(days.length);
  // Up to ten days with data, each bar carries its figure; more would crowd a phone's width.
  const sparse = days.filter((day) => day.conversations > 0).length <= 10;
  return (
    <figure>
      <div className="flex items-center justify-between gap-3 text-xs text-slate-600">
        <span>Conversations</span>
        {/* The legend: one series, its colour and what a bar counts. */}
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-teal-600" />
          Conversations started per day (UTC)
        </span>
      </div>
      <div className="mt-4 grid grid-cols-[2.5rem_minmax(0,1fr)]">
        {/* The value axis and its gridlines, drawn behind the bars; the figures are for the eye. */}
        <div aria-hidden="true" className="relative h-40 text-right text-xs tabular-nums text-slate-600">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-2 -translate-y-1/2"
              style={{ bottom: `calc(${(tick / top) * 100}% - 0.5em)` }}
            >
              {tick}
            </span>
          ))}
        </div>
        <div className="relative h-40 border-b border-l border-slate-400">
          {ticks.slice(1).map((tick) => (
            <div
              key={tick}
              aria-hidden="true"
              className="absolute inset-x-0 border-t border-dashed border-slate-200"
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          <div role="img" aria-label={summary} className="absolute inset-0 flex items-end gap-px px-px">
            {days.map((day) => (
              <div
                key={day.date}
                title={`${shortDate(day.date)}: ${day.conversations}`}
                className="relative flex h-full flex-1 items-end justify-center"
              >
                {day.conversations > 0 && (
                  <div
                    className="relative w-full max-w-10 rounded-t-sm bg-teal-600"
                    style={{ height: `${(day.conversations / top) * 100}%`, minHeight: 2 }}
                  >
                    {/* Few days with data: each bar says its figure, so one day alone still reads. */}
                    <span
                      aria-hidden="true"
                      className="absolute inset-x-0 -top-5 text-center text-xs font-medium tabular-nums text-slate-800"
                    >
                      {sparse ? day.conversations : null}
                    </span>
                  </div>
                )}
              </div>
            ))}
          </div>
        </div>
        <div />
        <div aria-hidden="true" className="flex gap-px px-px pt-1 text-xs text-slate-600">
          {days.map((day, index) => (
            <div key={day.date} className="relative h-4 flex-1">
              {labelled.has(index) && (
                <span
                  className={`absolute top-0 whitespace-nowrap ${
                    // A phone has room for the first and the last day only.
                    index === 0 || index === days.length - 1 ? "" : "hidden sm:inline "
                  }${
                    index === 0
                      ? "left-0"
                      : index === days.length - 1
                        ? "right-0"
                        : "left-1/2 -translate-x-1/2"
                  }`}
                >
                  {shortDate(day.date)}
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
      <figcaption className="mt-1 text-center text-xs text-slate-600">Day (UTC)</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-teal-800">Show the figures</summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">Conversations per day</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-6 font-medium text-slate-600">
                Day
              </th>
              <th scope="col" className="font-medium text-slate-600">
                Conversations
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="pr-6 font-normal">
                  <time dateTime={day.date}>{shortDate(day.date)}</time>
                </th>
                <td className="tabular-nums">{day.conversations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
