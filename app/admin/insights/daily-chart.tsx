import { shortDate } from "./format-day.ts";

export interface DailyChartProps {
  days: readonly { date: string; conversations: number }[];
}

/**
 * Conversations per day as CSS bars. The bars are one image with a summary for
 * screen readers; the exact figures are in a table under "Show the figures".
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
  return (
    <figure>
      <div role="img" aria-label={summary} className="flex h-32 items-end gap-px border-b border-slate-300">
        {days.map((day) => (
          <div
            key={day.date}
            title={`${shortDate(day.date)}: ${day.conversations}`}
            className="flex-1 rounded-t-sm bg-teal-600"
            style={{ height: `${(day.conversations / max) * 100}%`, minHeight: day.conversations ? 2 : 0 }}
          />
        ))}
      </div>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{shortDate(first.date)}</span>
        <span>Days in UTC</span>
        <span>{shortDate(last.date)}</span>
      </figcaption>
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
