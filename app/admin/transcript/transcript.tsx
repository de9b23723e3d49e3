import { useEffect } from "react";
import { MessageContent } from "~/features/chat-assistant/message-content.tsx";
import { cx } from "~/lib/class-names.ts";
import type { TranscriptTurn, UnansweredReason } from "../../../contracts/transcript.ts";
import { shortDateTime } from "./format.ts";

export const unansweredLabels: Record<UnansweredReason, string> = {
  "out-of-scope": "Out of scope",
  "not-found": "Nothing found",
  handoff: "Handoff offered",
};

export interface TranscriptProps {
  /** The turns, oldest first: the admin endpoint's, or a lead export's lighter ones (role, content, at). */
  turns: readonly TranscriptTurn[];
  /** The turn to scroll to and focus, e.g. from the page's `#turn-<id>`. */
  focusTurnId?: string | null;
}

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";

/**
 * A conversation's turns as a list, the visitor's and the assistant's apart. Answers
 * the assistant could not give and answers marked "Not helpful" are highlighted and
 * say so in words; each turn is the anchor `#turn-<id>`.
 */
export function Transcript({ turns, focusTurnId }: TranscriptProps) {
  useEffect(() => {
    if (!focusTurnId) return;
    // After the frame: the root moves focus to <main> on navigation, in the same commit as this.
    const frame = requestAnimationFrame(() => {
      const turn = document.getElementById(`turn-${focusTurnId}`);
      turn?.focus({ preventScroll: true });
      turn?.scrollIntoView?.({ block: "center" });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTurnId]);

  if (turns.length === 0) return <p className="text-sm text-slate-600">This conversation has no turns.</p>;
  return (
    <ol className="space-y-3">
      {turns.map((turn, index) => {
        const visitor = turn.role === "user";
        const flagged = Boolean(turn.unanswered) || turn.feedback === "not-helpful";
        const focused = turn.id !== undefined && turn.id === focusTurnId;
        return (
          <li
            // A lead export's turns have no id; the list never reorders.
            key={turn.id ?? index}
            id={turn.id ? `turn-${turn.id}` : undefined}
            tabIndex={focused ? -1 : undefined}
            className={cx(
              "rounded-lg border px-4 py-3 text-sm",
              // As the panel places them: the visitor on the right, the assistant on the left.
              visitor ? "ml-8 sm:ml-24" : "mr-8 sm:mr-24",
              flagged
                ? "border-amber-400 bg-amber-50"
                : visitor
                  ? "border-teal-200 bg-teal-50"
                  : "border-slate-200 bg-white",
              focused && "ring-2 ring-teal-700 ring-offset-2",
            )}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-slate-900">{visitor ? "Visitor" : "Assistant"}</span>
              <time dateTime={turn.at} className="text-xs text-slate-600">
                {shortDateTime(turn.at)}
              </time>
              {turn.unanswered ? (
                <span className={cx(badge, "bg-amber-200 text-amber-950")}>
                  Could not answer: {unansweredLabels[turn.unanswered]}
                </span>
              ) : null}
              {turn.feedback === "not-helpful" ? (
                <span className={cx(badge, "bg-amber-200 text-amber-950")}>Marked Not helpful</span>
              ) : turn.feedback === "helpful" ? (
                <span className={cx(badge, "bg-teal-50 text-teal-900")}>Marked Helpful</span>
              ) : null}
            </div>
            {/* The visitor's words as text; the assistant's through the panel's safe Markdown reader
                (links and emphasis, never HTML), so the transcript reads as the visitor saw it. */}
            {visitor ? (
              <p className="mt-1 whitespace-pre-wrap break-words leading-6 text-slate-800">{turn.content}</p>
            ) : (
              <div className="mt-1 break-words leading-6 text-slate-800">
                <MessageContent text={turn.content} />
              </div>
            )}
            {turn.sources && turn.sources.length > 0 ? (
              <p className="mt-2 text-xs text-slate-600">
                Linked:{" "}
                {turn.sources.map((source, i) => (
                  <span key={source.path}>
                    {i > 0 ? ", " : null}
                    <a
                      href={source.path}
                      className="text-teal-800 underline underline-offset-2 hover:text-teal-950"
                    >
                      {source.title}
                    </a>
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
