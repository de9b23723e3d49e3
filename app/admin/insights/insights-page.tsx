import type { ReactNode } from "react";
import { isLocale, type Locale, locales } from "~/content/locales.ts";
import type { Insights, TopicCount } from "../../../contracts/insights.ts";
import { replaceLinks } from "../../../contracts/reply-text.ts";
import { type AdminResult, fetchAdminJson } from "../admin-fetch.ts";
import { AdminError } from "../admin-notice.tsx";
import { languageLabel } from "../console-labels.ts";
import { ConsoleLayout } from "../console-layout.tsx";
import { unansweredLabels } from "../transcript/transcript.tsx";
import { DailyChart } from "./daily-chart.tsx";
import { InsightsFilters } from "./insights-filters.tsx";
import { TopicGroups } from "./topic-groups.tsx";
import { cell, head, TurnTable } from "./turn-table.tsx";

/** The loader of /admin/insights?from=&to=&language=: the range and language go to the server as asked (it checks them). */
export function loadInsights(request: Request): Promise<AdminResult<Insights>> {
  const asked = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const key of ["from", "to", "language"]) {
    const value = asked.get(key);
    if (value) query.set(key, value);
  }
  const search = query.size > 0 ? `?${query}` : "";
  return fetchAdminJson<Insights>(`insights${search}`, request.signal);
}

const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function TopicTable({ title, column, rows }: { title: string; column: string; rows: readonly TopicCount[] }) {
  return (
    <section className="min-w-0 flex-1">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">None in this range.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}, by conversations</caption>
          <thead>
            <tr>
              <th scope="col" className={head}>
                {column}
              </th>
              <th scope="col" className={`${head} text-right`}>
                Conversations
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.slug}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {row.name}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{row.conversations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The flat list, newest first, folded under the groups: there when a topic needs reading through. */
function EveryTurn({ total, noun, children }: { total: number; noun: string; children: ReactNode }) {
  if (total === 0) return null;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-teal-800">
        {`Every one of the ${total} ${noun}, newest first`}
      </summary>
      {children}
    </details>
  );
}

/** "Unanswered by language: English 12, Arabic 3, Hindi 1": every language, whichever is shown (issue 24). */
export const unansweredByLanguage = (counts: Record<Locale, number>) =>
  `Unanswered by language: ${locales.map((locale) => `${languageLabel(locale)} ${counts[locale]}`).join(", ")}`;

export function InsightsPage({
  result,
  from,
  to,
  language,
}: {
  result: AdminResult<Insights>;
  from?: string;
  to?: string;
  /** The language asked for in the URL, kept in the form when the server refused the request. */
  language?: string;
}) {
  const insights = result.ok ? result.data : null;
  const shownLanguage = insights ? insights.language : isLocale(language) ? language : null;
  return (
    <ConsoleLayout title="What visitors ask">
      <div>
        <InsightsFilters
          from={insights?.from ?? from}
          to={insights?.to ?? to}
          language={shownLanguage}
          key={`${insights?.from}-${insights?.to}-${shownLanguage}`}
        />
      </div>
      {result.ok ? null : <AdminError message={result.message} />}
      {insights ? (
        <>
          {insights.language ? (
            <p className="mt-3 text-sm text-slate-700">
              {`Only conversations in ${languageLabel(insights.language)}: every figure, topic and list below.`}
            </p>
          ) : null}
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Conversations" value={insights.conversion.conversations} />
            <Figure label="Sent to sales" value={insights.conversion.withLead} />
            <Figure
              label="Conversion to lead"
              value={insights.conversion.rate === null ? "–" : percent.format(insights.conversion.rate)}
            />
            <Figure label="Could not answer" value={insights.unanswered.total} />
          </dl>

          <section className="mt-8" aria-labelledby="daily-heading">
            <h2 id="daily-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Conversations per day
            </h2>
            <DailyChart days={insights.conversationsPerDay} />
          </section>

          <section className="mt-8" aria-labelledby="topics-heading">
            <h2 id="topics-heading" className="text-lg font-semibold text-slate-900">
              What conversations were about
            </h2>
            <div className="mt-3 flex flex-col gap-6 sm:flex-row">
              <TopicTable title="Services" column="Service" rows={insights.services} />
              <TopicTable title="Markets" column="Market" rows={insights.markets} />
            </div>
          </section>

          <section className="mt-8" aria-labelledby="unanswered-heading">
            <h2 id="unanswered-heading" className="text-lg font-semibold text-slate-900">
              Questions the assistant could not answer
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {Object.entries(unansweredLabels)
                .map(
                  ([reason, label]) =>
                    `${label}: ${insights.unanswered.byReason[reason as keyof typeof unansweredLabels]}`,
                )
                .join(" · ")}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {unansweredByLanguage(insights.unanswered.byLanguage)}
            </p>
            <TopicGroups groups={insights.unanswered.groups} noun="Questions" />
            <EveryTurn total={insights.unanswered.total} noun="questions">
              <TurnTable
                items={insights.unanswered.items}
                total={insights.unanswered.total}
                column="Why"
                cellOf={(item) => <span className="whitespace-nowrap">{unansweredLabels[item.reason]}</span>}
              />
            </EveryTurn>
          </section>

          <section className="mt-8" aria-labelledby="not-helpful-heading">
            <h2 id="not-helpful-heading" className="text-lg font-semibold text-slate-900">
              Answers marked Not helpful
            </h2>
            <TopicGroups groups={insights.notHelpful.groups} noun="Answers" />
            <EveryTurn total={insights.notHelpful.total} noun="answers">
              <TurnTable
                items={insights.notHelpful.items}
                total={insights.notHelpful.total}
                column="Answer"
                cellOf={(item) => (
                  <p className="line-clamp-3 text-slate-700">
                    {replaceLinks(item.answer, (link) => link.label)}
                  </p>
                )}
              />
            </EveryTurn>
          </section>
        </>
      ) : null}
    </ConsoleLayout>
  );
}
