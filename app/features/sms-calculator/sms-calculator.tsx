import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "~/components/ui/local-link.tsx";
import type { SmsRate } from "~/content/page-schemas.ts";
import { paths } from "~/content/paths.ts";
import { calculatorCopyIn } from "~/content/sms-calculator/index.ts";
import { getQueryClient } from "~/lib/query-client.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { formatPerMessage } from "../../../contracts/format-price.ts";
import { countSegments } from "../../../contracts/sms-segments.ts";
import {
  formatMonthlyCost,
  monthlyVolume,
  parseQuote,
  type Quote,
  serializeQuote,
  trafficTypes,
} from "./quote.ts";
import { SegmentSummary } from "./segment-summary.tsx";
import { useSmsRates } from "./use-rates.ts";

const control =
  "block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900";

interface CalculatorProps {
  focusText: boolean;
  /** The rates the page was built with, until the server's current ones arrive. */
  published: readonly SmsRate[];
}

function Calculator({ focusText, published }: CalculatorProps) {
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { markets: smsCountries, locale, intl } = useSiteData();
  const copy = calculatorCopyIn(locale);
  // Read once on mount: this component only renders in the browser.
  const [quote, setQuote] = useState<Quote>(() =>
    parseQuote(
      window.location.search,
      smsCountries.map((country) => country.slug),
      copy.example,
    ),
  );
  const rates = useSmsRates(published);

  useEffect(() => {
    if (focusText) textRef.current?.focus();
  }, [focusText]);

  // replaceState, not navigation: a shareable URL without a history entry per keystroke,
  // and the router's own state in history.state is kept.
  const update = (change: Partial<Quote>) => {
    const next = { ...quote, ...change };
    setQuote(next);
    window.history.replaceState(window.history.state, "", `${serializeQuote(next)}${window.location.hash}`);
  };

  const count = countSegments(quote.text);
  const messages = monthlyVolume(quote.volume);
  const rate = rates.find((item) => item.country === quote.country)?.[quote.type];
  const ids = {
    text: `${id}-text`,
    hint: `${id}-hint`,
    country: `${id}-country`,
    type: `${id}-type`,
    volume: `${id}-volume`,
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <label htmlFor={ids.text} className="block text-sm font-semibold text-slate-900">
          {copy.labels.text}
        </label>
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {copy.textHint}
        </p>
        <textarea
          ref={textRef}
          id={ids.text}
          rows={4}
          // The message's own language sets its direction: an Arabic SMS reads right to left anywhere (decision 070).
          dir="auto"
          value={quote.text}
          onChange={(event) => update({ text: event.target.value })}
          aria-describedby={ids.hint}
          className={`${control} mt-3 min-h-28 resize-y leading-7`}
        />
        <SegmentSummary htmlFor={ids.text} count={count} copy={copy} />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          <div>
            <label htmlFor={ids.country} className="block text-sm font-semibold text-slate-900">
              {copy.labels.country}
            </label>
            <select
              id={ids.country}
              value={quote.country}
              onChange={(event) => update({ country: event.target.value })}
              className={`${control} mt-2`}
            >
              {smsCountries.map((country) => (
                <option key={country.slug} value={country.slug}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.type} className="block text-sm font-semibold text-slate-900">
              {copy.labels.type}
            </label>
            <select
              id={ids.type}
              value={quote.type}
              onChange={(event) => update({ type: event.target.value as Quote["type"] })}
              className={`${control} mt-2`}
            >
              {trafficTypes.map((type) => (
                <option key={type} value={type}>
                  {copy.types[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor={ids.volume} className="block text-sm font-semibold text-slate-900">
              {copy.labels.volume}
            </label>
            <input
              id={ids.volume}
              type="number"
              inputMode="numeric"
              min={0}
              max={999_999_999}
              step={1}
              value={quote.volume}
              onChange={(event) => update({ volume: event.target.value })}
              className={`${control} mt-2 tabular-nums`}
            />
          </div>
        </div>
        <div className="mt-6 rounded-xl bg-teal-900 p-5 text-white">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-teal-100">{copy.costTitle}</h3>
          {rate === undefined ? (
            <>
              <p className="mt-2 text-2xl font-bold">{copy.onRequest}</p>
              <p className="mt-2 text-sm leading-6 text-teal-50">{copy.onRequestBody}</p>
              <Link
                to={paths.contact}
                className="mt-3 inline-block py-1 font-semibold text-white underline underline-offset-4"
              >
                {copy.askSales}
              </Link>
            </>
          ) : (
            <>
              <p className="mt-2 text-4xl font-bold tracking-tight tabular-nums" data-testid="monthly-cost">
                {formatMonthlyCost(rate, count.segments, messages, intl)}
              </p>
              <p className="mt-2 text-sm leading-6 text-teal-50">
                {copy.costBasis(
                  formatPerMessage(rate, intl),
                  copy.segments(count.segments),
                  copy.messages(messages),
                )}
              </p>
            </>
          )}
          <p className="mt-3 text-xs leading-5 text-teal-100">{copy.taxNote}</p>
        </div>
      </div>
    </div>
  );
}

/** The calculator with the site's shared query cache (the rate table's live rates). */
export function SmsCalculator(props: CalculatorProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Calculator {...props} />
    </QueryClientProvider>
  );
}
