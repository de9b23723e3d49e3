/** A lead's history: every status change and note, with who and when, newest first. */
import type { LeadEventJson, LeadStatus } from "../../../contracts/admin-api.ts";
import { formatTime, statusLabels } from "../console-labels.ts";

const label = (status: string | null) => (status ? (statusLabels[status as LeadStatus] ?? status) : "—");

export function LeadActivity({ events }: { events: LeadEventJson[] }) {
  return (
    <section aria-labelledby="lead-history" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lead-history" className="text-base font-semibold">
        History
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No changes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {[...events].reverse().map((event) => (
            <li key={`${event.at}-${event.kind}-${event.note ?? event.new}`} className="text-sm">
              <p className="text-slate-900">
                {event.kind === "status" ? (
                  <>
                    Status {label(event.old)} → <strong className="font-semibold">{label(event.new)}</strong>
                  </>
                ) : (
                  <span className="whitespace-pre-wrap">{event.note}</span>
                )}
              </p>
              <p className="text-xs text-slate-600">
                {event.actor} · {formatTime(event.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
