import { Link } from "react-router";
import { Spinner } from "~/components/ui/spinner.tsx";
import { smsCountries, smsCountryPath } from "~/content/catalogue.ts";
import type { SmsRate } from "~/content/page-schemas.ts";
import { pricingSectionTitles as titles } from "~/content/section-titles.ts";
import { formatOneTimeFee, formatPerMessage } from "../../../contracts/format-price.ts";
import type { RatesStatus } from "./live-rates-sync.tsx";

interface SmsRatesTableProps {
  rates: readonly SmsRate[];
  status: RatesStatus;
  caption: string;
  notes: readonly string[];
}

const statusText: Record<RatesStatus, string> = {
  published: "",
  live: "",
  refreshing: titles.refreshing,
  failed: titles.refreshFailed,
};

const columnHeadings = [
  titles.columns.country,
  titles.columns.transactional,
  titles.columns.promotional,
  titles.columns.senderId,
  titles.columns.details,
];

/** Per-country SMS rates as an accessible table with row headers, one row per market. */
export function SmsRatesTable({ rates, status, caption, notes }: SmsRatesTableProps) {
  return (
    <div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200">
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption className="bg-slate-50 px-5 py-3 text-left text-sm font-medium text-slate-700">
            {caption}
          </caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              {columnHeadings.map((heading) => (
                <th key={heading} scope="col" className="px-5 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {smsCountries.map((country) => {
              // A market without a published rate yet is still listed: it is quoted on request.
              const rate = rates.find((item) => item.country === country.slug);
              const prices = rate
                ? [
                    formatPerMessage(rate.transactional),
                    formatPerMessage(rate.promotional),
                    formatOneTimeFee(rate.senderIdFee, titles.senderIdIncluded),
                  ]
                : [titles.onRequest, titles.onRequest, titles.onRequest];
              return (
                <tr key={country.slug}>
                  <th scope="row" className="px-5 py-4 font-semibold text-slate-900">
                    {country.name}
                  </th>
                  {prices.map((price, column) => (
                    <td
                      key={columnHeadings[column + 1]}
                      className={
                        column < 2 ? "px-5 py-4 tabular-nums text-slate-900" : "px-5 py-4 text-slate-700"
                      }
                    >
                      {price}
                    </td>
                  ))}
                  <td className="px-5 py-4">
                    <Link
                      to={smsCountryPath(country.slug)}
                      className="inline-block py-1 font-medium text-teal-800 underline underline-offset-4"
                    >
                      {titles.detailsLink(country.name)}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex min-h-6 items-center gap-2 text-sm text-slate-600">
        {status === "refreshing" ? <Spinner size="sm" /> : null}
        <p role="status">{statusText[status]}</p>
      </div>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-sm leading-6 text-slate-700">
        {notes.map((note) => (
          <li key={note.slice(0, 48)}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
