/**
 * /admin/leads: the inbox. Newest first, in status tabs with their counts, filtered by
 * service and market, searched over name, e-mail and company (on the server, 50 a page);
 * the tab and the filters live in the URL, so a reload or a shared link keeps them.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type InboxJson, LEAD_STATUSES, type LeadStatus } from "../../../contracts/admin-api.ts";
import { fetchAdminJson } from "../admin-fetch.ts";
import { marketOptions, serviceOptions } from "../console-labels.ts";
import { ConsoleLayout } from "../console-layout.tsx";
import { RetentionLastRun } from "../retention/last-run.tsx";
import { useAdminData } from "../use-admin-data.ts";
import { InboxTable } from "./inbox-table.tsx";
import { type StatusTab, StatusTabs } from "./status-tabs.tsx";

const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

const FILTERS = ["status", "service", "market", "q"] as const;
const selectClass =
  "mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30";

/** The inbox's two selects, each kept in the query string under its name (the status is a tab). */
const filters = [
  { name: "service", label: "Service", allLabel: "All services", options: serviceOptions },
  { name: "market", label: "Market", allLabel: "All markets", options: marketOptions },
] as const;

function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LeadsInbox() {
  // The filters live in the query string (a reload keeps them), kept here rather than with
  // useSearchParams, whose code would otherwise join the public pages' shared framework chunk.
  const [query, setQuery] = useState<string | null>(null);
  const params = new URLSearchParams(query ?? "");
  useEffect(() => setQuery(window.location.search.slice(1)), []);
  const ids = { q: useId() };
  const panelId = useId();
  const asked = params.get("status");
  const status: StatusTab = asked && isLeadStatus(asked) ? asked : "all";
  const choose = (tab: StatusTab) => update({ status: tab === "all" ? "" : tab });
  const [result] = useAdminData(
    query === null ? null : () => fetchAdminJson<InboxJson>(`inbox?${query}`),
    // Not "" before the query is read: "" is also the query of the unfiltered inbox, which would not load.
    query ?? "(not read yet)",
  );
  // The last page loaded stays on screen while another loads, or beside the reason it could not.
  const shown = useRef<InboxJson | null>(null);
  if (result?.ok) shown.current = result.data;
  const data = shown.current;
  const error = result && !result.ok ? result.message : null;

  function update(changes: Partial<Record<(typeof FILTERS)[number] | "page", string>>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!("page" in changes)) next.delete("page");
    const text = next.toString();
    window.history.replaceState(window.history.state, "", text ? `?${text}` : window.location.pathname);
    setQuery(text);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get("q") ?? "").trim() });
  }

  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(page * data.pageSize, data.total) : 0;

  return (
    <ConsoleLayout
      title="Leads"
      actions={
        <a
          href="/functions/v1/admin/leads?format=csv"
          download="leads.csv"
          className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-slate-400 hover:bg-slate-50"
        >
          Export CSV
        </a>
      }
    >
      <section
        aria-label="Filters"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-[repeat(2,minmax(0,1fr))_minmax(0,2fr)]"
      >
        {filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            label={filter.label}
            allLabel={filter.allLabel}
            options={filter.options}
            value={params.get(filter.name) ?? ""}
            onChange={(value) => update({ [filter.name]: value })}
          />
        ))}
        <form onSubmit={search} className="flex items-end gap-2" key={params.get("q") ?? ""}>
          <div className="flex-1">
            <label htmlFor={ids.q} className="text-xs font-medium text-slate-700">
              Search name, e-mail or company
            </label>
            <input
              id={ids.q}
              name="q"
              type="search"
              defaultValue={params.get("q") ?? ""}
              className={selectClass}
            />
          </div>
          <button
            type="submit"
            className="min-h-10 rounded-md bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800"
          >
            Search
          </button>
        </form>
      </section>

      {error && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      )}

      <div className="mt-4 rounded-lg border border-slate-200 bg-white">
        <div className="px-2 pt-1">
          <StatusTabs chosen={status} counts={data?.counts ?? null} panelId={panelId} onChoose={choose} />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`status-tab-${status}`}>
          {data && data.leads.length > 0 && <InboxTable leads={data.leads} />}
          {!data && !error && <p className="px-3 py-6 text-center text-sm text-slate-600">Loading leads…</p>}
          {data && data.total === 0 && (
            <p className="px-3 py-6 text-center text-sm text-slate-600">No leads match these filters.</p>
          )}
        </div>
      </div>

      {data && data.total > 0 && (
        <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm text-slate-700">
          <p aria-live="polite">
            {first}–{last} of {data.total}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={page <= 1}
              onClick={() => update({ page: String(page - 1) })}
              className="min-h-9 rounded-md border border-slate-300 bg-white px-3 font-medium disabled:opacity-50"
            >
              Previous
            </button>
            <button
              type="button"
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
              className="min-h-9 rounded-md border border-slate-300 bg-white px-3 font-medium disabled:opacity-50"
            >
              Next
            </button>
          </div>
        </nav>
      )}
      <footer className="mt-8 border-t border-slate-200 pt-4">
        <RetentionLastRun />
      </footer>
    </ConsoleLayout>
  );
}
