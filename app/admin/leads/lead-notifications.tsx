/**
 * A lead's notification deliveries (e-mail, webhook; filled by server/notify) with their state,
 * and "Retry now" for one that failed or gave up (decision 081): the outbox tries it at once and
 * the page shows the state the server answers.
 */
import { useState } from "react";
import type { LeadDetailJson, NotificationJson } from "../../../contracts/admin-api.ts";
import { fetchAdminJson, signInAgain } from "../admin-fetch.ts";
import { formatTime } from "../console-labels.ts";

const channelLabels: Record<NotificationJson["channel"], string> = { email: "E-mail", webhook: "Webhook" };

const stateLabels: Record<NotificationJson["status"], { text: string; tone: string }> = {
  pending: { text: "Waiting", tone: "bg-slate-100 text-slate-800 ring-slate-300" },
  delivered: { text: "Delivered", tone: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
  failed: { text: "Failed, will retry", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  "given-up": { text: "Failed, gave up", tone: "bg-red-50 text-red-900 ring-red-200" },
};

const isRetriable = (delivery: NotificationJson) =>
  delivery.status === "failed" || delivery.status === "given-up";

function outcome(delivery: NotificationJson): string {
  if (delivery.deliveredAt) return `Delivered ${formatTime(delivery.deliveredAt)}`;
  if (delivery.status === "failed" && delivery.nextAttemptAt)
    return `${delivery.lastError ?? "Failed."} Next attempt ${formatTime(delivery.nextAttemptAt)}.`;
  return delivery.lastError ?? "Not tried yet.";
}

export function Notifications({
  detail,
  url,
  onRetried,
}: {
  detail: LeadDetailJson;
  /** The lead's endpoint, /functions/v1/admin/leads/:id. */
  url: string;
  onRetried: (detail: LeadDetailJson) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function retry(delivery: NotificationJson) {
    setBusy(delivery.id);
    const answer = await fetchAdminJson<LeadDetailJson>(
      `${url}/deliveries/${encodeURIComponent(delivery.id)}/retry`,
      { method: "POST" },
    ).catch(signInAgain());
    setBusy(null);
    if (answer.ok) {
      onRetried(answer.data);
      setMessage({
        ok: true,
        text: `The ${channelLabels[delivery.channel].toLowerCase()} is being sent again.`,
      });
    } else setMessage({ ok: false, text: answer.message });
  }

  return (
    <section aria-labelledby="lead-notifications" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lead-notifications" className="text-base font-semibold">
        Notifications
      </h2>
      {detail.notifications.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No notification was sent for this lead.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {detail.notifications.map((delivery) => {
            const state = stateLabels[delivery.status];
            const retriable = isRetriable(delivery);
            return (
              <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="w-20 font-medium text-slate-900">{channelLabels[delivery.channel]}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${state.tone}`}
                >
                  {state.text}
                </span>
                <span className="text-xs text-slate-600">
                  {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
                </span>
                <span className="min-w-0 basis-full break-words text-slate-700 sm:basis-auto sm:flex-1">
                  {outcome(delivery)}
                </span>
                {retriable && (
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => retry(delivery)}
                    aria-label={`Retry now: ${channelLabels[delivery.channel]}`}
                    className="min-h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                  >
                    Retry now
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* The live region only where "Retry now" can speak, so the page's one status stays the form's "Saved." */}
      {(message || detail.notifications.some(isRetriable)) && (
        <p
          role="status"
          className={message?.ok === false ? "mt-2 text-sm text-red-800" : "mt-2 text-sm text-slate-700"}
        >
          {message?.text}
        </p>
      )}
    </section>
  );
}
