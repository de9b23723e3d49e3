import { assistantPanelCopy as copy } from "~/content/assistant-panel";
import { cx } from "~/lib/class-names";

interface AnswerFeedbackProps {
  /** The visitor's rating so far: undefined before a press. */
  helpful: boolean | undefined;
  onRate: (helpful: boolean) => void;
}

/**
 * "Helpful" and "Not helpful" under a server answer. One press per answer:
 * afterwards both are aria-disabled (not `disabled`, so the pressed button
 * keeps the keyboard focus) and the pressed one stays aria-pressed.
 */
export function AnswerFeedback({ helpful, onRate }: AnswerFeedbackProps) {
  const rated = helpful !== undefined;
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={helpful === value}
      aria-disabled={rated || undefined}
      onClick={() => {
        if (!rated) onRate(value);
      }}
      className={cx(
        "min-h-8 rounded-full border px-3 text-xs font-medium",
        helpful === value
          ? "border-teal-700 bg-teal-50 text-teal-900"
          : "border-slate-300 bg-white text-slate-700",
        rated ? "cursor-default" : "hover:border-teal-700 hover:text-teal-800",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2 pl-1">
      {option(true, copy.helpful)}
      {option(false, copy.notHelpful)}
      {rated ? <span className="text-xs text-slate-600">{copy.feedbackThanks}</span> : null}
    </div>
  );
}
