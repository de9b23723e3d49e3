import { Link } from "react-router";
import { consolePaths, conversationPath, leadPath } from "../../../contracts/console-urls.ts";
import type { ConversationTranscript } from "../../../contracts/transcript.ts";
import { type AdminResult, fetchAdminJson } from "../admin-fetch.ts";
import { AdminError } from "../admin-notice.tsx";
import { languageLabel } from "../console-labels.ts";
import { ConsoleLayout } from "../console-layout.tsx";
import { shortDateTime } from "./format.ts";
import { Transcript } from "./transcript.tsx";

/** The loader of /admin/conversation?id=<conversation id>[&page=N|&turn=<turn id>] (decision 056). */
export async function loadTranscript(request: Request): Promise<AdminResult<ConversationTranscript>> {
  const query = new URL(request.url).searchParams;
  const id = query.get("id");
  if (!id)
    return { ok: false, status: 400, message: "No conversation was named. Open one from What visitors ask." };
  const at = new URLSearchParams();
  for (const name of ["page", "turn"]) {
    const value = query.get(name);
    if (value) at.set(name, value);
  }
  const suffix = at.size > 0 ? `?${at}` : "";
  return fetchAdminJson<ConversationTranscript>(
    `conversations/${encodeURIComponent(id)}${suffix}`,
    request.signal,
  );
}

/**
 * A path on this site ("/about"), never another host ("//evil.example", "/\\evil.example") or
 * scheme: the server stores only pages of the site, but rows stored before it did are shown as
 * text (decision 054).
 */
export const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/** `#turn-<id>` → the turn's id. */
export const turnIdOf = (hash: string) =>
  hash.startsWith("#turn-") ? decodeURIComponent(hash.slice(6)) : null;

export function TranscriptPage({
  result,
  focusTurnId,
}: {
  result: AdminResult<ConversationTranscript>;
  focusTurnId?: string | null;
}) {
  const conversation = result.ok ? result.data : null;
  return (
    <ConsoleLayout
      title={conversation ? `Conversation from ${shortDateTime(conversation.createdAt)}` : "Conversation"}
      actions={
        <Link
          to={consolePaths.insights}
          className="text-sm text-teal-800 underline underline-offset-2 hover:text-teal-950"
        >
          Back to What visitors ask
        </Link>
      }
    >
      {result.ok ? null : <AdminError message={result.message} />}
      {conversation ? (
        <>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">Started</dt>
            <dd>
              <time dateTime={conversation.createdAt}>{shortDateTime(conversation.createdAt)}</time>
            </dd>
            <dt className="text-slate-600">Last activity</dt>
            <dd>
              <time dateTime={conversation.updatedAt}>{shortDateTime(conversation.updatedAt)}</time>
            </dd>
            <dt className="text-slate-600">Started on</dt>
            <dd>
              {conversation.sourcePath && isSitePath(conversation.sourcePath) ? (
                <a href={conversation.sourcePath} className="text-teal-800 underline underline-offset-2">
                  {conversation.sourcePageName ?? conversation.sourcePath}
                </a>
              ) : (
                // Not a page of this site, or no Referer (decision 054): said in words, not as a value.
                (conversation.sourcePath ?? "An unknown page (the browser did not say which)")
              )}
            </dd>
            <dt className="text-slate-600">Language</dt>
            <dd>{languageLabel(conversation.language)}</dd>
            <dt className="text-slate-600">Lead</dt>
            <dd>
              {conversation.leadId ? (
                <Link
                  to={leadPath(conversation.leadId)}
                  className="text-teal-800 underline underline-offset-2"
                >
                  Sent to sales: open the lead
                </Link>
              ) : (
                "None"
              )}
            </dd>
          </dl>
          <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Transcript</h2>
          <TranscriptPages conversation={conversation} />
          <Transcript turns={conversation.turns} focusTurnId={focusTurnId} />
        </>
      ) : null}
    </ConsoleLayout>
  );
}

const pageLink = "text-sm text-teal-800 underline underline-offset-2 hover:text-teal-950";

/** Where this page of a long transcript is, and the way to the turns before and after it. */
function TranscriptPages({ conversation }: { conversation: ConversationTranscript }) {
  const { id, page, pages, pageSize, totalTurns } = conversation;
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalTurns);
  return (
    <nav aria-label="Transcript pages" className="my-3 flex flex-wrap items-center gap-x-4 gap-y-1">
      <p className="text-sm text-slate-700">
        Turns {first}–{last} of {totalTurns}
      </p>
      {page > 1 ? (
        <Link to={conversationPath(id, { page: page - 1 })} className={pageLink}>
          Earlier turns
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={conversationPath(id, { page: page + 1 })} className={pageLink}>
          Later turns
        </Link>
      ) : null}
    </nav>
  );
}
