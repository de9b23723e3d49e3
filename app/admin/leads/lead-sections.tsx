/** The assistant conversation a lead came from, on its page beside the visitor's message. */
import { Link } from "react-router";
import type { LeadDetailJson } from "../../../contracts/admin-api.ts";
import { conversationPath } from "../../../contracts/console-urls.ts";
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
