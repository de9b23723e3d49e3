/**
 * The console's prices editor (/admin/prices): every market of the site with its three
 * amounts in USD, checked field by field before "Save prices"; a save is in effect at once
 * for the pricing page, GET /functions/v1/sms-rates and the assistant (decision 039).
 */
import { type FormEvent, useEffect, useState } from "react";
import { smsCountries } from "~/content/catalogue.ts";
import { cx } from "~/lib/class-names.ts";
import type { RateChangeJson } from "../../../contracts/admin-api.ts";
import { signInAgain, toSignIn } from "../admin-fetch.ts";
import { useAdminData } from "../use-admin-data.ts";
import {
  type FormErrors,
  type FormValues,
  fieldLabels,
  inputName,
  type Market,
  type RateField,
  rateFields,
  readForm,
  toFormValues,
} from "./price-form.ts";
import { PriceHistory } from "./price-history.tsx";
import { loadHistory, loadPrices, saveRates } from "./prices-api.ts";

interface PricesEditorProps {
  markets?: readonly Market[];
  /** Where a 401 leads: the console's sign-in page. */
  onUnauthorized?: () => void;
}

const savedAt = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "UTC" });
const inputId = (slug: string, field: RateField) => `rate-${slug}-${field}`;

export function PricesEditor({ markets = smsCountries, onUnauthorized = toSignIn }: PricesEditorProps) {
  const [values, setValues] = useState<FormValues | null>(null);
  const [history, setHistory] = useState<RateChangeJson[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const [saving, setSaving] = useState(false);

  const [loaded] = useAdminData(loadPrices, "prices", onUnauthorized);
  useEffect(() => {
    if (!loaded) return;
    if (!loaded.ok) return setProblem(loaded.message);
    setValues(toFormValues(markets, loaded.data.rates));
    setHistory(loaded.data.history);
  }, [loaded, markets]);

  function edit(slug: string, field: RateField, value: string) {
    setValues(
      (current) =>
        current && { ...current, [slug]: { ...current[slug], [field]: value } as FormValues[string] },
    );
    setStatus("");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || saving) return;
    setProblem("");
    const read = readForm(markets, values);
    if (!read.ok) {
      setErrors(read.errors);
      setStatus("");
      // Straight to the first field to fix; its message is its description.
      const first = markets.find((market) => read.errors[market.slug]);
      const field = first && rateFields.find((name) => read.errors[first.slug]?.[name]);
      if (first && field) document.getElementById(inputId(first.slug, field))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const refused = signInAgain(onUnauthorized);
    const saved = await saveRates(read.rates).catch(refused);
    if (saved.ok) {
      setValues(toFormValues(markets, saved.data));
      setStatus(
        `Prices saved at ${savedAt.format(new Date())} UTC. The site and the assistant quote them now.`,
      );
      const changes = await loadHistory().catch(refused);
      if (changes.ok) setHistory(changes.data);
      else if (changes.status !== 401) setProblem(changes.message);
    } else if (saved.status !== 401) {
      setProblem(saved.message);
    }
    setSaving(false);
  }

  return (
    <div>
      <p className=" max-w-3xl text-sm text-slate-600">
        SMS rates per segment in USD, excluding taxes. Clear a whole row to quote that market on request.
      </p>
      {problem ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {problem}
        </p>
      ) : null}
      {values === null ? (
        problem ? null : (
          <p className="mt-6 text-sm text-slate-600">Loading the prices…</p>
        )
      ) : (
        <form onSubmit={submit} noValidate className="mt-6">
          <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
              <caption className="sr-only">SMS rates by market, in USD</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Market
                  </th>
                  {rateFields.map((field) => (
                    <th key={field} scope="col" className="px-4 py-2.5 font-semibold">
                      {fieldLabels[field].column}{" "}
                      <span className="font-normal text-slate-500">({fieldLabels[field].unit})</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {markets.map((market) => {
                  const row = values[market.slug];
                  const onRequest =
                    row !== undefined && rateFields.every((field) => row[field].trim() === "");
                  return (
                    <tr key={market.slug} className="align-top">
                      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                        {market.name}
                        {onRequest ? (
                          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-600">
                            On request
                          </span>
                        ) : null}
                      </th>
                      {rateFields.map((field) => {
                        const id = inputId(market.slug, field);
                        const error = errors[market.slug]?.[field];
                        return (
                          <td key={field} className="px-4 py-2">
                            <label htmlFor={id} className="sr-only">
                              {inputName(market, field)}
                            </label>
                            <input
                              id={id}
                              type="text"
                              inputMode="decimal"
                              autoComplete="off"
                              value={row?.[field] ?? ""}
                              onChange={(event) => edit(market.slug, field, event.target.value)}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${id}-error` : undefined}
                              className={cx(
                                "w-full min-w-[7rem] rounded-md border bg-white px-2.5 py-1.5 tabular-nums text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-teal-700",
                                error ? "border-red-600" : "border-slate-300",
                              )}
                            />
                            {error ? (
                              <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                                {error}
                              </p>
                            ) : null}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <button
              type="submit"
              disabled={saving}
              className="inline-flex min-h-10 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-teal-800 disabled:opacity-60 motion-reduce:transition-none"
            >
              {saving ? "Saving…" : "Save prices"}
            </button>
            <p role="status" className="text-sm text-teal-800">
              {status}
            </p>
          </div>
        </form>
      )}
      {values === null ? null : <PriceHistory changes={history} />}
    </div>
  );
}
