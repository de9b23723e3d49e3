/**
 * The parts of a lead's page below its details: the assistant conversation it
 * came from, its notification deliveries, and erasure.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { LeadDetailJson } from "../../../contracts/admin-api.ts";
import { consolePaths, conversationPath } from "../../../contracts/console-urls.ts";
import { fetchAdminJson, signInAgain } from "../admin-fetch.ts";
import { formatTime } from "../console-labels.ts";
import { Transcript } from "../transcript/transcript.tsx";

const note = "text-sm text-slate-600";

/**
 * The assistant conversation a lead came from: its latest turns (the server sends 50) and
 * the way to the whole transcript; for a lead from the assistant that holds none (it belongs
 * to an earlier lead, or expired), a sentence saying so (decisions 055, 056).
 */
export function LeadTranscript({
  lead,
  transcript,
  transcriptTurns,
}: Pick<LeadDetailJson, "lead" | "transcript" | "transcriptTurns">) {
  if (lead.source !== "assistant" && !transcript) return null;
  const total = transcriptTurns ?? 0;
  return (
    <section aria-labelledby="lead-transcript" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lead-transcript" className="mb-3 text-base font-semibold">
        Conversation with the assistant
      </h2>
      {!transcript || !lead.conversationId ? (
        <p className={note}>
          This lead was sent from the assistant. Its conversation is not shown here: it belongs to an earlier
          lead, or it was deleted after the retention period.
        </p>
      ) : transcript.length === 0 ? (
        <p className={note}>The conversation has no stored turns.</p>
      ) : (
        <>
          {transcript.length < total ? (
            <p className={`mb-3 ${note}`}>
              Showing the latest {transcript.length} of {total} turns.
            </p>
          ) : null}
          <Transcript turns={transcript} />
          <p className="mt-3 text-sm">
            <Link
              to={conversationPath(lead.conversationId)}
              className="text-teal-800 underline underline-offset-2 hover:text-teal-950"
            >
              Read the whole conversation ({total} turns)
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** Delivery of the new-lead notifications (e-mail, webhook): filled by server/notify. */
export function Notifications({ detail }: { detail: LeadDetailJson }) {
  return (
    <section aria-labelledby="lead-notifications" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lead-notifications" className="text-base font-semibold">
        Notifications
      </h2>
      {detail.notifications.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No notification was sent for this lead.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Channel
              </th>
              <th scope="col" className="py-1 pr-3">
                Status
              </th>
              <th scope="col" className="py-1 pr-3">
                Attempts
              </th>
              <th scope="col" className="py-1">
                Delivered or last error
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {detail.notifications.map((delivery) => (
              <tr key={delivery.channel}>
                <td className="py-1 pr-3">{delivery.channel}</td>
                <td className="py-1 pr-3">{delivery.status}</td>
                <td className="py-1 pr-3">{delivery.attempts}</td>
                <td className="py-1 text-slate-700">
                  {delivery.deliveredAt ? formatTime(delivery.deliveredAt) : (delivery.lastError ?? "—")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function DeleteLead({ url }: { url: string }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The question's safe answer takes the focus, so Enter or Space never deletes by surprise.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  async function erase() {
    const erased = await fetchAdminJson(url, { method: "DELETE" }).catch(signInAgain());
    if (erased.ok) window.location.assign(consolePaths.leads);
    else setError(erased.message);
  }

  return (
    <section aria-labelledby="lead-delete" className="rounded-lg border border-red-200 bg-white p-4">
      <h2 id="lead-delete" className="text-base font-semibold">
        Erase
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Deletes this lead, its history and its conversation with the assistant, for good.
      </p>
      {confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <p className="w-full text-sm font-medium text-red-900">Delete this lead and its conversation?</p>
          <button
            type="button"
            onClick={erase}
            className="min-h-10 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
          >
            Yes, delete
          </button>
          <button
            type="button"
            ref={cancelRef}
            onClick={() => setConfirming(false)}
            className="min-h-10 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium"
          >
            Cancel
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-3 min-h-10 rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Delete
        </button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
