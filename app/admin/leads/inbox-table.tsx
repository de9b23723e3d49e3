/**
 * The inbox's list: one row a lead, newest first, dense like a CRM's inbox. A new lead reads
 * bold with a dot; the message shows as one line cut by CSS (the lead's page has it whole).
 * Below 640 px the row stacks: name, status, then source, market and the preview.
 */
import { Link } from "react-router";
import { cx } from "~/lib/class-names.ts";
import type { InboxLeadJson } from "../../../contracts/admin-api.ts";
import { leadPath } from "../../../contracts/console-urls.ts";
import { countryLabel, languageLabel, serviceLabel } from "../console-labels.ts";
import { shortDateTime } from "../transcript/format.ts";
import { inboxPreview } from "./inbox-preview.ts";
import { SourceBadge } from "./source-badge.tsx";
import { StatusBadge } from "./status-badge.tsx";

const th = "px-3 py-2 font-medium";

/** The inbox's columns and their widths; narrower screens hide the ones after Name and Status. */
const columns = [
  { name: "Name", width: "w-[70%] sm:w-52" },
  { name: "Source", width: "hidden w-28 sm:table-cell" },
  { name: "Message", width: "hidden md:table-cell" },
  { name: "Service", width: "hidden w-40 lg:table-cell" },
  { name: "Market", width: "hidden w-40 sm:table-cell" },
  { name: "Language", width: "hidden w-24 lg:table-cell" },
  { name: "Received", width: "hidden w-32 xl:table-cell" },
  { name: "Status", width: "w-24 sm:w-28" },
] as const;

export function InboxTable({ leads }: { leads: readonly InboxLeadJson[] }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">Leads, newest first</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700">
        <tr>
          {columns.map((column) => (
            <th key={column.name} scope="col" className={cx(th, column.width)}>
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {leads.map((lead) => {
          const unread = lead.status === "new";
          return (
            <tr key={lead.id} className={cx("align-top hover:bg-slate-50", unread && "bg-sky-50/40")}>
              <td className="px-3 py-2">
                <div className="flex items-center gap-2">
                  {/* A new lead's dot; the status column says "New" in words. */}
                  <span
                    aria-hidden="true"
                    className={cx("size-2 shrink-0 rounded-full", unread ? "bg-sky-600" : "bg-transparent")}
                  />
                  <Link
                    to={leadPath(lead.id)}
                    className={cx(
                      "truncate text-teal-800 underline-offset-2 hover:underline",
                      unread ? "font-semibold" : "font-medium",
                    )}
                  >
                    {lead.name}
                  </Link>
                </div>
                <div className="truncate pl-4 text-xs text-slate-600">{lead.company ?? lead.email}</div>
                {/* Narrow screens: what the hidden columns say, in two short lines. */}
                <div className="truncate pl-4 text-xs text-slate-600 md:hidden">{inboxPreview(lead)}</div>
                <div className="pl-4 text-xs text-slate-600 sm:hidden">
                  {lead.source === "assistant" ? "Assistant" : "Form"} · {countryLabel(lead.country)} ·{" "}
                  {languageLabel(lead.locale)} · {shortDateTime(lead.createdAt)}
                </div>
              </td>
              <td className="hidden px-3 py-2 sm:table-cell">
                <SourceBadge source={lead.source} />
              </td>
              <td className="hidden px-3 py-2 md:table-cell">
                <p className={cx("truncate", unread ? "text-slate-900" : "text-slate-700")}>
                  {inboxPreview(lead)}
                </p>
              </td>
              <td className="hidden truncate px-3 py-2 text-slate-800 lg:table-cell">
                {serviceLabel(lead.service)}
              </td>
              <td className="hidden truncate px-3 py-2 text-slate-800 sm:table-cell">
                {countryLabel(lead.country)}
              </td>
              <td className="hidden truncate px-3 py-2 text-slate-800 lg:table-cell">
                {languageLabel(lead.locale)}
              </td>
              <td className="hidden whitespace-nowrap px-3 py-2 text-xs text-slate-700 xl:table-cell">
                <time dateTime={lead.createdAt}>{shortDateTime(lead.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={lead.status} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
