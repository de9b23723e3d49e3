/**
 * What the insights page shows: a range of days and, optionally, one conversation language
 * (issue 24). A GET form, navigated client-side so the loader runs again; not react-router's
 * <Form>: it would grow the framework chunk that every public page loads.
 */
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { type Locale, locales } from "~/content/locales.ts";
import { languageLabel } from "../console-labels.ts";

const fieldClass = "mt-1 block min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** The query the form navigates to: the range, and the language only when one is chosen. */
export function insightsSearch(data: FormData): string {
  const query = new URLSearchParams({ from: String(data.get("from")), to: String(data.get("to")) });
  const language = data.get("language");
  if (language) query.set("language", String(language));
  return `?${query}`;
}

export function InsightsFilters({
  from,
  to,
  language,
}: {
  from?: string;
  to?: string;
  language?: Locale | null;
}) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(insightsSearch(new FormData(event.currentTarget)));
  };
  return (
    <form
      method="get"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-label="Range and language"
    >
      {(["from", "to"] as const).map((name) => (
        <label key={name} className="text-sm font-medium text-slate-700">
          {name === "from" ? "From" : "To"}
          <input
            type="date"
            name={name}
            defaultValue={name === "from" ? from : to}
            required
            className={fieldClass}
          />
        </label>
      ))}
      <label className="text-sm font-medium text-slate-700">
        Language
        <select name="language" defaultValue={language ?? ""} className={fieldClass}>
          <option value="">All languages</option>
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {languageLabel(locale)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
      >
        Show
      </button>
    </form>
  );
}
