/**
 * A list of assistant turns on the insights page (unanswered questions, answers
 * marked Not helpful): when, the visitor's question, its conversation's language,
 * one column of its own, and a link to the turn in its transcript.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Locale } from "~/content/locales.ts";
import { languageLabel } from "../console-labels.ts";
import { shortDateTime, transcriptHref, transcriptLinkName } from "../transcript/format.ts";

interface TurnRow {
  turnId: string;
  conversationId: string;
  at: string;
  question: string;
  language: Locale;
}

export const cell = "border-t border-slate-200 px-3 py-2 align-top";
export const head = "px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-600";
const linkClass = "text-teal-800 underline underline-offset-2 hover:text-teal-950";

const shown = (count: number, total: number) =>
  count === total ? `Newest first; all ${total}.` : `Newest first; the latest ${count} of ${total}.`;

export function TurnTable<Row extends TurnRow>({
  items,
  total,
  column,
  cellOf,
}: {
  items: readonly Row[];
  total: number;
  /** The heading of the column between the question and the transcript link. */
  column: string;
  cellOf: (item: Row) => ReactNode;
}) {
  if (items.length === 0) return <p className="mt-3 text-sm text-slate-600">None in this range.</p>;
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-left text-xs text-slate-600">{shown(items.length, total)}</caption>
        <thead>
          <tr>
            {["When", "Question", "Language", column, "Transcript"].map((title) => (
              <th key={title} scope="col" className={head}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.turnId}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={item.at}>{shortDateTime(item.at)}</time>
              </td>
              {/* dir="auto": an Arabic question reads right to left inside the English console. */}
              <td className={`${cell} min-w-40 break-words`} dir="auto">
                {item.question}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{languageLabel(item.language)}</td>
              <td className={`${cell} break-words`}>{cellOf(item)}</td>
              <td className={cell}>
                <Link to={transcriptHref(item.conversationId, item.turnId)} className={linkClass}>
                  {transcriptLinkName(item.at)}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
