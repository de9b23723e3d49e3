/**
 * Insights' questions by topic (decision 082): each topic with its count, a bar showing its
 * share, and its latest question with the link to that turn in its transcript; most frequent
 * first. The flat list, newest first, stays one click away below.
 */
import { Link } from "react-router";
import type { TopicGroup } from "../../../contracts/insights.ts";
import { shortDateTime, transcriptHref, transcriptLinkName } from "../transcript/format.ts";
import { cell, head } from "./turn-table.tsx";

const linkClass = "text-teal-800 underline underline-offset-2 hover:text-teal-950";

export function TopicGroups({ groups, noun }: { groups: readonly TopicGroup[]; noun: string }) {
  if (groups.length === 0) return <p className="mt-3 text-sm text-slate-600">None in this range.</p>;
  const most = Math.max(...groups.map((group) => group.count));
  return (
    <div className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{`${noun} by topic, most frequent first`}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              Topic
            </th>
            <th scope="col" className={`${head} text-right`}>
              {noun}
            </th>
            <th scope="col" className={head}>
              Latest example
            </th>
            <th scope="col" className={`${head} hidden sm:table-cell`}>
              Transcript
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key}>
              <th scope="row" className={`${cell} min-w-32 text-left sm:min-w-44 font-medium text-slate-900`}>
                {group.label}
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-slate-100">
                  <span
                    className="block h-1.5 rounded-full bg-teal-600"
                    style={{ width: `${Math.max(4, (group.count / most) * 100)}%` }}
                  />
                </span>
              </th>
              <td className={`${cell} text-right text-base font-semibold tabular-nums`}>{group.count}</td>
              <td className={`${cell} [overflow-wrap:anywhere] sm:min-w-48 text-slate-800`}>
                “{group.latest.question}”
                <time dateTime={group.latest.at} className="ml-2 whitespace-nowrap text-xs text-slate-500">
                  {shortDateTime(group.latest.at)}
                </time>
                {/* Phones: the transcript link under its example, not in a column off screen. */}
                <Link
                  to={transcriptHref(group.latest.conversationId, group.latest.turnId)}
                  className={`${linkClass} mt-1 block text-xs sm:hidden`}
                >
                  {transcriptLinkName(group.latest.at)}
                </Link>
              </td>
              <td className={`${cell} hidden sm:table-cell`}>
                <Link
                  to={transcriptHref(group.latest.conversationId, group.latest.turnId)}
                  className={linkClass}
                >
                  {transcriptLinkName(group.latest.at)}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
