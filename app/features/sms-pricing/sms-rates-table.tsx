import { Link } from "~/components/ui/local-link.tsx";
import { BidiText } from "~/components/ui/ltr.tsx";
import { Spinner } from "~/components/ui/spinner.tsx";
import { fill } from "~/content/format/fill.ts";
import type { SmsRate } from "~/content/page-schemas.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { formatOneTimeFee, formatPerMessage } from "../../../contracts/format-price.ts";
import type { RatesStatus } from "./live-rates-sync.tsx";

/** The table's words in the page's locale (site/<locale>.ts, from the pricing page's loader). */
export interface SmsRatesTableTexts {
  columns: { country: string; transactional: string; promotional: string; senderId: string; details: string };
  senderIdIncluded: string;
  onRequest: string;
  refreshing: string;
  refreshFailed: string;
  /** "SMS in {market}": each row's link to its market page. */
  marketLink: string;
  /** "{amount} one-time". */
  oneTimeFee: string;
}

interface SmsRatesTableProps {
  rates: readonly SmsRate[];
  status: RatesStatus;
  caption: string;
  notes: readonly string[];
  texts: SmsRatesTableTexts;
}

/**
 * Per-country SMS rates as an accessible table with row headers, one row per market. Below 640 px
 * the same rows are stacked cards instead (a table of five columns would scroll sideways with its
 * caption cut off); only one of the two is displayed, so assistive technology meets one.
 */
export function SmsRatesTable({ rates, status, caption, notes, texts: titles }: SmsRatesTableProps) {
  const { markets, intl } = useSiteData();
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
  const fee = { included: titles.senderIdIncluded, oneTime: titles.oneTimeFee };
  const rows = markets.map((country) => {
    // A market without a published rate yet is still listed: it is quoted on request.
    const rate = rates.find((item) => item.country === country.slug);
    const prices = rate
      ? [
          formatPerMessage(rate.transactional, intl),
          formatPerMessage(rate.promotional, intl),
          formatOneTimeFee(rate.senderIdFee, fee, intl),
        ]
      : [titles.onRequest, titles.onRequest, titles.onRequest];
    return { country, prices, link: fill(titles.marketLink, { market: country.name }) };
  });
  return (
    <div>
      <div className="sm:hidden">
        <p className="text-sm font-medium text-slate-700">{caption}</p>
        <ul className="mt-3 space-y-3">
          {rows.map(({ country, prices, link }) => (
            <li key={country.slug} className="rounded-2xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{country.name}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {prices.map((price, column) => (
                  <div key={columnHeadings[column + 1]} className="contents">
                    <dt className="text-slate-600">{columnHeadings[column + 1]}</dt>
                    <dd className={column < 2 ? "tabular-nums text-slate-900" : "text-slate-700"}>
                      <BidiText text={price} />
                    </dd>
                  </div>
                ))}
              </dl>
              <Link
                to={country.path}
                className="mt-2 inline-block py-1 text-sm font-medium text-teal-800 underline underline-offset-4"
              >
                {link}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 max-sm:hidden">
        {/* Headers too: a <th> centres unless its table sets a side other than the start (decision 070). */}
        <table className="w-full min-w-[40rem] border-collapse text-start">
          <caption className="bg-slate-50 px-5 py-3 text-start text-sm font-medium text-slate-700">
            {caption}
          </caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              {columnHeadings.map((heading) => (
                <th key={heading} scope="col" className="px-5 py-3 text-start font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map(({ country, prices, link }) => {
              return (
                <tr key={country.slug}>
                  <th scope="row" className="px-5 py-4 text-start font-semibold text-slate-900">
                    {country.name}
                  </th>
                  {prices.map((price, column) => (
                    <td
                      key={columnHeadings[column + 1]}
                      className={
                        column < 2 ? "px-5 py-4 tabular-nums text-slate-900" : "px-5 py-4 text-slate-700"
                      }
                    >
                      <BidiText text={price} />
                    </td>
                  ))}
                  <td className="px-5 py-4">
                    <Link
                      to={country.path}
                      className="inline-block py-1 font-medium text-teal-800 underline underline-offset-4"
                    >
                      {link}
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
      <ul className="mt-4 list-disc space-y-2 ps-6 text-sm leading-6 text-slate-700">
        {notes.map((note) => (
          <li key={note.slice(0, 48)}>
            <BidiText text={note} />
          </li>
        ))}
      </ul>
    </div>
  );
}
