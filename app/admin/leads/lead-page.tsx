/**
 * /admin/lead?id=…: one lead. The visitor's message and the assistant transcript first, its
 * notification deliveries below them; beside them the contact details, the status and notes
 * with their history, the technical details folded away, and a quiet "Delete" (an erasure,
 * after a confirmation).
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { LEAD_STATUSES, type LeadDetailJson, type LeadStatus } from "../../../contracts/admin-api.ts";
import { consolePaths } from "../../../contracts/console-urls.ts";
import { fetchAdminJson, signInAgain } from "../admin-fetch.ts";
import { statusLabels } from "../console-labels.ts";
import { ConsoleLayout } from "../console-layout.tsx";
import { useAdminData } from "../use-admin-data.ts";
import { DeleteLead } from "./delete-lead.tsx";
import { LeadActivity } from "./lead-activity.tsx";
import { LeadContact, LeadMessage, TechnicalDetails } from "./lead-details.tsx";
import { Notifications } from "./lead-notifications.tsx";
import { LeadTranscript } from "./lead-sections.tsx";

export function LeadPage() {
  // From the query string after hydration (the page is one pre-rendered shell for every lead).
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(new URLSearchParams(window.location.search).get("id") ?? ""), []);
  const url = `/functions/v1/admin/leads/${encodeURIComponent(id ?? "")}`;
  const [result, setResult] = useAdminData(
    id === null
      ? null
      : async () =>
          id
            ? fetchAdminJson<LeadDetailJson>(url)
            : { ok: false, status: 400, message: "No lead was chosen. Open one from the inbox." },
    url,
  );
  const detail = result?.ok ? result.data : null;
  const error = result && !result.ok ? result.message : null;
  const setDetail = (saved: LeadDetailJson) => setResult({ ok: true, data: saved });

  const lead = detail?.lead;
  return (
    <ConsoleLayout
      title={lead ? lead.name : "Lead"}
      actions={
        <Link
          to={consolePaths.leads}
          className="text-sm font-medium text-teal-800 underline underline-offset-2"
        >
          All leads
        </Link>
      }
    >
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {!detail && !error && <p className="text-sm text-slate-600">Loading the lead…</p>}
      {detail && lead && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-4">
            <LeadMessage detail={detail} />
            <LeadTranscript
              lead={lead}
              transcript={detail.transcript}
              transcriptTurns={detail.transcriptTurns}
            />
            <Notifications detail={detail} url={url} onRetried={setDetail} />
          </div>
          <div className="space-y-4">
            <LeadContact lead={lead} />
            <StatusForm url={url} status={lead.status} onSaved={setDetail} />
            <LeadActivity events={detail.events} />
            <TechnicalDetails lead={lead} />
            <DeleteLead url={url} name={lead.name} />
          </div>
        </div>
      )}
    </ConsoleLayout>
  );
}

function StatusForm({
  url,
  status,
  onSaved,
}: {
  url: string;
  status: LeadStatus;
  onSaved: (detail: LeadDetailJson) => void;
}) {
  const statusId = useId();
  const noteId = useId();
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const note = String(data.get("note") ?? "").trim();
    setBusy(true);
    const saved = await fetchAdminJson<LeadDetailJson>(url, {
      method: "PATCH",
      body: { status: data.get("status"), ...(note ? { note } : {}) },
    }).catch(signInAgain());
    if (saved.ok) {
      onSaved(saved.data);
      form.reset();
      setFeedback({ ok: true, text: "Saved." });
    } else {
      setFeedback({ ok: false, text: saved.message });
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="lead-status" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lead-status" className="text-base font-semibold">
        Status and notes
      </h2>
      <form className="mt-3 space-y-3" onSubmit={save} key={status}>
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={statusId}
            name="status"
            defaultValue={status}
            className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30"
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Note
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={3}
            maxLength={2000}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30"
          />
        </div>
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="min-h-10 rounded-md bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
          >
            Save
          </button>
          <p
            role="status"
            className={feedback?.ok === false ? "text-sm text-red-800" : "text-sm text-slate-700"}
          >
            {feedback?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
